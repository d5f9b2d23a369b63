import { bundle } from "../../bench/bundle-size";

describe("the product page pays for no account code", () => {
  it("keeps account strings, account clients and the other storefront documents out of its hooks", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useProductForm, useCart, useNotice } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    const code = new TextDecoder().decode(bytes);
    expect(inputs).not.toContain("src/rules/messages-account.ts");
    expect(inputs.filter((file) => /@tanstack|jsbarcode|msw|src\/clients\/loyalty/.test(file))).toEqual([]);
    expect(code).not.toContain("Your Wishlist is empty");
    expect(code).not.toContain("mutation SolekitCustomerAccessTokenCreate");
    expect(code).toContain("Notify me when {variant} is back");
  });
});
