// Timing and limit constants from storefront §9 and account-area §9. Kept as named exports so a
// machine's delays and a test's fake-timer advances read the same number.

/** Quick-search input debounce before suggestions are requested (storefront §4). */
export const QUICK_SEARCH_DEBOUNCE_MS = 400;
/** Delay before a quick-search submit without a redirect navigates to the search page. */
export const SEARCH_REDIRECT_DELAY_MS = 2000;
/** Beacon events (render, impression, click) are batched and flushed after this delay. */
export const BEACON_BATCH_DELAY_MS = 400;
/** Suggested queries requested from the suggest service. */
export const SUGGESTION_QUERY_COUNT = 4;
/** Products requested with suggestions. */
export const SUGGESTION_PRODUCT_COUNT = 5;
/** Trending (popular) searches requested. */
export const TRENDING_LIMIT = 4;
/** Products shown in the quick-search overlay. */
export const QUICK_RESULTS_PRODUCT_LIMIT = 4;
/** Content pages shown in the quick-search overlay. */
export const QUICK_RESULTS_PAGE_LIMIT = 3;
/** Lifetime of the shopper id cookie, in days. */
export const SHOPPER_ID_COOKIE_DAYS = 365;
/** Lifetime of the user id cookie, in days. */
export const USER_ID_COOKIE_DAYS = 365;
/** Lifetime of the viewed-products cookie, in days. */
export const VIEWED_PRODUCTS_COOKIE_DAYS = 2555;
/** Products a carousel shows by default. */
export const CAROUSEL_DEFAULT_LIMIT = 20;
/** Extra products a carousel fetches beyond its limit, to fill gaps left by filtered items. */
export const CAROUSEL_EXTRA_FETCH = 3;
/** Infinite-scroll trigger margin below the grid (Load More), in px. */
export const INFINITE_SCROLL_NEXT_MARGIN_PX = 300;
/** Infinite-scroll trigger margin above the grid (Load Previous), in px. */
export const INFINITE_SCROLL_PREVIOUS_MARGIN_PX = 100;
/** Skeleton cards shown while a grid loads. */
export const GRID_SKELETON_COUNT = 12;
/** Grid columns below the desktop breakpoint. */
export const GRID_COLUMNS_MOBILE = 2;
/** Grid columns at and above the desktop breakpoint. */
export const GRID_COLUMNS_DESKTOP = 3;
/** Back-in-stock provider API revision header value. */
export const BACK_IN_STOCK_REVISION = "2024-06-15";
/** How long a global notice stays before it hides itself. */
export const NOTICE_DURATION_MS = 5000;
/** The global notice kinds (storefront §4). */
export const NOTICE_TYPES = ["standard", "success", "warning", "error"] as const;
/** One of {@link NOTICE_TYPES}. */
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Announcement bar rotation interval. */
export const ANNOUNCEMENT_ROTATION_MS = 5000;
/** Auto-scrolling carousel interval. */
export const AUTO_SCROLL_INTERVAL_MS = 2500;
/** Pause of a scroller after user interaction. */
export const SCROLLER_PAUSE_MS = 3000;
/** Marquee animation duration at and above the desktop breakpoint. */
export const ANIMATION_DURATION_DESKTOP_MS = 10_000;
/** Marquee animation duration below the desktop breakpoint. */
export const ANIMATION_DURATION_MOBILE_MS = 3000;
/** Viewports this wide or wider are desktop; narrower is mobile (both specs use 768 px). */
export const DESKTOP_MIN_WIDTH_PX = 768;
/** Maximum image zoom factor. */
export const ZOOM_MAX = 4;
/** Zoom change per mouse-wheel step. */
export const ZOOM_WHEEL_RATIO = 0.1;
/** Double-tap zoom animation duration. */
export const DOUBLE_TAP_ANIMATION_MS = 300;
/** Default quantity stepper maximum when no limit attribute is given. */
export const QUANTITY_MAX_DEFAULT = 99;
/** Quantity stepper minimum. */
export const QUANTITY_MIN = 1;
/** Character limit of limited text inputs (gift-card message). */
export const INPUT_CHARACTER_LIMIT = 200;

