// DESIGN.md "Hooks": a capability hook is thin (TanStack's shape, about 15–40 lines); logic a Vue
// host needs as well lives beside the machine. Every `src/hooks/**/use-*.ts(x)` is parsed with the
// TypeScript compiler API, and each exported `use*` function's code lines are counted: the lines
// of its body that hold code (a token of the syntax tree), so blank lines and comment-only lines
// never count, and neither do the signature and its TSDoc.
import ts from "typescript";
import { filesUnder, readSource } from "./source-files";

const LIMIT = 40;

// No hook is exempt: every capability hook is held to the limit.
const EXEMPT: readonly string[] = [];

interface HookSize {
  /** `file#useName` */
  hook: string;
  lines: number;
}

const hookFiles = () => filesUnder("src/hooks", (name) => /^use-.*\.tsx?$/.test(name));

/** The lines of `node` that hold at least one token (comments are trivia, never tokens). */
function codeLines(node: ts.Node, source: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const visit = (child: ts.Node) => {
    if (child.getChildCount(source) > 0) {
      for (const grandchild of child.getChildren(source)) visit(grandchild);
      return;
    }
    if (child.kind === ts.SyntaxKind.JsxText && (child as ts.JsxText).containsOnlyTriviaWhiteSpaces) return;
    const first = source.getLineAndCharacterOfPosition(child.getStart(source)).line;
    const last = source.getLineAndCharacterOfPosition(child.getEnd()).line;
    for (let line = first; line <= last; line++) lines.add(line);
  };
  visit(node);
  return lines;
}

/** Code lines of a function body's statements (an expression body counts whole). */
function bodyLines(body: ts.ConciseBody, source: ts.SourceFile): number {
  if (!ts.isBlock(body)) return codeLines(body, source).size;
  const lines = new Set<number>();
  for (const statement of body.statements) for (const line of codeLines(statement, source)) lines.add(line);
  return lines.size;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Every exported `use*` function of a file (declarations, and `const useX = () => …`). */
function measureHooks(file: string, text: string): HookSize[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: HookSize[] = [];
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.body && statement.name?.text.startsWith("use")) {
      found.push({ hook: `${file}#${statement.name.text}`, lines: bodyLines(statement.body, source) });
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!ts.isIdentifier(declaration.name) || !declaration.name.text.startsWith("use") || !init) continue;
        if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) {
          found.push({ hook: `${file}#${declaration.name.text}`, lines: bodyLines(init.body, source) });
        }
      }
    }
  }
  return found;
}

const hooks = hookFiles().flatMap((file) => measureHooks(file, readSource(file)));

describe("hooks are thin (DESIGN.md 'Hooks')", () => {
  it("counts code lines, not blank lines, comments or the signature", () => {
    const text = [
      "/** TSDoc does not count. */",
      "export function useThing(",
      "  options: Options = {},",
      "): Api {",
      "  // a comment does not count",
      "  const a = 1;",
      "",
      "  /* nor does",
      "     a block comment */",
      "  const b = `one",
      "two`;",
      "  return { a, b };",
      "}",
      "export const useArrow = () => ({",
      "  x: 1, // trailing comment: the line counts once",
      "});",
      "function useNotExported() { return 1; }",
    ].join("\n");
    expect(measureHooks("x.ts", text)).toEqual([
      { hook: "x.ts#useThing", lines: 4 },
      { hook: "x.ts#useArrow", lines: 3 },
    ]);
  });

  it("finds every capability hook", () => {
    expect(hooks.length).toBeGreaterThan(60);
    expect(hooks.map((h) => h.hook)).toContain("src/hooks/cart/use-cart.ts#useCart");
  });

  it(`keeps every exported hook at ${LIMIT} code lines or fewer`, () => {
    const over = hooks
      .filter((h) => h.lines > LIMIT && !EXEMPT.some((prefix) => h.hook.startsWith(prefix)))
      .map((h) => `${h.hook}: ${h.lines}`);
    expect(over).toEqual([]);
  });
});
