// The code examples readers copy: fenced blocks in README.md and docs/*.md, and the fenced blocks
// of every TSDoc `@example` under src/. `checkExamples` type-checks each as its own module against
// src/ (one program for all of them), as a fragment: names it uses but does not define are fine.
import { dirname } from "node:path";
import ts from "typescript";
import { filesUnder, readSource } from "./source-files";

/** The fence tags whose blocks are checked, and the extension each is checked as. */
const CHECKED_LANGUAGES: Readonly<Record<string, string>> = {
  ts: "ts",
  typescript: "ts",
  tsx: "tsx",
  js: "js",
  javascript: "js",
  jsx: "jsx",
};

/** The info-string word that opts a block out of the check (` ```ts no-check`): keep its uses rare. */
export const NO_CHECK = "no-check";

/** One fenced code block a reader may copy. */
export interface Example {
  /** Where it is written, by path from the root. */
  readonly file: string;
  /** The 1-based line of its first line of code in that file. */
  readonly line: number;
  /** The extension it is checked as: `ts`, `tsx`, `js` or `jsx`. */
  readonly extension: string;
  /** Its code, the fence's indentation (or the comment's ` * `) removed, one entry per line. */
  readonly lines: readonly string[];
  /** For a TSDoc example, the module it documents: its exports are in scope unimported. */
  readonly module?: string;
  /** Whether the fence opts out of the check (`no-check` after the language). */
  readonly noCheck: boolean;
}

const OPENING = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/;

/**
 * The checked fenced blocks of `lines` (a Markdown file, or a doc comment with its ` * ` removed),
 * `firstLine` being the 1-based line of `lines[0]` in `file`.
 *
 * @example
 * ```ts
 * fencedExamples("docs/a.md", ["```ts", "const a = 1;", "```"], 1)[0]?.line; // 2
 * ```
 */
export function fencedExamples(
  file: string,
  lines: readonly string[],
  firstLine: number,
  module?: string,
): Example[] {
  const examples: Example[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = OPENING.exec(lines[index] ?? "");
    if (!opening) continue;
    const [, indent = "", fence = "", language = "", info = ""] = opening;
    const closing = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const start = index + 1;
    index = start;
    while (index < lines.length && !closing.test(lines[index] ?? "")) index++;
    const extension = CHECKED_LANGUAGES[language.toLowerCase()];
    if (!extension) continue;
    const code = lines
      .slice(start, index)
      .map((line) => line.replace(new RegExp(`^ {0,${indent.length}}`), ""));
    examples.push({
      file,
      line: firstLine + start,
      extension,
      lines: code,
      ...(module ? { module } : {}),
      noCheck: info.split(/\s+/).includes(NO_CHECK),
    });
  }
  return examples;
}

/** The guides' examples: README.md and docs/*.md (docs/api is generated). */
export function guideExamples(): Example[] {
  const guides = ["README.md", ...filesUnder("docs", (name) => name.endsWith(".md")).filter(isGuide)];
  return guides.flatMap((file) => fencedExamples(file, readSource(file).split("\n"), 1));
}

const isGuide = (file: string) => dirname(file) === "docs";

/** A TSDoc `@example` section: its lines (comment markers removed) and where they start. */
interface ExampleSection {
  readonly lines: readonly string[];
  readonly firstLine: number;
}

/**
 * The `@example` sections of a doc comment that starts on `firstLine`, and whether each holds a
 * fenced block (typedoc shows an unfenced one as code too, so every section must fence its code).
 */
function exampleSections(comment: string, firstLine: number): ExampleSection[] {
  const lines = comment
    .replace(/^\/\*\*/, "")
    .replace(/\*\/$/, "")
    .split("\n")
    .map((line) => line.replace(/^\s*\* ?/, ""));
  const sections: ExampleSection[] = [];
  let fence: string | undefined;
  let current: { lines: string[]; firstLine: number } | undefined;
  lines.forEach((line, index) => {
    const opening = OPENING.exec(line);
    if (fence) {
      if (new RegExp(`^\\s*${fence}\\s*$`).test(line)) fence = undefined;
    } else if (opening) {
      fence = opening[2];
    } else if (/^\s*@\w+/.test(line)) {
      current = /^\s*@example\b/.test(line) ? { lines: [], firstLine: firstLine + index + 1 } : undefined;
      if (current) sections.push(current);
      return;
    }
    current?.lines.push(line);
  });
  return sections;
}

/** Every doc comment of a source file (`/** … *\/`), with its 1-based first line. */
function docComments(file: string, text: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found = new Map<number, { text: string; line: number }>();
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      if (found.has(range.pos) || !text.startsWith("/**", range.pos)) continue;
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      found.set(range.pos, { text: text.slice(range.pos, range.end), line });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found.values()];
}

/** The TSDoc examples under src/, and the `@example` sections that hold no fenced block. */
export function tsdocExamples(): { examples: Example[]; unfenced: string[] } {
  const examples: Example[] = [];
  const unfenced: string[] = [];
  for (const file of filesUnder("src")) {
    const text = readSource(file);
    if (!text.includes("@example")) continue;
    for (const comment of docComments(file, text)) {
      for (const section of exampleSections(comment.text, comment.line)) {
        const found = fencedExamples(file, section.lines, section.firstLine, file);
        if (!section.lines.some((line) => OPENING.test(line)))
          unfenced.push(`${file}:${section.firstLine - 1}`);
        examples.push(...found);
      }
    }
  }
  return { examples, unfenced };
}
