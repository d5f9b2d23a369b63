// Every member of an exported interface or class says what it is. typedoc's `notDocumented` check
// covers the interfaces and classes themselves, their methods and accessors, but not properties:
// adding "Property" to `requiredToBeDocumented` also flags the thousands of fields of object types
// inferred from valibot schemas (`GridPage.results.__type.sku`). So this test asks the TypeScript
// checker for what the API docs show — the interfaces and classes the typedoc entry points export,
// with the members they inherit — and requires a TSDoc summary on each of their properties,
// methods, accessors and constructors declared under src/. Members of type literals (a property's
// `{ … }` type) are not members of the interface, and private or protected ones are not shown.
import { join, relative } from "node:path";
import ts from "typescript";
import { readSource, root } from "./source-files";

const MEMBER_KINDS = new Set([
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.Parameter, // a constructor's parameter property: `constructor(readonly status: number)`
]);

const isHidden = (declaration: ts.Declaration) =>
  (ts.canHaveModifiers(declaration) ? (ts.getModifiers(declaration) ?? []) : []).some(
    (modifier) =>
      modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword,
  ) ||
  ((ts.isPropertyDeclaration(declaration) || ts.isMethodDeclaration(declaration)) &&
    ts.isPrivateIdentifier(declaration.name));

/**
 * A doc comment with a summary (one holding only `@default` or `@example` does not describe), or
 * for a constructor's parameter property, a described `@param`.
 */
const hasSummary = (declaration: ts.Node) =>
  ts
    .getJSDocCommentsAndTags(declaration)
    .some(
      (doc) =>
        (ts.isJSDoc(doc) || ts.isJSDocParameterTag(doc)) &&
        (ts.getTextOfJSDocComment(doc.comment) ?? "").trim() !== "",
    );

/** Where to look: the entry points and the files whose members must be documented. */
interface Scope {
  /** The entry points, by path from `base`. */
  readonly entryPoints: readonly string[];
  /** The directory the paths are read from and reported against. */
  readonly base: string;
  /** Whether a file (by path from `base`) is the library's own, whose members are checked. */
  readonly isOwn: (file: string) => boolean;
}

/**
 * Every member of an interface or class exported by the entry points that is declared in an own
 * file and has no doc comment, as `file:line Owner.member`.
 */
function undocumentedMembers(program: ts.Program, { entryPoints, base, isOwn }: Scope): string[] {
  const checker = program.getTypeChecker();
  const found = new Set<string>();
  const report = (owner: string, member: string, declaration: ts.Node) => {
    const source = declaration.getSourceFile();
    const file = relative(base, source.fileName);
    if (!isOwn(file) || hasSummary(declaration)) return;
    const { line } = source.getLineAndCharacterOfPosition(declaration.getStart());
    found.add(`${file}:${line + 1} ${owner}.${member}`);
  };
  for (const entryPoint of entryPoints) {
    const source = program.getSourceFile(join(base, entryPoint));
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error(`not in the program: ${entryPoint}`);
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class))) continue;
      for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
        for (const declaration of property.declarations ?? []) {
          if (MEMBER_KINDS.has(declaration.kind) && !isHidden(declaration)) {
            report(symbol.name, property.name, declaration);
          }
        }
      }
      for (const declaration of symbol.declarations ?? []) {
        if (!ts.isClassDeclaration(declaration)) continue;
        for (const member of declaration.members) {
          if (ts.isConstructorDeclaration(member) && !isHidden(member)) {
            report(symbol.name, "constructor", member);
          }
        }
      }
    }
  }
  return [...found].sort();
}

/** The entry points the API docs are generated from (typedoc.json). */
const typedocEntryPoints = (): string[] => JSON.parse(readSource("typedoc.json")).entryPoints;

/**
 * One program over the typedoc entry points, with the options the docs are built with, less what
 * only costs time: members declared outside src/ are not checked, so only the library's own
 * (relative) imports are followed and the DOM's declarations (as large as src/ itself) are left
 * out. A member inherited from a package or the DOM is not src/'s to document either way.
 */
