// What an example may use without importing it: a TSDoc example, what its own module exports
// (`parseSearchUrl(…)` in parseSearchUrl's doc); any example, what the package's entry points
// export (`useQuickSearch()` in a guide that imported it a block earlier). Each example gets a
// one-line preamble importing the names it uses from there, so those uses are checked against the
// API instead of typing as unknown names.
import { join } from "node:path";
import ts from "typescript";
import type { Example } from "./doc-examples";
import { root } from "./source-files";

/** The entry points an example's names are looked up in, first match wins (tsconfig.json's `paths`). */
export const ENTRY_POINTS: readonly (readonly [specifier: string, file: string])[] = [
  ["solekit", "src/index.ts"],
  ["solekit/machines", "src/machines/index.ts"],
  ["solekit/clients", "src/clients/index.ts"],
  ["solekit/rules", "src/rules/index.ts"],
  ["solekit/sandbox", "src/sandbox/index.ts"],
  ["solekit/prefetch", "src/prefetch.ts"],
];

/** Where a name in scope is imported from, and whether it is a type only. */
interface ScopeEntry {
  readonly from: string;
  readonly typeOnly: boolean;
}

export type Scope = ReadonlyMap<string, ScopeEntry>;

/** A module's exports that some example uses, as scope entries imported from `from`. */
function exportsOf(
  program: ts.Program,
  file: string,
  from: string,
  used: ReadonlySet<string>,
): Map<string, ScopeEntry> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(root, file));
  const module = source && checker.getSymbolAtLocation(source);
  const scope = new Map<string, ScopeEntry>();
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    if (!used.has(exported.name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    scope.set(exported.name, { from, typeOnly: !(symbol.flags & ts.SymbolFlags.Value) });
  }
  return scope;
}

/**
 * A one-word lower-case name (`route`, `messages`, `search`): in an example it is as likely the
 * app's own variable as the export of that name, so only a module's own examples get it unimported.
 */
const isPlainWord = (name: string) => /^[a-z][a-z0-9]*$/.test(name);

/**
 * The scopes of a set of examples, from a program over the entry points and the documented
 * modules (only bound, not checked: the exports are resolved, not their types).
 */
export function exampleScopes(
  examples: readonly Example[],
  createProgram: (rootNames: string[]) => ts.Program,
): (example: Example) => Scope {
  const modules = [...new Set(examples.flatMap((example) => (example.module ? [example.module] : [])))];
  const program = createProgram(
    [...ENTRY_POINTS.map(([, file]) => file), ...modules].map((file) => join(root, file)),
  );
  // Only the exports some example names are looked up (an alias resolved per export costs).
  const used = new Set(examples.flatMap((example) => [...namesOf(example.lines.join("\n")).used]));
  const api = new Map<string, ScopeEntry>();
  for (const [specifier, file] of ENTRY_POINTS) {
    for (const [name, entry] of exportsOf(program, file, specifier, used)) {
      if (!api.has(name) && !isPlainWord(name)) api.set(name, entry);
    }
  }
  const own = new Map(
    modules.map((module) => {
      const from = join(root, module).replace(/\.tsx?$/, "");
      return [module, new Map([...api, ...exportsOf(program, module, from, used)])] as const;
    }),
  );
  return (example) => (example.module ? (own.get(example.module) ?? api) : api);
}

/** The identifiers an example uses, and the names it declares or imports at its top level. */
function namesOf(code: string): { used: ReadonlySet<string>; declared: ReadonlySet<string> } {
  const source = ts.createSourceFile("example.tsx", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const declared = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const { name, namedBindings } = statement.importClause;
      if (name) declared.add(name.text);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) declared.add(namedBindings.name.text);
      if (namedBindings && ts.isNamedImports(namedBindings)) {
        for (const element of namedBindings.elements) declared.add(element.name.text);
      }
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        for (const name of boundNames(declaration.name)) declared.add(name);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement)) &&
      statement.name
    ) {
      declared.add(statement.name.text);
    }
  }
  return { used, declared };
}

/** The names a binding binds (`{ a, b: [c] }` binds a and c). */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}

/**
 * Window properties a fragment's own names collide with: `event` (the handler's event, not the
 * deprecated `window.event`), `parent`, `name`, `status`. Used undefined, they are declared `any`,
 * as an unknown name would type.
 */
const SHADOWED_GLOBALS = ["event", "parent", "name", "status", "top", "self", "origin", "length"];

/**
 * The one-line preamble importing from `scope` what `code` uses and does not define itself (and
 * declaring the SHADOWED_GLOBALS it uses undefined).
 */
export function preamble(code: string, scope: Scope): string {
  const { used, declared } = namesOf(code);
  const shadowed = SHADOWED_GLOBALS.filter(
    (name) => used.has(name) && !declared.has(name) && !scope.has(name),
  );
  const imports = new Map<string, string[]>();
  for (const name of used) {
    const entry = scope.get(name);
    if (!entry || declared.has(name)) continue;
    const key = `${entry.typeOnly ? "import type" : "import"} {|} from ${JSON.stringify(entry.from)};`;
    imports.set(key, [...(imports.get(key) ?? []), name]);
  }
  return [
    ...[...imports].map(([key, names]) => key.replace("|", ` ${names.join(", ")} `)),
    ...shadowed.map((name) => `declare const ${name}: any;`),
  ].join(" ");
}
