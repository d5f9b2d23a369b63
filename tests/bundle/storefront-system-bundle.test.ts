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

  // Issue 20: the session is held in a module the system composes, and the loyalty connection
  // tells it of a refused token by event, so an account section carries neither
  // createStorefrontSystem with its addToCart / requestAdd, nor the customer machine (the header's
  // useCustomer brings that).
  it("keeps the cart, the system and the customer machine out of an account section", async () => {
    const { contributors } = await bundle(
      'export { SolekitProvider, useAccountNavigation, useLogout, useProfile } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    expect(inputs).toContain("src/hooks/shared/session-actors.ts");
    expect(inputs.filter((file) => /src\/machines\/cart\/|src\/clients\/cart/.test(file))).toEqual([]);
    expect(inputs.filter((file) => /storefront-system\.ts$|request-add\.ts$/.test(file))).toEqual([]);
    expect(
      inputs.filter((file) => /src\/machines\/customer\/customer\.|customer-session\.ts$/.test(file)),
    ).toEqual([]);
  });
});
