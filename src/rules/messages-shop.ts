// Shop strings (storefront spec): product page, cart, notice, carousels, sizes and the theme's
// widgets. Part of the storefront catalogue in messages.ts; not a public entry.

/**
 * The shop part of the storefront catalogue: product page, cart, notice, carousels, sizes and the
 * theme's widgets. Their hooks default to this part alone, so a product page carries no search
 * or sign-in strings.
 */
export const shopMessages = {
  /** pwp popup link to the offered collection. */
  viewAll: "View all",
  /** pwp popup's dismiss button (solekit wording). */
  pwpDismiss: "No thanks",

  // Cart, mini cart and global notice (storefront §2, §4, §8; solekit wording unless quoted)
  /** Cart failure without a storefront description (network, timeout). */
  cartUpdateFailed: "Sorry, we couldn't update your bag. Please try again.",
  /** Accessible name of a line's quantity input; `{title}` is the line's product. */
  cartQuantityLabel: "Quantity of {title}",
  /** Accessible name of a line's + button. */
  cartIncrease: "Increase quantity of {title}",
  /** Accessible name of a line's − button. */
  cartDecrease: "Decrease quantity of {title}",
  /** Accessible name of a line's remove button. */
  cartRemove: "Remove {title}",
  /** Accessible name of the mini cart's close button. */
  miniCartClose: "Close bag",
  /** Accessible name of the cart button; `{count}` is the number of items. */
  cartButtonLabel: "Bag, {count} items",
  /** Accessible name of a notice's dismiss button. */
  noticeDismiss: "Dismiss notice",

  // Carousels (storefront §2; the spec quotes no wording, so these are solekit's)
  /** Label of a carousel's button that scrolls back one view. */
  carouselPrevious: "Previous products",
  /** Label of a carousel's button that scrolls on one view. */
  carouselNext: "Next products",

  // Product page (storefront §2, §4, §5)
  /** Add-to-cart button before a size is chosen. */
  selectSize: "Select Size",
  /** Add-to-cart button for a sold-out or subscribed variant; wishlist add-to-bag when unavailable. */
  outOfStock: "Out of Stock",
  /** Add-to-cart button for an available variant (solekit wording). */
  addToCart: "Add to Cart",
  /** Accessible name of the product form's quantity − button (solekit wording). */
  quantityDecrease: "Decrease quantity",
  /** Accessible name of the product form's quantity + button (solekit wording). */
  quantityIncrease: "Increase quantity",
  /** Back-in-stock button; `{variant}` is the variant or size name. */
  notifyMeWhenBack: "Notify me when {variant} is back",
  /** Gift-card check 1. */
  senderNameRequired: "Sender Name is required",
  /** Gift-card sender name over the free-text limit; `{limit}` is 200 (solekit wording). */
  senderNameTooLong: "Sender Name must be at most {limit} characters",
  /** Gift-card check 2. */
  recipientNameRequired: "Recipient Name is required",
  /** Gift-card recipient name over the free-text limit; `{limit}` is 200 (solekit wording). */
  recipientNameTooLong: "Recipient Name must be at most {limit} characters",
  /** Gift-card check 3. */
  recipientEmailRequired: "Recipient Email is required",
  /** Gift-card check 4. */
  recipientEmailInvalid: "Recipient Email is invalid",
  /** Back-in-stock email box left empty. */
  backInStockEmailBlank: "Email Address can not be blank.",
  /** Back-in-stock email malformed. */
  backInStockEmailInvalid: "Please enter in a valid email.",
  /** Back-in-stock success message (solekit wording). */
  backInStockSuccess: "Thanks! We'll email you when this size is back in stock.",
  /** Back-in-stock error code variant_not_found. */
  backInStockVariantNotFound: "Error submitting form, please try again or contact support",
  /** Back-in-stock error code invalid. */
  backInStockInvalidEmail: "Invalid email",
  /** Counter of a character-limited input. */
  characterCount: "{count}/{limit}",
  /** Look modal submitted without a variant (solekit wording). */
  lookVariantRequired: "Please select a size.",
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

  // Size units, age groups and size guide (storefront §9)
  /** Size unit UK. */
  sizeUnitUk: "UK",
  /** Size unit US. */
  sizeUnitUs: "US",
  /** Size unit EU. */
  sizeUnitEu: "EU",
  /** Size unit CM. */
  sizeUnitCm: "CM",
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
  /** Async loader failure (account spec §4, also used by storefront loaders). */
  loaderError: "Error: {message}",
  /** How a sold-out size is announced on the size selector (not only drawn struck through). */
  soldOutSize: "{size}, sold out",
  /** Product page for a handle that names no product. */
  productNotFound: "Sorry, we couldn't find that product.",

  // Theme widgets (storefront §2, §4; the spec quotes no wording, so these are solekit's)
  /** Button that stops a rotating announcement bar, scroller or marquee (WCAG 2.2.2). */
  rotatorPause: "Pause",
  /** Button that starts it again. */
  rotatorPlay: "Play",
  /** Position of one rotating item; `{index}` and `{count}` count from 1. */
  rotatorItemLabel: "{index} of {count}",
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
