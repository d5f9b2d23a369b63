import {
  accountAddressesMessages,
  accountAreaMessages,
  accountCardMessages,
  accountChildFormMessages,
  accountDashboardMessages,
  accountFavouritesMessages,
  accountFitClubMessages,
  accountKidsMessages,
  accountKidsScreensMessages,
  accountMeasurementMessages,
  accountMessages,
  accountOffersMessages,
  accountOnboardingMessages,
  accountOrderDetailMessages,
  accountOrdersMessages,
  accountProfileMessages,
  accountRewardsMessages,
  accountWishlistDetailMessages,
  accountWishlistEditorMessages,
  accountWishlistGuestMessages,
  accountWishlistHeartsMessages,
  accountWishlistMessages,
  accountWishlistModalMessages,
  accountWishlistOverviewMessages,
  accountWishlistScreensMessages,
} from "./messages-account";
import { quickSearchMessages } from "./messages-quick-search";
import { quickSearchButtonMessages } from "./messages-quick-search-button";
import { searchGridMessages, searchMessages } from "./messages-search";
import {
  backInStockMessages,
  cartMessages,
  giftCardMessages,
  lightboxMessages,
  productMessages,
  shopMessages,
  shopWidgetMessages,
} from "./messages-shop";
import { signInMessages } from "./messages-sign-in";

/** Storefront part of the message catalogue: the search, shop and sign-in parts together. */
// Built by a call marked pure so a bundler drops it from apps that use one part only.
const storefrontMessages = /* @__PURE__ */ Object.assign({}, searchMessages, shopMessages, signInMessages);

/**
 * The message catalogue: every user-facing string the specifications quote, kept once.
 *
 * Templates use `{placeholder}` slots filled by {@link formatMessage}. A host app overrides any
 * entry through the provider's `messages` option. Entries the specifications only describe
 * ("a generic sign-up error", "the no_rewards text", required-field messages) carry wording
 * chosen for solekit; override them freely.
 *
 * @example
 * ```ts
 * formatMessage(messages.notFoundSection, { path: "gifts" }); // "404: gifts Not found."
 * ```
 */
// Built by a call marked pure (not a spread) so a bundler can drop it, and with it the account
// strings, from apps that only use the storefront's part.
export const messages: typeof storefrontMessages & typeof accountMessages = /* @__PURE__ */ Object.assign(
  {},
  storefrontMessages,
  accountMessages,
);

/** Keys of the message catalogue. */
export type MessageKey = keyof typeof messages;

/** A full catalogue: one template string per key. */
export type MessageCatalogue = { readonly [K in MessageKey]: string };

/**
 * The storefront's part of the catalogue (storefront spec). Storefront machines default to it,
 * so a storefront-only bundle never carries the account area's strings.
 */
export type StorefrontMessageCatalogue = { readonly [K in keyof typeof storefrontMessages]: string };

/**
 * The search part of the storefront catalogue: quick search and the search and collection grids.
 * `useQuickSearch` defaults to it alone (and `useSearchGrid` to its grid part), so a search-only
 * bundle carries no product-page, sign-in or account strings.
 */
export type SearchMessageCatalogue = { readonly [K in keyof typeof searchMessages]: string };

/**
 * The grid part of the search catalogue (`searchGridMessages`): `useSearchGrid` defaults to it
 * alone, so a search page carries the quick-search overlay's strings only once it opens it.
 */
export type SearchGridMessageCatalogue = { readonly [K in keyof typeof searchGridMessages]: string };

/** The quick-search part of the search catalogue (`quickSearchMessages`): the button and the overlay. */
export type QuickSearchMessageCatalogue = { readonly [K in keyof typeof quickSearchMessages]: string };

/**
 * The shop part of the storefront catalogue: product page, cart, notice, carousels, sizes and the
 * theme's widgets. Their hooks default to it alone, so a product page carries no search or
 * sign-in strings.
 */
export type ShopMessageCatalogue = { readonly [K in keyof typeof shopMessages]: string };

/**
 * The product page's part of the shop catalogue: the product form, the size radio group, the
 * quantity stepper and the back-in-stock button.
 */
export type ProductMessageCatalogue = { readonly [K in keyof typeof productMessages]: string };

/** The gift-card form's part of the shop catalogue (`giftCardMessages`): its checks and counter. */
export type GiftCardMessageCatalogue = { readonly [K in keyof typeof giftCardMessages]: string };

/** The back-in-stock email box's failures (`backInStockMessages`): its checks and the provider's codes. */
export type BackInStockMessageCatalogue = { readonly [K in keyof typeof backInStockMessages]: string };

/** The gallery zoom's part of the shop catalogue (`lightboxMessages`): the dialog's accessible names. */
export type LightboxMessageCatalogue = { readonly [K in keyof typeof lightboxMessages]: string };

/** The cart's part of the shop catalogue: the cart, the mini cart and the notice. */
export type CartMessageCatalogue = { readonly [K in keyof typeof cartMessages]: string };

