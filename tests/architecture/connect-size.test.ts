// Issue 19, item 3: a slice's connect stays small enough to read whole. Past 300 lines it is
// several widgets in one, or holds read-model logic that belongs in the slice's selectors.
import { filesUnder, readSource } from "./source-files";

const LIMIT = 300;

const connectFiles = () => filesUnder("src/machines", (name) => name.endsWith(".connect.ts"));

const lineCount = (file: string) => readSource(file).trimEnd().split("\n").length;

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
