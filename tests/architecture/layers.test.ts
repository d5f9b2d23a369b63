// DESIGN.md "Layers": dependencies point one way, and only the hooks import React. Every import
// of every file under src/ and reference-ui/ is read with the TypeScript parser, so a type-only
// import (`import type`, or `import { type A }` with every name a type) is told from a value one.
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import ts from "typescript";
import { filesUnder, readSource, root } from "./source-files";

interface Import {
  /** The importing file, relative to the repository. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it names, relative to the repository, for our own modules. */
  target: string | null;
  /** Only types cross: erased from the JavaScript. */
  typeOnly: boolean;
}

function resolveOwn(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    try {
      if (readdirSync(dirname(join(root, candidate))).includes(candidate.split("/").pop() ?? "")) {
        if (/\.tsx?$/.test(candidate)) return candidate;
      }
    } catch {
      // A folder that does not exist: try the next candidate.
    }
  }
  return base;
}

function importsOf(file: string): Import[] {
  const text = readSource(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) =>
    found.push({ from: file, specifier, target: resolveOwn(file, specifier), typeOnly });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== null &&
            named.elements.every((element) => element.isTypeOnly)));
      add(node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause : null;
      add(node.moduleSpecifier.text, node.isTypeOnly || named?.elements.every((e) => e.isTypeOnly) === true);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const library = filesUnder("src").flatMap(importsOf);
const layerOf = (file: string) => /^src\/([a-z-]+)\//.exec(file)?.[1] ?? "entry";
const show = (imports: Import[]) =>
  imports.map((i) => `${i.from} → ${i.specifier}${i.typeOnly ? " (types)" : ""}`);
const valueImports = (imports: Import[]) => imports.filter((i) => !i.typeOnly);
const own = (layer: string, targets: readonly string[]) =>
  library.filter(
    (i) => layerOf(i.from) === layer && i.target !== null && targets.includes(layerOf(i.target)),
  );

describe("the library's layers (DESIGN.md)", () => {
  it("reads the imports it checks", () => {
    expect(library.length).toBeGreaterThan(1000);
    expect(show(library.filter((i) => i.from === "src/machines/cart/cart.machine.ts"))).toContain(
      "src/machines/cart/cart.machine.ts → xstate",
    );
  });

  it("rules import nothing of ours", () => {
    expect(show(own("rules", ["runtime", "clients", "machines", "hooks", "sandbox", "entry"]))).toEqual([]);
  });

  it("the runtime imports only rules", () => {
    expect(show(own("runtime", ["clients", "machines", "hooks", "sandbox", "entry"]))).toEqual([]);
  });

  it("clients import neither machines, hooks nor the sandbox", () => {
    expect(show(own("clients", ["machines", "hooks", "sandbox", "entry"]))).toEqual([]);
  });

  it("machines import no hooks or sandbox, and only the types of clients", () => {
    expect(show(own("machines", ["hooks", "sandbox", "entry"]))).toEqual([]);
    expect(show(valueImports(own("machines", ["clients"])))).toEqual([]);
  });

  it("nothing but the sandbox and its entry imports the sandbox", () => {
    expect(
      show(own("hooks", ["sandbox"]).concat(own("machines", ["sandbox"]), own("clients", ["sandbox"]))),
    ).toEqual([]);
  });

  it("only the hooks import React or its bindings", () => {
    const react = library.filter(
      (i) =>
        /^(react|react-dom|@xstate\/react|@tanstack\/react-query)(\/|$)/.test(i.specifier) && !i.typeOnly,
    );
    expect(show(react.filter((i) => layerOf(i.from) !== "hooks"))).toEqual([]);
  });

  it("has no import cycle between hook folders", () => {
    const folderOf = (file: string) => /^src\/hooks\/([a-z-]+)\//.exec(file)?.[1];
    const edges = new Map<string, Set<string>>();
    for (const i of valueImports(library)) {
      const a = folderOf(i.from);
      const b = i.target ? folderOf(i.target) : undefined;
      if (a && b && a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
    const cycles = [...edges].flatMap(([a, targets]) =>
      [...targets].filter((b) => edges.get(b)?.has(a) && a < b).map((b) => `${a} ⇄ ${b}`),
    );
    expect(cycles).toEqual([]);
  });
  it("the sandbox builds on clients' schemas, the runtime and rules, never on machines or hooks", () => {
    expect(show(own("sandbox", ["machines", "hooks", "entry"]))).toEqual([]);
  });
});

describe("the reference UI (DESIGN.md: public entry points only)", () => {
  it("imports solekit through its package entry points, never src/", () => {
    const ui = filesUnder("reference-ui").flatMap(importsOf);
    expect(ui.length).toBeGreaterThan(50);
    expect(show(ui.filter((i) => i.target?.startsWith("src/") || /(^|\/)src\//.test(i.specifier)))).toEqual(
      [],
    );
  });
});
