// Account-area strings, wishlists part (account-area spec): one part per capability (the
// overview, a list's page, the create / edit popover, the modal with Edit Item, the hearts with
// the guest sync), assembled here. Assembled again in messages-account.ts.
import { accountWishlistDetailMessages } from "./messages-account-wishlist-detail";
import { accountWishlistEditorMessages } from "./messages-account-wishlist-editor";
import { accountWishlistGuestMessages } from "./messages-account-wishlist-guest";
import { accountWishlistHeartsMessages } from "./messages-account-wishlist-hearts";
import { accountWishlistModalMessages } from "./messages-account-wishlist-modal";
import { accountWishlistOverviewMessages } from "./messages-account-wishlist-overview";

/**
 * The wishlist screens' and modals' words (overview, detail, the create / edit popover, the
 * wishlist modal, Edit Item, the guest wishlist page), each its own part; the hearts' and the guest sync's are their own
 * part too ({@link accountWishlistHeartsMessages}), which every storefront page with hearts carries.
 */
// Built by calls marked pure so a bundler drops the parts a page does not use.
export const accountWishlistScreensMessages: typeof accountWishlistOverviewMessages &
  typeof accountWishlistDetailMessages &
  typeof accountWishlistEditorMessages &
  typeof accountWishlistModalMessages &
  typeof accountWishlistGuestMessages = /* @__PURE__ */ Object.assign(
  {},
  accountWishlistOverviewMessages,
  accountWishlistDetailMessages,
  accountWishlistEditorMessages,
  accountWishlistModalMessages,
  accountWishlistGuestMessages,
);

/** Wishlists: overview, detail, the wishlist and item modals, hearts, guest sync and argument errors (account-area §2, §4, §5, §8). */
export const accountWishlistMessages: typeof accountWishlistScreensMessages &
  typeof accountWishlistHeartsMessages = /* @__PURE__ */ Object.assign(
  {},
  accountWishlistScreensMessages,
  accountWishlistHeartsMessages,
);
