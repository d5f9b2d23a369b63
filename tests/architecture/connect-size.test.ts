// Issue 19, item 3: a slice's connect stays small enough to read whole. Past 300 lines it is
// several widgets in one, or holds read-model logic that belongs in the slice's selectors.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = process.cwd();
const LIMIT = 300;

function connectFiles(): string[] {
  return readdirSync(join(root, "src/machines"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".connect.ts"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

const lineCount = (file: string) => readFileSync(join(root, file), "utf8").trimEnd().split("\n").length;

describe("connect files", () => {
  it("finds the slices' connect files", () => {
    expect(connectFiles()).toContain("src/machines/quick-search/quick-search.connect.ts");
    expect(connectFiles().length).toBeGreaterThan(20);
  });

  it(`keeps every connect file within ${LIMIT} lines`, () => {
    const over = connectFiles()
      .map((file) => ({ file, lines: lineCount(file) }))
      .filter(({ lines }) => lines > LIMIT);
    expect(over).toEqual([]);
  });
});
