// Issue 19: guards and actions take what an event carries as typed params. A machine file reads
// no `event.type` to find out which event it was given, and casts neither `event` nor an actor's
// `event.output` / `event.error`: the transition hands the action exactly what it needs, typed
// by the event or the actor it comes from. Read with the TypeScript parser, so comments and
// strings never count.
import ts from "typescript";
import { filesUnder, readSource } from "./source-files";

const machineFiles = () => filesUnder("src/machines", (name) => name.endsWith(".machine.ts"));

function unwrap(node: ts.Expression): ts.Expression {
  let inner = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isNonNullExpression(inner)) {
    inner = inner.expression;
  }
  return inner;
}

const isEvent = (node: ts.Expression) => ts.isIdentifier(node) && node.text === "event";

// `event.type`, `event.output`, `event.error`…
const isEventField = (node: ts.Expression, fields: readonly string[]) =>
  ts.isPropertyAccessExpression(node) && isEvent(unwrap(node.expression)) && fields.includes(node.name.text);

/** Every `event.type` comparison and every cast of an event or an actor's answer in `file`. */
function untypedEventReads(file: string, text = readSource(file)): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(node.operatorToken.kind) &&
      (isEventField(unwrap(node.left), ["type"]) || isEventField(unwrap(node.right), ["type"]))
    ) {
      found.push(`${at(node)} compares event.type`);
    }
    if (ts.isSwitchStatement(node) && isEventField(unwrap(node.expression), ["type"])) {
      found.push(`${at(node)} switches on event.type`);
    }
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      let cast = node.expression;
      while (ts.isParenthesizedExpression(cast)) cast = cast.expression;
      if (isEvent(cast) || isEventField(cast, ["output", "error"])) found.push(`${at(node)} casts the event`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("machines take what an event carries as typed params (issue 19)", () => {
  it("finds the untyped reads it is meant to find", () => {
    const sample = `
      const a = assign(({ event }) => (event.type === "x" ? { v: event.v } : {}));
      const b = ({ event }) => (event as { output: number }).output;
      const c = ({ event }) => asError((event as unknown as { error?: unknown }).error);
      const d = ({ event }) => event.output as number;
      // event.type === "in a comment" and "event as string" in a string do not count
      const e = ({ event }) => { switch (event.type) { default: return 1; } };
      const ok = (_, params: { v: number }) => params.v;`;
    expect(
      untypedEventReads("sample.machine.ts", sample).map((line) => line.split(" ").slice(1).join(" ")),
    ).toEqual([
      "compares event.type",
      "casts the event",
      "casts the event",
      "casts the event",
      "switches on event.type",
    ]);
  });

  it("no machine file compares event.type or casts an event or an actor's output", () => {
    const files = machineFiles();
    expect(files.length).toBeGreaterThan(25);
    expect(files.flatMap((file) => untypedEventReads(file))).toEqual([]);
  });
});
