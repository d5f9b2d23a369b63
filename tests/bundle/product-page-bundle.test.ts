import { bundle } from "../../bench/bundle-size";

describe("the product page pays for no account code", () => {
  it("keeps account strings, account clients and the other storefront documents out of its hooks", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useProductForm, useCart, useNotice } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    const code = new TextDecoder().decode(bytes);
    expect(inputs).not.toContain("src/rules/messages-account.ts");
    // Nor the search or sign-in strings: the shop part of the catalogue only.
    expect(inputs).not.toContain("src/rules/messages-search.ts");
    expect(inputs).not.toContain("src/rules/messages-sign-in.ts");
    expect(inputs.filter((file) => /@tanstack|jsbarcode|msw|src\/clients\/loyalty/.test(file))).toEqual([]);
    expect(code).not.toContain("Your Wishlist is empty");
    expect(code).not.toContain("mutation SolekitCustomerAccessTokenCreate");
    expect(code).toContain("Notify me when {variant} is back");
  });
});

describe("the sign-in widget pays for its own strings only", () => {
  it("keeps the search, shop and account strings out of useSignIn", async () => {
    const { contributors } = await bundle('export { SolekitProvider, useSignIn } from "./src/index.ts";');
    const messageFiles = [...contributors.keys()].filter((file) => /src\/rules\/messages-/.test(file));
    expect(messageFiles).toEqual(["src/rules/messages-sign-in.ts"]);
  });
});

describe("the product page pays for the product and cart strings only", () => {
  it("keeps the shop's carousel, widget, size-guide and content-page strings out of its hooks", async () => {
    const { code: bytes } = await bundle(
      'export { SolekitProvider, useProductForm, useCart, useNotice } from "./src/index.ts";',
    );
    const code = new TextDecoder().decode(bytes);
    expect(code).toContain("Select Size");
    expect(code).toContain("Bag, {count} items");
    for (const unused of [
      "Opening the booking calendar",
      "Foot Length (CM)",
      "Previous products",
      "Page not found",
    ]) {
      expect(code).not.toContain(unused);
    }
  });
});

describe("the product page ships the storefront query it makes, and no other", () => {
  it("keeps the nodes query, its schema and the customer documents and schemas out of its hooks", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useProductForm, useCart, useNotice } from "./src/index.ts";',
    );
    const code = new TextDecoder().decode(bytes);
    expect(code).toContain("query SolekitProductByHandle");
    expect(code).not.toContain("SolekitProductNodes");
    expect(code).not.toContain("customerUserErrors");
    expect(code).not.toContain("expiresAt");
    const inputs = [...contributors.keys()];
    expect(inputs).not.toContain("src/clients/storefront/storefront.customer.ts");
    expect(inputs).not.toContain("src/clients/storefront/storefront.product-nodes.ts");
  });
});