/** The sign-in part of the storefront catalogue: `useSignIn` and the sign-in portal client. */
export type SignInMessageCatalogue = { readonly [K in keyof typeof signInMessages]: string };

/** The account area's part of the catalogue (account-area spec): every section's part. */
export type AccountMessageCatalogue = { readonly [K in keyof typeof accountMessages]: string };

/** The account area itself: navigation, pager, shared words, the loyalty client's errors: the `accountAreaMessages` part of the account catalogue. */
export type AccountAreaMessageCatalogue = { readonly [K in keyof typeof accountAreaMessages]: string };

/** The membership card and wallet pass: the `accountCardMessages` part of the account catalogue. */
export type AccountCardMessageCatalogue = { readonly [K in keyof typeof accountCardMessages]: string };

/** My Rewards' history, Assign Shoes and claims: the `accountFitClubMessages` part of the account catalogue. */
export type AccountFitClubMessageCatalogue = { readonly [K in keyof typeof accountFitClubMessages]: string };

/** The order detail page: the `accountOrderDetailMessages` part of the account catalogue. */
export type AccountOrderDetailMessageCatalogue = {
  readonly [K in keyof typeof accountOrderDetailMessages]: string;
};

/** The dashboard's panels: the `accountDashboardMessages` part of the account catalogue. */
export type AccountDashboardMessageCatalogue = {
  readonly [K in keyof typeof accountDashboardMessages]: string;
};

/** Checklist, unassigned shoes, Assign Shoes, rewards history, claims: the `accountRewardsMessages` part of the account catalogue. */
export type AccountRewardsMessageCatalogue = { readonly [K in keyof typeof accountRewardsMessages]: string };

/** Kids' profiles, the child form, measurements: the `accountKidsMessages` part of the account catalogue. */
export type AccountKidsMessageCatalogue = { readonly [K in keyof typeof accountKidsMessages]: string };

/** The onboarding overlay's own words: the `accountOnboardingMessages` part of the account catalogue. */
export type AccountOnboardingMessageCatalogue = {
  readonly [K in keyof typeof accountOnboardingMessages]: string;
};

/** Orders and order detail: the `accountOrdersMessages` part of the account catalogue. */
export type AccountOrdersMessageCatalogue = { readonly [K in keyof typeof accountOrdersMessages]: string };

/** Addresses: the `accountAddressesMessages` part of the account catalogue. */
export type AccountAddressesMessageCatalogue = {
  readonly [K in keyof typeof accountAddressesMessages]: string;
};

/** Profile, marketing preferences, membership card: the `accountProfileMessages` part of the account catalogue. */
export type AccountProfileMessageCatalogue = { readonly [K in keyof typeof accountProfileMessages]: string };

/** Member offers and fitting appointments: the `accountOffersMessages` part of the account catalogue. */
export type AccountOffersMessageCatalogue = { readonly [K in keyof typeof accountOffersMessages]: string };

/** The quick-search button's label: the part of `searchMessages` every page's header carries. */
export type QuickSearchButtonMessageCatalogue = {
  readonly [K in keyof typeof quickSearchButtonMessages]: string;
};

/** Wishlists (hearts and guest sync included): the `accountWishlistMessages` part of the account catalogue. */
export type AccountWishlistMessageCatalogue = {
  readonly [K in keyof typeof accountWishlistMessages]: string;
};

/**
 * The account catalogue's parts, one per section (see `accountMessages`): account code defaults
 * to the part it shows, so an orders page carries no profile or wishlist strings.
 */
export {
  accountAddressesMessages,
  accountAreaMessages,
  accountCardMessages,
  accountChildFormMessages,
  accountDashboardMessages,
  accountFavouritesMessages,
  accountFitClubMessages,
  accountKidsMessages,
  accountKidsScreensMessages,
  accountMeasurementMessages,
  accountMessages,
  accountOffersMessages,
  accountOnboardingMessages,
  accountOrderDetailMessages,
  accountOrdersMessages,
  accountProfileMessages,
  accountRewardsMessages,
  accountWishlistDetailMessages,
  accountWishlistEditorMessages,
  accountWishlistGuestMessages,
  accountWishlistHeartsMessages,
  accountWishlistMessages,
  accountWishlistModalMessages,
  accountWishlistOverviewMessages,
  accountWishlistScreensMessages,
  backInStockMessages,
  cartMessages,
  giftCardMessages,
  lightboxMessages,
  productMessages,
  quickSearchButtonMessages,
  quickSearchMessages,
  searchGridMessages,
  searchMessages,
  shopMessages,
  shopWidgetMessages,
  signInMessages,
  storefrontMessages,
};

/**
 * Fills `{name}` slots in a template. Unknown slots are left as written so a missing value is
 * visible rather than silently blank.
 *
 * @example
 * ```ts
 * formatMessage("Save {percent}%", { percent: 20 }); // "Save 20%"
 * ```
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : slot,
  );
}
