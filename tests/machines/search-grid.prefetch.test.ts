import { searchGridFirstRequest, searchGridInput } from "../../src/machines/search-grid";
import { savedGridOf } from "../../src/machines/search-grid/search-grid.history";
import { createMemoryUrl } from "../../src/runtime";
import { startGrid } from "./search-grid.fixtures";

const URLS = [
  "https://shop.solekit.test/search?query=sneakers",
  "https://shop.solekit.test/search?query=boots&page=3&sort.price=asc",
  "https://shop.solekit.test/search?query=sandals&filter.brand=Asics&filter.price.low=20&filter.price.high=90",
  "https://shop.solekit.test/collections/sale?filter.colour=Navy",
];

describe("searchGridFirstRequest", () => {
  it.each(URLS)("is the search the grid sends first, for %s", (href) => {
    for (const scope of [{}, { collection: "sale", resultsPerPage: 24 }]) {
      const input = searchGridInput(createMemoryUrl(href), { ...scope, restoration: false });
      const grid = startGrid(input);
      expect(grid.calls).toHaveLength(1);
      expect(searchGridFirstRequest(input)).toEqual(grid.calls[0]?.params);
      grid.actor.stop();
    }
  });

  it("is null when the grid starts from the grid saved for this history entry, and sends nothing", async () => {
    const input = searchGridInput(createMemoryUrl("https://shop.solekit.test/search?query=sneakers"), {
      restoration: false,
    });
    const first = startGrid(input);
    await first.answer({ total: 30 });
    const restored = { ...input, restore: savedGridOf(first.actor.getSnapshot().context, 0) };
    expect(restored.restore).not.toBeNull();
    expect(searchGridFirstRequest(restored)).toBeNull();
    expect(startGrid(restored).calls).toHaveLength(0);
  });
});
