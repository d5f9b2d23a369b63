import { addToCartButton, showsGuestWishlistButton, validateLookSubmit } from "solekit/rules";

const none = new Set<string>();
const soldOut = { id: 7, title: "US 9", available: false };
const inStock = { id: 8, title: "US 10", available: true };

describe("add-to-cart button (storefront §4)", () => {
  it("reads Select Size and stays enabled with no size chosen; a click scrolls to the selector", () => {
    expect(addToCartButton({ variant: null, soldOutMode: false, subscribedVariantIds: none })).toMatchObject({
      label: "Select Size",
      disabled: false,
      onClick: "scrollToSelector",
    });
  });

  it("adds an available variant", () => {
    expect(
      addToCartButton({ variant: inStock, soldOutMode: true, subscribedVariantIds: none }),
    ).toMatchObject({
      disabled: false,
      onClick: "addToCart",
      showEmailBox: false,
    });
  });

  it("reads Out of Stock and is disabled for a sold-out variant in sold-out mode", () => {
    expect(
      addToCartButton({ variant: soldOut, soldOutMode: true, subscribedVariantIds: none }),
    ).toMatchObject({
      label: "Out of Stock",
      disabled: true,
      showEmailBox: false,
    });
  });

  it("otherwise offers the back-in-stock email box", () => {
    expect(
      addToCartButton({ variant: soldOut, soldOutMode: false, subscribedVariantIds: none }),
    ).toMatchObject({
      label: "Notify me when US 9 is back",
      disabled: false,
      onClick: "revealEmailBox",
      showEmailBox: true,
      showSubscribed: false,
    });
  });

  it("after subscribing: email box hidden, success shown, disabled and reading Out of Stock", () => {
    expect(
      addToCartButton({ variant: soldOut, soldOutMode: false, subscribedVariantIds: new Set(["7"]) }),
    ).toEqual({
      label: "Out of Stock",
      disabled: true,
      onClick: "none",
      showEmailBox: false,
      showSubscribed: true,
    });
  });

  it("switching to a variant not subscribed offers the email box again", () => {
    const other = { id: 9, title: "US 11", available: false };
    expect(
      addToCartButton({ variant: other, soldOutMode: false, subscribedVariantIds: new Set(["7"]) })
        .showEmailBox,
    ).toBe(true);
  });
});

describe("look modal (storefront §5)", () => {
  it.each([
    [null, "Please select a size."],
    [undefined, "Please select a size."],
    ["", "Please select a size."],
    ["4242", null],
    [4242, null],
  ])("variant id %j gives %s", (variantId, message) => {
    expect(validateLookSubmit(variantId)).toBe(message);
  });
});

describe("guest wishlist button (storefront §6)", () => {
  it.each([
    [false, false, true],
    [true, false, false],
    [false, true, false],
    [true, true, false],
  ])("logged in %s, gift card %s: shown %s", (loggedIn, isGiftCard, shown) => {
    expect(showsGuestWishlistButton({ loggedIn, isGiftCard })).toBe(shown);
  });
});
