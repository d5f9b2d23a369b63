// Type-checks the code examples (doc-examples.ts) against src/: one program, each example a
// module of its own in memory, its `solekit/*` imports resolved to src/ by tsconfig.json's `paths`.
// An example is a fragment, so what it cannot satisfy is relaxed (see IGNORED and `exampleOptions`);
// every other diagnostic is a broken example.
import { basename, dirname, join } from "node:path";
import ts from "typescript";
import type { Example } from "./doc-examples";
import { exampleScopes, preamble, type Scope } from "./example-scope";
import { root } from "./source-files";

/**
 * The diagnostics a fragment may have: it names what the surrounding app defines (a `<NotFound />`
 * component, an `actor`, a `url`, React's `useState`). The unknown name types as the error type,
 * which is assignable to anything, so it does not cascade into other diagnostics.
 */
const IGNORED = new Map<number, string>([
  [2304, "Cannot find name 'x' (an unknown identifier or JSX component)"],
  [2552, "Cannot find name 'x'. Did you mean 'y'? (the same, with a suggestion)"],
  [2580, "Cannot find name 'require' … install type definitions for node (a CommonJS fragment)"],
  [2582, "Cannot find name 'test' … install type definitions for a test runner (a test fragment)"],
  [18004, "No value exists in scope for the shorthand property 'x' (`{ actors }`: the same, in an object)"],
]);

/**
 * "Parameter 'x' implicitly has an 'any' type" (and its binding-element form) is excused only when
 * it cascades from an unknown name: the callback is passed where the type would come from what the
 * fragment does not define (`actor.subscribe((snapshot) => …)`), so its context is the error type.
 * A function with no context at all (`const f = (x) => x`) still fails, as it would in the app.
 */
const IMPLICIT_ANY = new Set([7006, 7031]);

/**
 * "'x' is of type 'unknown'" is excused only when it cascades from an unknown name through
 * inference: `const search = useClient(searchClient)` infers `unknown` from the unknown factory.
 */
const UNKNOWN_TYPE = 18046;
/** And "Argument of type 'unknown' is not assignable" when the argument is such a variable. */
const UNKNOWN_ARGUMENT = 2345;

/**
 * "Cannot find module" is excused for a relative import (`./quick-search-overlay`: the app's own
 * module) and for the packages below, which the examples use and this repository does not install
 * (a name imported from them types as the error type). Any other package, and any `solekit/…`
 * entry, must resolve.
 */
const MISSING_MODULE = 2307;
const NOT_INSTALLED = ["next", "@tanstack/vue-query"];

/**
 * "Property 'x' does not exist on type 'Window & typeof globalThis'" is excused on the `window`
 * global itself: `window.BookingManager` is a page global the theme defines, an unknown name
 * written as a property of `window`.
 */
const WINDOW_PROPERTY = 2339;

/** The guide examples' virtual folder (inside the root, so packages resolve from node_modules). */
const VIRTUAL = join(root, ".doc-examples");

/** tsconfig.json's options (strict, JSX, `paths`), relaxed where a fragment cannot comply. */
function exampleOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!config) throw new Error("tsconfig.json could not be read");
  return {
    ...config.options,
    noEmit: true,
    // A fragment declares what it shows without using all of it.
    noUnusedLocals: false,
    noUnusedParameters: false,
    // Every block is a module of its own (a script's top-level names would clash across blocks),
    // so `await` at its top level is allowed and imports may appear anywhere.
    moduleDetection: ts.ModuleDetectionKind.Force,
    // A fragment indexes what it shows is there (`list.items[1].href; // "/account?…"`). The flag
    // is not part of `strict`, and an app's tsconfig has it off unless it asks for it.
    noUncheckedIndexedAccess: false,
    // js and jsx blocks are checked too.
    allowJs: true,
    checkJs: true,
    types: ["node", "vite/client"],
  };
}

/** An example as a virtual file: its name, text and the lines its preamble takes. */
interface VirtualFile {
  readonly example: Example;
  readonly name: string;
  readonly text: string;
  readonly offset: number;
}

/** Whether `code` returns at its top level: it is a function's body (`return <p>…</p>;`). */
function isFunctionBody(code: string): boolean {
  const source = ts.createSourceFile("example.tsx", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const returns = (node: ts.Node): boolean =>
    ts.isReturnStatement(node) ||
    (!ts.isFunctionLike(node) && !ts.isClassLike(node) && ts.forEachChild(node, returns) === true);
  return source.statements.some(returns);
}

function virtualFiles(examples: readonly Example[], scopeOf: (example: Example) => Scope): VirtualFile[] {
  return examples.map((example, index) => {
    // A block that returns at its top level is checked as the body of a function.
    const body = isFunctionBody(example.lines.join("\n"));
    const code = body ? `${example.lines.join("\n")}\n}` : example.lines.join("\n");
    const head = `${preamble(code, scopeOf(example))}${body ? " async function body() {" : ""}`;
    // A TSDoc example sits beside its module, so its relative imports resolve as the module's do.
    const folder = example.module ? join(root, dirname(example.module)) : VIRTUAL;
    const name = join(
      folder,
      `.example-${index}-${basename(example.file).replace(/\./g, "_")}.${example.extension}`,
    );
    return { example, name, text: head ? `${head}\n${code}` : code, offset: head ? 1 : 0 };
  });
}

/**
 * A compiler host that serves the examples from memory and parses every other file once, for
 * both programs (the scope's and the examples').
 */
function examplesHost(
  options: ts.CompilerOptions,
  examples: () => ReadonlyMap<string, VirtualFile>,
): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  return {
    ...host,
    fileExists: (name) => examples().has(name) || host.fileExists(name),
    readFile: (name) => examples().get(name)?.text ?? host.readFile(name),
    getSourceFile: (name, languageVersion, onError) => {
      const example = examples().get(name);
      if (example) return ts.createSourceFile(name, example.text, languageVersion, false);
      if (!parsed.has(name)) parsed.set(name, host.getSourceFile(name, languageVersion, onError));
      return parsed.get(name);
    },
  };
}

