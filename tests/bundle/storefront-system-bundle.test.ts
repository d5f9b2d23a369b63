import { bundle } from "../../bench/bundle-size";

describe("the storefront system builds what a page uses, and bundles only that (issue 19)", () => {
  it("keeps the customer session and the guest wishlist out of a page with a cart and no header", async () => {
    const { contributors } = await bundle(
      'export { SolekitProvider, useProductForm, useCart, useNotice } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    expect(inputs).toContain("src/machines/storefront-system/storefront-system.ts");
    expect(inputs.filter((file) => /src\/machines\/(customer|guest-wishlist)\//.test(file))).toEqual([]);
  });

  it("brings the customer session with useCustomer, through the same system", async () => {
    const { contributors } = await bundle('export { SolekitProvider, useCustomer } from "./src/index.ts";');
    const inputs = [...contributors.keys()];
    expect(inputs).toContain("src/machines/storefront-system/customer-session.ts");
    expect(inputs).not.toContain("src/machines/storefront-system/guest-wishlist.ts");
  });
});
