import { basename } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** A test file's name without its folder and its `.test.ts`, `.test.tsx` or `.e2e.test.ts`. */
const stem = (spec: TestSpecification) => basename(spec.moduleId).replace(/(\.e2e)?\.test\.tsx?$/, "");

/**
 * A vitest sequencer that starts the files of `seconds` first, longest first, so the workers
 * finish together: a long file that starts last keeps one worker busy after the others are done.
 * A fresh clone has no vitest results cache, so vitest's own order is the largest files first,
 * and a long file of few lines (a type-check of every example, the package tests) starts last;
 * with a cache it is the longest first, but by the tests' own time, without a file's collection.
 * Rough figures do: only the order matters. A file missing from `seconds` starts before them
 * when `unlisted` is `"first"` (the browser tests: any new file may be long), after them when
 * it is `"after"` (the unit tests: the many short files fill the gaps), in vitest's own order.
 *
 * @example
 * ```ts
 * export default defineConfig({
 *   test: { sequence: { sequencer: longestFirst({ "packed-package": 35 }, "after") } },
 * });
 * ```
 */
export function longestFirst(seconds: Readonly<Record<string, number>>, unlisted: "first" | "after") {
  const missing = unlisted === "first" ? Number.MAX_SAFE_INTEGER : 0;
  const weight = (spec: TestSpecification) => seconds[stem(spec)] ?? missing;
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      return [...(await super.sort(files))].sort((a, b) => weight(b) - weight(a));
    }
  };
}
