import { bundle } from "../../bench/bundle-size";

describe("a storefront-only app pays for no account code (DESIGN: size budgets)", () => {
  it("keeps TanStack Query, jsbarcode, account clients and account strings out of the search hooks", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useQuickSearch, useSearchGrid, useRecommendations } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    const code = new TextDecoder().decode(bytes);
    expect(inputs.filter((file) => /@tanstack|jsbarcode|msw/.test(file))).toEqual([]);
    expect(
      inputs.filter((file) => /src\/clients\/(loyalty|cart|storefront|back-in-stock)/.test(file)),
    ).toEqual([]);
    // Nor the storefront's cart: its machine comes with the cart's hooks (or a list's first add).
    expect(inputs.filter((file) => /src\/machines\/(cart|storefront-system)\//.test(file))).toEqual([]);
    expect(inputs).not.toContain("src/rules/messages-account.ts");
    // Account-area wording, as a guard against the catalogue being pulled in some other way.
    expect(code).not.toContain("Transaction Created");
    expect(code).not.toContain("Your Wishlist is empty");
    // The storefront's own wording is there.
    expect(code).toContain("Search our range of products");
  });

  it("carries the search strings alone: no product-page or sign-in wording in the search hooks", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useQuickSearch, useSearchGrid } from "./src/index.ts";',
    );
    const code = new TextDecoder().decode(bytes);
    expect([...contributors.keys()]).not.toContain("src/rules/messages-shop.ts");
    expect([...contributors.keys()]).not.toContain("src/rules/messages-sign-in.ts");
    expect(code).not.toContain("Select Size");
    expect(code).not.toContain("Foot Length (CM)");
    expect(code).toContain("Search for products, ranges and more");
    expect(code).toContain("Load Previous");
  });

  it("leaves the recommendation call to the carousels: no recommend schema or parameters in the search hooks", async () => {
    const { contributors } = await bundle(
      'export { SolekitProvider, useQuickSearch, useSearchGrid } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    expect(inputs).not.toContain("src/clients/search/recommend.schemas.ts");
    expect(inputs).not.toContain("src/clients/search/recommend-call.ts");
    // The carousels still have it.
    const carousels = await bundle('export { SolekitProvider, useRecommendations } from "./src/index.ts";');
    expect([...carousels.contributors.keys()]).toContain("src/clients/search/recommend.schemas.ts");
  });
});

describe("the header's quick-search button (a page loads the overlay on first open)", () => {
  it("carries none of the overlay: no quick-search machine, suggestions client or search strings", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useQuickSearchButton } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    const code = new TextDecoder().decode(bytes);
    expect(inputs).toContain("src/machines/quick-search/quick-search-button.machine.ts");
    expect(
      inputs.filter((file) => /quick-search\.(machine|connect|actors|selectors)\.ts$/.test(file)),
    ).toEqual([]);
    expect(inputs.filter((file) => /src\/clients\/search\//.test(file))).toEqual([]);
    expect(inputs).not.toContain("src/rules/messages-search.ts");
    expect(code).toContain("Search our range of products");
    expect(code).not.toContain("Search for products, ranges and more");
  });
});

describe("the search page before the shopper opens the quick search (bench: the search page's budget)", () => {
  it("carries the grid's strings and none of the overlay's, which load with it", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useQuickSearchButton, useSearchGrid } from "./src/index.ts";',
    );
    const code = new TextDecoder().decode(bytes);
    expect([...contributors.keys()]).not.toContain("src/rules/messages-quick-search.ts");
    expect(code).toContain("Load Previous");
    expect(code).toContain("No results found for");
    expect(code).toContain("Search our range of products");
    expect(code).not.toContain("Search for products, ranges and more");
    expect(code).not.toContain("Clear recent searches");
    expect(code).not.toContain("Sorry, we couldn't load suggestions");
  });
});