/** Whether a fragment may have this diagnostic (see IGNORED, IMPLICIT_ANY and MISSING_MODULE). */
function isIgnored(diagnostic: ts.Diagnostic, checker: ts.TypeChecker): boolean {
  if (IGNORED.has(diagnostic.code)) return true;
  if (IMPLICIT_ANY.has(diagnostic.code) && diagnostic.file && diagnostic.start !== undefined) {
    return hasErrorContext(diagnostic.file, diagnostic.start, checker);
  }
  if ((diagnostic.code === UNKNOWN_TYPE || diagnostic.code === UNKNOWN_ARGUMENT) && diagnostic.file) {
    const start = diagnostic.start ?? 0;
    const node = nodeAt(diagnostic.file, start);
    const whole = node.getStart(diagnostic.file) === start && node.end === start + (diagnostic.length ?? 0);
    if (whole && ts.isIdentifier(node) && isInferredFromUnknownName(node, checker)) return true;
  }
  if (diagnostic.code === WINDOW_PROPERTY && diagnostic.file && diagnostic.start !== undefined) {
    const access = nodeAt(diagnostic.file, diagnostic.start).parent;
    return (
      access !== undefined &&
      ts.isPropertyAccessExpression(access) &&
      ts.isIdentifier(access.expression) &&
      access.expression.text === "window"
    );
  }
  if (diagnostic.code !== MISSING_MODULE || !diagnostic.file || diagnostic.start === undefined) return false;
  const specifier = diagnostic.file.text
    .slice(diagnostic.start, diagnostic.start + (diagnostic.length ?? 0))
    .replace(/^["']|["']$/g, "");
  return (
    /^\.\.?\//.test(specifier) ||
    NOT_INSTALLED.some((name) => specifier === name || specifier.startsWith(`${name}/`))
  );
}

/**
 * Whether the function around `position` takes its context from the error type (see IMPLICIT_ANY):
 * the function, or the object, array or JSX attribute it is written in, has the error type as its
 * contextual type.
 */
function hasErrorContext(source: ts.SourceFile, position: number, checker: ts.TypeChecker): boolean {
  let node: ts.Node | undefined = nodeAt(source, position);
  while (node && !ts.isFunctionLike(node)) node = node.parent;
  for (; node && isContextCarrier(node); node = node.parent) {
    const context = ts.isExpression(node) ? checker.getContextualType(node) : undefined;
    if (context) return (context.flags & ts.TypeFlags.Any) !== 0;
  }
  return false;
}

/** Whether `node` names a variable set to a call that is given an unknown name (see UNKNOWN_TYPE). */
function isInferredFromUnknownName(node: ts.Node, checker: ts.TypeChecker): boolean {
  const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
  let value = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  while (value && (ts.isAwaitExpression(value) || ts.isParenthesizedExpression(value)))
    value = value.expression;
  return (
    value !== undefined &&
    ts.isCallExpression(value) &&
    value.arguments.some((argument) => ts.isIdentifier(argument) && !checker.getSymbolAtLocation(argument))
  );
}

/** The nodes a contextual type passes through on its way to a function written inside them. */
const isContextCarrier = (node: ts.Node) =>
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isPropertyAssignment(node) ||
  ts.isObjectLiteralExpression(node) ||
  ts.isArrayLiteralExpression(node) ||
  ts.isParenthesizedExpression(node) ||
  ts.isJsxExpression(node) ||
  ts.isJsxAttribute(node) ||
  ts.isJsxAttributes(node);

/** The innermost node that spans `position`. */
function nodeAt(source: ts.SourceFile, position: number): ts.Node {
  const descend = (node: ts.Node): ts.Node =>
    ts.forEachChild(node, (child) =>
      child.getStart(source) <= position && position < child.end ? descend(child) : undefined,
    ) ?? node;
  return descend(source);
}

/** Each file's failures, from one program over them (each file's own diagnostics only). */
function check(
  files: readonly VirtualFile[],
  options: ts.CompilerOptions,
  host: ts.CompilerHost,
): string[][] {
  const program = ts.createProgram({ rootNames: files.map((file) => file.name), options, host });
  const checker = program.getTypeChecker();
  return files.map((file) => {
    const source = program.getSourceFile(file.name);
    if (!source) throw new Error(`not in the program: ${file.name}`);
    const failures: string[] = [];
    for (const diagnostic of [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]) {
      const start = diagnostic.start ?? 0;
      if (isIgnored(diagnostic, checker)) continue;
      const line = source.getLineAndCharacterOfPosition(start).line - file.offset;
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
      failures.push(`${file.example.file}:${file.example.line + line} TS${diagnostic.code} ${message}`);
    }
    return failures;
  });
}

/**
 * Each example's diagnostics that a fragment cannot excuse, as `file:line TSnnnn message` with the
 * line in the file the example is written in.
 */
export function checkExamples(examples: readonly Example[]): string[] {
  const checked = examples.filter((example) => !example.noCheck);
  const options = exampleOptions();
  let byName: ReadonlyMap<string, VirtualFile> = new Map();
  const host = examplesHost(options, () => byName);
  const scopeOf = exampleScopes(checked, (rootNames) => ts.createProgram({ rootNames, options, host }));
  const files = virtualFiles(checked, scopeOf);
  byName = new Map(files.map((file) => [file.name, file]));
  return check(files, options, host).flat();
}
