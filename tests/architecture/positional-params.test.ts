// Issue 19, item 3: no helper takes more than three positional arguments. Past three, a call
// site reads as a row of values whose meaning depends on their order (`ordersPage(entries,
// "completed", 2, messages)`); the extra ones go in one named object instead. A trailing
// options object (`options`, `callOptions`, `{ signal } = {}`) is not positional: the spec's
// own calls, such as `assignItemToChild(lineId, variantId, childId)`, take one beside their
// arguments. Functions, methods, arrows and the signatures of function types all count. Read
// with the TypeScript parser, so comments and strings never count.
import ts from "typescript";
import { filesUnder, readSource } from "./source-files";

const LIMIT = 3;

// `options`, `callOptions`, `{ signal } = {}`, or any parameter typed `…Options`.
const isOptionsObject = (parameter: ts.ParameterDeclaration) =>
  (ts.isObjectBindingPattern(parameter.name) && parameter.initializer !== undefined) ||
  (ts.isIdentifier(parameter.name) && /(^o|O)ptions$/.test(parameter.name.text)) ||
  (parameter.type !== undefined &&
    ts.isTypeReferenceNode(parameter.type) &&
    /Options$/.test(parameter.type.typeName.getText()));

/** How many positional parameters `node` takes: all of them, less a trailing options object. */
function positionalCount(node: ts.SignatureDeclaration): number {
  const parameters = node.parameters.filter(
    (parameter) => !(ts.isIdentifier(parameter.name) && parameter.name.text === "this"),
  );
  const last = parameters.at(-1);
  return last && isOptionsObject(last) ? parameters.length - 1 : parameters.length;
}

/** Every function-like node in `text` that takes more than three positional parameters. */
function overLimit(file: string, text = readSource(file)): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && positionalCount(node) > LIMIT) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} ${node.parameters.map((p) => p.name.getText()).join(", ")}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("positional parameters", () => {
  it("finds the library's and the reference UI's source", () => {
    expect(filesUnder("src")).toContain("src/machines/orders/orders.selectors.ts");
    expect(filesUnder("reference-ui/src").length).toBeGreaterThan(20);
  });

  it("flags a fourth positional parameter, in any kind of function, and allows trailing options", () => {
    const text = [
      "export function page(entries, type, page, messages) {}",
      "const row = (a, b, c, d) => a;",
      "interface Calls { move(a: number, b: number, c: number, d: number): void }",
      "export function fine(lineId, variantId, childId, options = {}) {}",
      "const alsoFine = (path, schema, query, { signal } = {}) => path;",
      "interface Transport { get(path: string, schema: S, query: Q, call?: SearchCallOptions): void }",
      "const notOptions = (a, b, c, options2) => a;",
      "function grouped(entries, { type, page }, messages) {}",
    ].join("\n");
    expect(overLimit("sample.ts", text)).toEqual([
      "sample.ts:1 entries, type, page, messages",
      "sample.ts:2 a, b, c, d",
      "sample.ts:3 a, b, c, d",
      "sample.ts:7 a, b, c, options2",
    ]);
  });

  it(`keeps every function in src/ and reference-ui/src/ to ${LIMIT} positional parameters`, () => {
    const found = [...filesUnder("src"), ...filesUnder("reference-ui/src")].flatMap((file) =>
      overLimit(file),
    );
    expect(found).toEqual([]);
  });
});
