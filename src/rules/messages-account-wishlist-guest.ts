// Account-area strings, the guest wishlist page's own part: what a shopper who is not signed in
// reads on the page of what they hearted (storefront §3 "Wishlist (guest)"). The words it shares
// with a member's list page ('Your Wishlist is empty', 'Start shopping', 'Size {size}', …) stay in
// that page's part (messages-account-wishlist-detail.ts), under the same keys, so an override
// reaches both pages. Part of `accountWishlistScreensMessages` (messages-account-wishlists.ts).

/** The guest wishlist page's own words (solekit wording; its empty state is account-area §2's). */
export const accountWishlistGuestMessages = {
  /** The page's heading. */
  guestWishlistTitle: "Your Wishlist",
  /** The saved products could not be loaded (the list itself is kept); shown with Try again. */
  guestWishlistLoadFailed: "We couldn't load your saved items. Your wishlist is safe on this device.",
  /** Why to sign in: the list then follows the shopper (the guest sync moves it to 'My First Wishlist'). */
  guestWishlistSignInPrompt: "Sign in or join Fit Club to keep your wishlist on every device.",
  /** The link that opens the sign-in. */
  guestWishlistSignInLink: "Sign in or join",
  /** A saved product the storefront no longer has (deleted or unpublished): its card's words. */
  guestWishlistProductGone: "This product is no longer available",
  /** The name of such a card's Remove button (the card has no title to name it by). */
  guestWishlistRemoveGone: "Remove product no longer available from wishlist",
  /** What the live region calls such a product once removed: '{title} was removed from your wishlist.' */
  guestWishlistGoneTitle: "A product no longer available",
} as const;
