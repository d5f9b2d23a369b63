import { viteModules } from "../../bench/bundle-size";

// An app built with a bundler that splits at import() (Vite here) loads the cart when a list's
// page first adds to the bag, not with the page.
describe("a wishlist's page reaches the page's cart on the first add", () => {
  it("keeps the cart machine out of what useWishlist loads up front, and loads it on first use", async () => {
    const { upFront, later } = await viteModules('export { SolekitProvider, useWishlist } from "solekit";');
    expect(upFront).toContain("src/hooks/account/use-wishlist.ts");
    expect([...upFront].filter((file) => file.startsWith("src/machines/cart/"))).toEqual([]);
    expect(later).toContain("src/machines/cart/cart.machine.ts");
  });
});

// The child's page deletes measurements as first shown; the new-measurement form is its lazy modal.
describe("a child's page as first shown carries no new-measurement form", () => {
  it("keeps the measurement form's machine out of useDeleteMeasurement", async () => {
    const { upFront } = await viteModules(
      'export { SolekitProvider, useMeasurements, useDeleteMeasurement } from "solekit";',
    );
    expect(upFront).toContain("src/hooks/account/use-delete-measurement.ts");
    expect([...upFront].filter((file) => /measurement-form/.test(file))).toEqual([]);
  });
});
