import { bundle, viteModules } from "../../bench/bundle-size";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe("an account page carries its own section's strings", () => {
  it("keeps the onboarding overlay's strings out of a child's page, and in the overlay", async () => {
    const childPage = await bundle(
      'export { SolekitProvider, useChildren, useChildForm, useMeasurements, useDeleteMeasurement, useFavouritesPicker } from "./src/index.ts";',
    );
    expect([...childPage.contributors.keys()]).not.toContain("src/rules/messages-account-onboarding.ts");
    expect(decode(childPage.code)).not.toContain("Welcome to Fit Club");
    // The child form's words are the page's.
    expect(decode(childPage.code)).toContain("Last name (optional)");
    const overlay = await bundle('export { SolekitProvider, useOnboarding } from "./src/index.ts";');
    expect(decode(overlay.code)).toContain("Welcome to Fit Club");
    expect(decode(overlay.code)).toContain("Last name (optional)");
  });
});

describe("a storefront page's wishlist hearts carry the hearts' strings alone", () => {
  it("keeps the wishlist screens' and modal's strings out of the hearts and the guest sync", async () => {
    const hearts = await bundle(
      'export { SolekitProvider, useWishlistButton, useGuestWishlistSync } from "./src/index.ts";',
    );
    const code = decode(hearts.code);
    expect(code).toContain("Add {name} to wishlist");
    expect(code).toContain("My First Wishlist");
    expect(code).not.toContain("Keep the shoes you love in named lists");
    expect(code).not.toContain("Choose wishlists");
  });
});

// The favourite brands and sports pickers open only on a parent's click: the reference UI's
// section loads their side modal (the hook and its machine) with import(), so the child's page as
// first shown carries neither.
describe("a child's page as first shown carries no favourites picker", () => {
  it("loads useFavouritesPicker and its machine only when the side modal opens", async () => {
    const section = `${process.cwd()}/reference-ui/src/account/kids/favourites-section.tsx`;
    const { upFront, later } = await viteModules(`export { FavouritesSection } from "${section}";`);
    expect(upFront).toContain("reference-ui/src/account/kids/favourites-section.tsx");
    expect([...upFront].filter((file) => /favourites-picker/.test(file))).toEqual([]);
    expect(later).toContain("src/hooks/account/use-favourites-picker.ts");
    expect(later).toContain("src/machines/favourites-picker/favourites-picker.machine.ts");
  });
});

// Issue 21: the kids' words are parts per capability (the child form's, the measurements', the
// favourites pickers', the screens'), so a child's page as first shown carries the words its
// hooks show and none of the lazily opened pickers' or the kids list's.
describe("a child's page carries the child form's and measurements' words alone of the kids' words", () => {
  it("keeps the pickers', the kids list's and the child card's words out of the page's hooks", async () => {
    const childPage = await bundle(
      'export { SolekitProvider, useChildren, useChildForm, useMeasurements, useDeleteMeasurement, useChildWishlistItems, useChildWardrobe } from "./src/index.ts";',
    );
    const code = decode(childPage.code);
    expect(code).toContain("Please choose an avatar");
    expect(code).toContain("We couldn't delete this measurement. Please try again.");
    expect(code).not.toContain("Favourites saved.");
    expect(code).not.toContain("Keep each child's shoe size, birthday and favourites in one place.");
    expect(code).not.toContain("view full profile");
    const picker = await bundle('export { SolekitProvider, useFavouritesPicker } from "./src/index.ts";');
    expect(decode(picker.code)).toContain("Favourites saved.");
  });
});

// The wishlists' words are parts per capability (the overview's, a list's page's, the create /
// edit popover's, the modal's with Edit Item, the hearts'), so a list's page as first shown
// carries its own words alone.
describe("a wishlist's page carries the list page's words alone of the wishlists' words", () => {
  it("keeps the overview's, the popover's, the modal's and the hearts' words out of the page's hooks", async () => {
    const listPage = await bundle(
      'export { SolekitProvider, useAccountNavigation, useLogout, useProfile, useWishlist } from "./src/index.ts";',
    );
    const code = decode(listPage.code);
    expect(code).toContain("Your Wishlist is empty");
    expect(code).toContain("We couldn't add these items to your bag. Please try again.");
    expect(code).not.toContain("Keep the shoes you love in named lists");
    expect(code).not.toContain("Wishlist name is required for new list");
    expect(code).not.toContain("Choose wishlists");
    expect(code).not.toContain("My First Wishlist");
  });
});
