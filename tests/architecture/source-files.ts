// What the architecture tests read: the repository's own source files, by path from its root.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** The repository's root (the tests run from it). */
export const root = process.cwd();

/** A TypeScript source file's name (`.ts` or `.tsx`, not a declaration file). */
export const isSourceName = (name: string) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts");

/**
 * The files under `dir` (at any depth) whose name `matches`, as sorted paths from the root.
 *
 * @example
 * ```ts
 * filesUnder("src/machines", (name) => name.endsWith(".connect.ts"));
 * ```
 */
export function filesUnder(dir: string, matches: (name: string) => boolean = isSourceName): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && matches(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** A file's text, by its path from the root. */
export const readSource = (file: string) => readFileSync(join(root, file), "utf8");