/**
 * Longest wishlist name the loyalty service takes, counted after trimming: a longer one is refused
 * with 422 ('The name may not be greater than 100 characters.'). The specs give no limit; this is
 * the service's (`POST`/`PUT /profile/lists`).
 */
export const WISHLIST_NAME_MAX_LENGTH = 100;
/** Retry interval while the third-party fitting dialog is not ready. */
export const FITTING_DIALOG_RETRY_MS = 500;
/**
 * Intended attempt limit of the fitting dialog retry. Both specs note the original never counts
 * attempts up; solekit does count them, so the limit is real.
 */
export const FITTING_DIALOG_ATTEMPT_LIMIT = 5;

// Account area (account-area §9)

/** Claim and other success messages clear themselves after this long. */
export const MESSAGE_AUTO_CLEAR_MS = 10_000;
/** Wait after a successful claim before the follow-up refresh. */
export const CLAIM_SUCCESS_WAIT_MS = 5000;
/** The rewards chip refreshes the balance this long after load. */
export const BALANCE_REFRESH_DELAY_MS = 2000;
/** Async loader delay before it triggers a balance refresh. */
export const LOADER_BALANCE_REFRESH_DELAY_MS = 2400;
/** The hidden-frame logout resolves after this long even with no reply. */
export const LOGOUT_TIMEOUT_MS = 10_000;
/** Default delay of deferred fetches. */
export const DEFAULT_FETCH_DELAY_MS = 100;
/** Unassigned transaction items per page. */
export const UNASSIGNED_PAGE_SIZE = 15;
/** Transactions per page. */
export const TRANSACTIONS_PAGE_SIZE = 100;
/** Measurements per page in the measurements section. */
export const MEASUREMENTS_PAGE_SIZE = 9;
/** Measurements per page elsewhere. */
export const MEASUREMENTS_DEFAULT_PAGE_SIZE = 15;
/** Orders per page. */
export const ORDERS_PAGE_SIZE = 20;
/** Rewards history rows per page. */
export const REWARDS_PAGE_SIZE = 4;
/** Recent orders on the dashboard. */
export const DASHBOARD_ORDERS_COUNT = 2;
/** Images in an order card's gallery. */
export const ORDER_GALLERY_IMAGES = 2;
/** Image tiles in a wishlist preview. */
export const WISHLIST_PREVIEW_TILES = 4;
/** Steps of the onboarding overlay. */
export const ONBOARDING_STEP_COUNT = 5;
/** Brands the onboarding shows before 'Load more'. */
export const ONBOARDING_BRANDS_INITIAL = 12;
/** Below this width the account area is mobile (wallet pass link shows). */
export const MOBILE_BREAKPOINT_PX = 768;
/** Shoes bought within this many days earn a reward when assigned. */
export const UNASSIGNED_EXPIRY_DAYS = 30;
/** Rewards with this many days or fewer remaining are 'Expiring soon'. */
export const EXPIRING_SOON_DAYS = 21;
/** Reward per pair of shoes assigned to a child, in dollars. */
export const REWARD_PER_PAIR_DOLLARS = 2;
/** Birthday reward per child, in dollars. */
export const BIRTHDAY_REWARD_DOLLARS = 10;
/** Cashback on the next order, in percent. */
export const CASHBACK_PERCENT = 10;
/** Connection definition id of a child connection. */
export const CHILD_CONNECTION_DEFINITION_ID = 1;
/** Default currency of money and balances. */
export const DEFAULT_CURRENCY = "AUD";
/** Locale of money and dates (Australian English). */
export const DEFAULT_LOCALE = "en-AU";
/** Milliseconds in a day, for day-based windows (expiry, mutes). */
export const DAY_MS = 86_400_000;
