import { gridColumnsFor, parseGridColumns } from "../../src/rules/grid-columns";

describe("grid column preference (storefront §2: 2 mobile, 3 desktop; §3 column preferences)", () => {
  it.each([
    ["2", 2],
    ["3", 3],
    ["4", null],
    ["", null],
    [null, null],
    ["three", null],
  ] as const)("reads the stored %s as %s", (stored, expected) => {
    expect(parseGridColumns(stored)).toBe(expected);
  });

  it.each([
    [null, false, 2],
    [null, true, 3],
    [2, true, 2],
    [3, false, 3],
  ] as const)("preference %s on desktop=%s shows %s columns", (preference, isDesktop, expected) => {
    expect(gridColumnsFor(preference, { isDesktop })).toBe(expected);
  });
});
