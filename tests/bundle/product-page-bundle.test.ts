import { bundle } from "../../bench/bundle-size";

describe("the product page pays for no account code", () => {
  it("keeps account strings, account clients and the other storefront documents out of its hooks", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useProductForm, useCartTrigger, useNotice } from "./src/index.ts";',
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
  it("keeps the shop's carousel, widget, size-guide, content-page and on-demand parts' strings out of its hooks", async () => {
    const { code: bytes } = await bundle(
      'export { SolekitProvider, useProductForm, useCartTrigger, useNotice } from "./src/index.ts";',
    );
    const code = new TextDecoder().decode(bytes);
    expect(code).toContain("Select Size");
    expect(code).toContain("Bag, {count} items");
    for (const unused of [
      "Opening the booking calendar",
      "Foot Length (CM)",
      "Previous products",
      "Page not found",
      // The gift card's, the back-in-stock box's and the zoom's words load with those parts.
      "Sender Name is required",
      "Email Address can not be blank.",
      "Invalid email",
      "Close zoom",
    ]) {
      expect(code).not.toContain(unused);
    }
  });
});

describe("the product page ships the storefront query it makes, and no other", () => {
  it("keeps the nodes query, its schema and the customer documents and schemas out of its hooks", async () => {
    const { code: bytes, contributors } = await bundle(
      'export { SolekitProvider, useProductForm, useCartTrigger, useNotice } from "./src/index.ts";',
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

// A gift card's fields and the back-in-stock email box are parts a product page shows only for a
// gift card or after a 'Notify me when … is back' click: the page attaches them from outside
// (`useGiftCardForm`, `useBackInStockForm`), so its hooks carry neither, nor the back-in-stock
// client, and the form's own strings for them stay (the button reads the words).
describe("the product page carries neither of the form's parts nor the mini cart up front", () => {
  it("keeps the gift-card and back-in-stock forms, the back-in-stock client and the mini cart out of its hooks", async () => {
    const { contributors } = await bundle(
      'export { SolekitProvider, useProductForm, useCartTrigger, useNotice } from "./src/index.ts";',
    );
    const inputs = [...contributors.keys()];
    expect(inputs).toContain("src/machines/product-form/product-form.machine.ts");
    // Nor the mini cart's lines and prop getters: the header's button is `useCartTrigger`.
    expect(inputs).toContain("src/machines/cart/cart-trigger.connect.ts");
    expect(inputs.filter((file) => /cart\.connect\.ts|shared\/dialog\.ts|use-cart\.ts/.test(file))).toEqual(
      [],
    );
    expect(
      inputs.filter((file) =>
        /machines\/(gift-card-form|back-in-stock-form)\/|clients\/back-in-stock\/|product-form\.(gift-card|back-in-stock)\.ts|use-(gift-card|back-in-stock)-form/.test(
          file,
        ),
      ),
    ).toEqual([]);
  });

  it("brings each part with its own hook", async () => {
    const giftCard = [
      ...(await bundle('export { useGiftCardForm } from "./src/index.ts";')).contributors.keys(),
    ];
    expect(giftCard).toContain("src/machines/gift-card-form/gift-card-form.machine.ts");
    expect(giftCard.filter((file) => /back-in-stock/.test(file))).toEqual([]);
    const box = [
      ...(await bundle('export { useBackInStockForm } from "./src/index.ts";')).contributors.keys(),
    ];
    expect(box).toContain("src/machines/back-in-stock-form/back-in-stock-form.machine.ts");
    expect(box).toContain("src/clients/back-in-stock/back-in-stock-client.ts");
    expect(box.filter((file) => /gift-card/.test(file))).toEqual([]);
  });
});
