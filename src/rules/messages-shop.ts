// Shop strings (storefront spec): product page, cart, notice, carousels, sizes and the theme's
// widgets. Part of the storefront catalogue in messages.ts; not a public entry.

import { cartMessages } from "./messages-shop-cart";
import { productMessages } from "./messages-shop-product";
import { backInStockMessages, giftCardMessages, lightboxMessages } from "./messages-shop-product-parts";

/**
 * The shop's part neither the product page nor the cart shows: carousels, the pwp popup, badges,
 * the size guide, the theme's widgets, storefront customer forms and content pages.
 */
export const shopWidgetMessages = {
  /** pwp popup link to the offered collection. */
  viewAll: "View all",
  /** pwp popup's dismiss button (solekit wording). */
  pwpDismiss: "No thanks",
  /** pwp popup product's add button (solekit wording). */
  pwpAdd: "Add",
  /** pwp popup product's add button while the cart takes it (solekit wording). */
  pwpAdding: "Adding…",
  /** pwp popup product's add button once the cart took it (solekit wording). */
  pwpAdded: "Added",
  /** Accessible name of a pwp product's add button; `{label}` is the button's word, `{name}` the product. */
  pwpAddLabel: "{label} {name}",
  /** pwp popup's status once the cart took an add; `{name}` is the product (solekit wording). */
  pwpAddedStatus: "{name} added to your bag.",
  /** pwp popup's status when the cart refused an add; `{name}` is the product, `{message}` why. */
  pwpAddFailedStatus: "Sorry, {name} couldn't be added: {message}",

  // Carousels (storefront §2; the spec quotes no wording, so these are solekit's)
  /** Label of a carousel's button that scrolls back one view. */
  carouselPrevious: "Previous products",
  /** Label of a carousel's button that scrolls on one view. */
  carouselNext: "Next products",
  /** How a screen reader names a carousel region (WAI-ARIA carousel pattern; solekit wording). */
  carouselRoleDescription: "carousel",

  // Update details and storefront customer forms (solekit wording)
  /** Update-details form without email (solekit wording). */
  updateDetailsEmailRequired: "Email is required",
  /** Update-details email malformed (solekit wording). */
  updateDetailsEmailInvalid: "Please enter a valid email address",
  /** Update-details form without password (solekit wording). */
  updateDetailsPasswordRequired: "Password is required",
  /** Storefront password sign-in refused, `UNIDENTIFIED_CUSTOMER` (solekit wording). */
  customerUnidentified: "That email and password don't match our records.",
  /** Storefront customer call failed without a readable reason (solekit wording). */
  customerFormFailed: "Sorry, we couldn't save that. Please try again.",
  /** Update-details form saved (solekit wording). */
  updateDetailsSaved: "Your details have been saved.",

  // Age groups and size guide (storefront §9)
  /** Label of age group BABY. */
  ageGroupBaby: "Baby",
  /** Label of age group TODDLER. */
  ageGroupToddler: "Toddler",
  /** Label of age group 3-8_YEARS. */
  ageGroupYounger: "3-8 Yrs",
  /** Label of age group 8+_YEARS. */
  ageGroupOlder: "8+ Yrs",
  /** Size guide tab 1. */
  sizeGuideTabBaby: "Baby",
  /** Size guide tab 2. */
  sizeGuideTabToddler: "Toddler",
  /** Size guide tab 3. */
  sizeGuideTabYounger: "Younger",
  /** Size guide tab 4. */
  sizeGuideTabOlder: "Older",
  /** Size guide first column. */
  sizeGuideFootLength: "Foot Length (CM)",
  /** Discount badge; `{percent}` is the floor of the discount. */
  saveBadge: "Save {percent}%",

  // Theme widgets (storefront §2, §4; the spec quotes no wording, so these are solekit's)
  /** Button that stops a rotating announcement bar, scroller or marquee (WCAG 2.2.2). */
  rotatorPause: "Pause",
  /** Button that starts it again. */
  rotatorPlay: "Play",
  /** Position of one rotating item; `{index}` and `{count}` count from 1. */
  rotatorItemLabel: "{index} of {count}",
  /** How a screen reader names one rotating item (WAI-ARIA carousel pattern; solekit wording). */
  rotatorSlideRoleDescription: "slide",
  /** Close button of a lightbox, modal or drawer. */
  visibilityClose: "Close",
  /** While the third-party fitting dialog is being waited for. */
  fittingDialogLoading: "Opening the booking calendar…",
  /** The fitting dialog gave up after its attempts; followed by a link to the booking page. */
  fittingDialogUnavailable: "Online booking is not available right now.",
  /** Link to the booking page shown when the fitting dialog gave up. */
  fittingDialogFallbackLink: "Book a fitting on our booking page",

  // Content pages (/pages/{handle}; the storefront serves them, solekit wording)
  /** Heading of a content page that could not load (a failure, not a missing page). */
  pageLoadErrorTitle: "We couldn't load this page",
  /** What to do about it; shown with the Try again button. */
  pageLoadError: "Something went wrong while loading it. Please try again in a moment.",
  /** Heading of the 404 page: a page, product or collection the storefront does not have. */
  pageNotFoundTitle: "Page not found",
  /** Text of the 404 page; followed by a link home. */
  pageNotFound: "Sorry, we couldn't find that page. It may have moved, or the link may be mistyped.",
  /** Link from a missing or failed page to the home page. */
  backToHome: "Back to the home page",
} as const;

/**
 * The shop part of the storefront catalogue: product page, cart, notice, carousels, sizes and the
 * theme's widgets. Their hooks default to this part alone, so a product page carries no search
 * or sign-in strings; the product form, its parts and the cart default to their own parts of it
 * (`productMessages`, `giftCardMessages`, `backInStockMessages`, `lightboxMessages`,
 * `cartMessages`).
 */
// Built by a call marked pure so a bundler drops the parts a page does not use.
export const shopMessages: typeof cartMessages &
  typeof productMessages &
  typeof giftCardMessages &
  typeof backInStockMessages &
  typeof lightboxMessages &
  typeof shopWidgetMessages = /* @__PURE__ */ Object.assign(
  {},
  cartMessages,
  productMessages,
  giftCardMessages,
  backInStockMessages,
  lightboxMessages,
  shopWidgetMessages,
);

export { backInStockMessages, cartMessages, giftCardMessages, lightboxMessages, productMessages };