function libraryProgram(entryPoints: readonly string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, "tsconfig.build.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!config) throw new Error("tsconfig.build.json could not be read");
  const options = {
    ...config.options,
    noEmit: true,
    lib: config.options.lib?.filter((lib) => !lib.startsWith("lib.dom")),
  };
  return ts.createProgram({
    rootNames: entryPoints.map((entryPoint) => join(root, entryPoint)),
    options,
    host: ownImportsOnly(ts.createCompilerHost(options)),
  });
}

/** A compiler host that resolves relative imports only (a package import stays unresolved). */
function ownImportsOnly(host: ts.CompilerHost): ts.CompilerHost {
  return {
    ...host,
    resolveModuleNameLiterals: (literals, containingFile, _redirect, options) =>
      literals.map((literal) =>
        literal.text.startsWith(".")
          ? ts.resolveModuleName(literal.text, containingFile, options, host)
          : { resolvedModule: undefined },
      ),
  };
}

/** A program over in-memory files under `/sample` (no lib: only what the files declare is checked). */
function sampleProgram(files: Record<string, string>): ts.Program {
  const options: ts.CompilerOptions = {
    noLib: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  };
  const text = (name: string) => files[relative("/sample", name)];
  const host: ts.CompilerHost = {
    ...ts.createCompilerHost(options),
    fileExists: (name) => text(name) !== undefined,
    directoryExists: () => true,
    readFile: (name) => text(name),
    realpath: (name) => name,
    getSourceFile: (name, target) => {
      const content = text(name);
      return content === undefined ? undefined : ts.createSourceFile(name, content, target);
    },
    getCurrentDirectory: () => "/sample",
  };
  return ts.createProgram({ rootNames: ["/sample/src/index.ts"], options, host: ownImportsOnly(host) });
}

describe("documented members", () => {
  it("flags an exported interface's or class's undocumented member, inherited ones too", () => {
    const program = sampleProgram({
      "src/index.ts": `export type { Props, Described } from "./props"; export { Failure } from "./failure";`,
      "vendor/vendor.ts": "export interface Vendor { vendorField: string }",
      "src/props.ts": `
        import type { Vendor } from "../vendor/vendor";
        interface Base extends Vendor {
          base: string;
          /** Documented where it is declared. */
          documented: string;
        }
        /** Props. */
        export interface Props extends Base {
          "aria-expanded": boolean;
          /** @default 1 */
          onlyATag?: number;
          /** The nested type's own fields are not the interface's members. */
          nested: { inner: string };
          /** Handles a click. */
          onClick(): void;
          method(): void;
        }
        /** Fully described. */
        export interface Described {
          /** Its one field. */
          field: string;
        }
        /** Not exported by the entry point: not in the docs. */
        export interface Internal { bare: string }`,
      "src/failure.ts": `
        /** A failure. */
        export class Failure {
          readonly name = "Failure";
          /** Documented. */
          readonly kind: string = "";
          private secret = 1;
          #hidden = 2;
          constructor(readonly status: number) {}
        }`,
    });
    const found = undocumentedMembers(program, {
      entryPoints: ["src/index.ts"],
      base: "/sample",
      isOwn: (file) => file.startsWith("src/"),
    });
    expect(found.map((line) => line.split(" ")[1]).sort()).toEqual([
      "Failure.constructor",
      "Failure.name",
      "Failure.status",
      "Props.aria-expanded",
      "Props.base",
      "Props.method",
      "Props.onlyATag",
    ]);
  });

  // It type-checks the library's sources (about 3 s alone, 15 s on a 2-core machine busy with the
  // other suites), hence the longer timeout.
  it("every member of an interface or class in the API docs has a doc comment", { timeout: 60_000 }, () => {
    const entryPoints = typedocEntryPoints();
    expect(entryPoints).toContain("src/index.ts");
    const found = undocumentedMembers(libraryProgram(entryPoints), {
      entryPoints,
      base: root,
      isOwn: (file) => file.startsWith("src/"),
    });
    expect(found).toEqual([]);
  });
});
