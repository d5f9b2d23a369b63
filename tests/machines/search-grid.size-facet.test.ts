import type { Facet } from "../../src/clients/search";
import { facetViews } from "../../src/machines/search-grid/search-grid.selectors";
import { searchMessages } from "../../src/rules/messages";
import { urlState } from "./search-grid.fixtures";

const facet = (field: string, values: string[]): Facet => ({
  field,
  label: field === "size" ? "Size" : "Width",
  type: "value",
  display: "grid",
  values: values.map((value, index) => ({ label: value, value, count: index + 1, active: false })),
});

describe("search grid: the size facet under the size filter groups", () => {
  it("groups the size facet's values, keeping the flat list and the active flags", () => {
    const [size] = facetViews(
      [facet("size", ["02", "05", "1", "3", "9", "XS"])],
      urlState({ filters: { size: ["05", "9"] } }),
      searchMessages,
    );
    if (size?.type !== "list") throw new Error("expected a list facet");
    expect(size.values.map((v) => v.value)).toEqual(["02", "05", "1", "3", "9", "XS"]);
    expect(size.activeCount).toBe(2);
    expect(
      size.sizeGroups?.map((g) => [g.label, g.values.map((v) => [v.value, v.active, v.conversion?.us])]),
    ).toEqual([
      ["0-12 Months", [["02", false, "3"]]],
      ["1-3 Years", [["05", true, "6"]]],
      ["3-8 Years", [["1", false, "2"]]],
      ["8+ Years", [["3", false, "4"]]],
      ["Adult", [["9", true, "10"]]],
      ["Other sizes", [["XS", false, undefined]]],
    ]);
  });

  it("takes the headings from the grid's messages", () => {
    const messages = { ...searchMessages, sizeGroupBaby: "Babies", sizeGroupOther: "Socks" };
    const [size] = facetViews([facet("size", ["01", "0-2"])], urlState(), messages);
    expect(size?.type === "list" && size.sizeGroups?.map((g) => g.label)).toEqual(["Babies", "Socks"]);
  });

  it("leaves every other list facet ungrouped", () => {
    const [width] = facetViews([facet("width", ["C", "D"])], urlState(), searchMessages);
    expect(width).not.toHaveProperty("sizeGroups");
  });
});
