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

  it("brings the customer session with useCustomer, and neither the cart nor the system's cart paths", async () => {
    const { contributors } = await bundle('export { SolekitProvider, useCustomer } from "./src/index.ts";');
    const inputs = [...contributors.keys()];
    expect(inputs).toContain("src/machines/storefront-system/customer-session.ts");
    expect(inputs).toContain("src/hooks/shared/session-actors.ts");
    expect(
      inputs.filter((file) => /src\/machines\/(cart|guest-wishlist)\/|src\/clients\/cart/.test(file)),
    ).toEqual([]);
    expect(inputs.filter((file) => /storefront-system\.ts$|request-add\.ts$/.test(file))).toEqual([]);
  });

  // Issue 20: the session is held in a module the system composes, not read through the system,
  // so an account section (reaching it through the loyalty connection's second 401) carries
  // neither createStorefrontSystem nor its addToCart / requestAdd.
  it("keeps the cart and the system's cart paths out of an account section, which reaches the session", async () => {
    const { contributors } = await bundle(
      'export { SolekitProvider, useAccountNavigation, useLogout, useProfile } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    expect(inputs).toContain("src/machines/storefront-system/customer-session.ts");
    expect(inputs.filter((file) => /src\/machines\/cart\/|src\/clients\/cart/.test(file))).toEqual([]);
    expect(inputs.filter((file) => /storefront-system\.ts$|request-add\.ts$/.test(file))).toEqual([]);
  });
});
