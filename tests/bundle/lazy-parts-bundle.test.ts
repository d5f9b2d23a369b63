import { viteModules } from "../../bench/bundle-size";

// The child's page deletes measurements as first shown; the new-measurement form is its lazy
// modal, which an app built with a bundler that splits at import() (Vite here) loads on open.
describe("a child's page as first shown carries no new-measurement form", () => {
  it("keeps the measurement form's machine out of useDeleteMeasurement", async () => {
    const { upFront } = await viteModules(
      'export { SolekitProvider, useMeasurements, useDeleteMeasurement } from "solekit";',
    );
    expect(upFront).toContain("src/hooks/account/use-delete-measurement.ts");
    expect([...upFront].filter((file) => /measurement-form/.test(file))).toEqual([]);
  });
});

// A wishlist's page and the overview open the create / edit popover only on Create wishlist or
// Edit: the reference UI's section loads it (the hook and its machine) with import(), so the
// section as first shown carries neither.
describe("the wishlist section as first shown carries no create / edit popover", () => {
  it("loads useWishlistEditor and its machine only when the popover opens", async () => {
    const section = `${process.cwd()}/reference-ui/src/account/area/sections/wishlist-section.tsx`;
    const { upFront, later } = await viteModules(`export { default } from "${section}";`);
    expect(upFront).toContain("src/hooks/account/use-wishlist.ts");
    // (The reference UI's own labels come from the whole catalogue, the popover's words included.)
    expect([...upFront].filter((file) => /wishlist-editor\/|use-wishlist-editor/.test(file))).toEqual([]);
    expect(later).toContain("src/hooks/account/use-wishlist-editor.ts");
    expect(later).toContain("src/machines/wishlist-editor/wishlist-editor.machine.ts");
  });
});

// The reference UI's product form loads a gift card's fields and the back-in-stock email box with
// import() when it first shows them: a shoe's page downloads neither.
describe("the product page as first shown carries neither the gift-card fields nor the email box", () => {
  it("loads useGiftCardForm and useBackInStockForm, and their machines, only when their part shows", async () => {
    const form = `${process.cwd()}/reference-ui/src/product/product-form.tsx`;
    const { upFront, later } = await viteModules(
      `export { BackInStock, GiftCardPart } from "${form}";\nexport { useProductForm } from "solekit";`,
    );
    expect(upFront).toContain("src/hooks/product-form/use-product-form.ts");
    expect([...upFront].filter((file) => /gift-card|back-in-stock/.test(file))).toEqual([]);
    expect(later).toContain("src/hooks/product-form/use-gift-card-form.ts");
    expect(later).toContain("src/machines/gift-card-form/gift-card-form.machine.ts");
    expect(later).toContain("src/hooks/product-form/use-back-in-stock-form.ts");
    expect(later).toContain("src/machines/back-in-stock-form/back-in-stock-form.machine.ts");
    expect(later).toContain("src/clients/back-in-stock/back-in-stock-client.ts");
  });
});
