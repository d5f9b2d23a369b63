// Issue 19, item 5: a connect file holds no English. Every name, label and hint a prop getter
// hands out comes from the slice's message catalogue, so a shop in another language (or with its
// own wording) changes it through `messages`. Read with the TypeScript parser, so comments never
// count; the attributes checked are the ones that carry words a shopper reads or hears.
import ts from "typescript";
import { filesUnder, readSource } from "./source-files";

const WORDED = new Set([
  "aria-label",
  "aria-valuetext",
  "aria-roledescription",
  "title",
  "placeholder",
  "alt",
]);

const connectFiles = () => filesUnder("src/machines", (name) => name.endsWith(".connect.ts"));

/** `file: attribute = "text"` for every worded attribute given a literal with letters in it. */
function literalWords(file: string, text = readSource(file)): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) {
      const name = ts.isStringLiteral(node.name) || ts.isIdentifier(node.name) ? node.name.text : "";
      let value = node.initializer;
      while (
        ts.isAsExpression(value) ||
        ts.isParenthesizedExpression(value) ||
        ts.isSatisfiesExpression(value)
      )
        value = value.expression;
      if (
        WORDED.has(name) &&
        (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) &&
        /\p{L}/u.test(value.text)
      ) {
        found.push(`${file}: ${name} = "${value.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("connect files", () => {
  it("tells a literal label from one read off the catalogue", () => {
    const sample =
      'const p = { "aria-label": "Close zoom", title: messages.close, alt: "", "aria-roledescription": "slide" as const };';
    expect(literalWords("sample.connect.ts", sample)).toEqual([
      'sample.connect.ts: aria-label = "Close zoom"',
      'sample.connect.ts: aria-roledescription = "slide"',
    ]);
  });

  it("hand out no English: every worded attribute comes from the messages", () => {
    expect(connectFiles().flatMap((file) => literalWords(file))).toEqual([]);
  });
});
