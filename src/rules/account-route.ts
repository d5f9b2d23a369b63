import { ACCOUNT_MODAL_PARAM } from "./keys";
import {
  type AccountMessageCatalogue,
  accountAreaMessages,
  formatMessage,
  type MessageKey,
} from "./messages";

/** The account page's sections by their `section` path value (account-area §2). "/" is the dashboard. */
export const ACCOUNT_SECTIONS = [
  "/",
  "my-profile",
  "kids-profiles",
  "fit-club",
  "offers",
  "bookings",
  "orders",
  "addresses",
  "wishlist",
] as const;

/** One of {@link ACCOUNT_SECTIONS}. */
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The catalogue entry that names each section. */
export const ACCOUNT_SECTION_TITLE_KEYS = {
  "/": "sectionDashboard",
  "my-profile": "sectionProfile",
  "kids-profiles": "sectionKidsProfiles",
  "fit-club": "sectionRewards",
  offers: "sectionOffers",
  bookings: "sectionBookings",
  orders: "sectionOrders",
  addresses: "sectionAddresses",
  wishlist: "sectionWishlist",
} as const satisfies Readonly<Record<AccountSection, MessageKey>>;

/** The catalogue entries that name the sections. */
export type AccountSectionTitles = Pick<
  AccountMessageCatalogue,
  (typeof ACCOUNT_SECTION_TITLE_KEYS)[AccountSection]
>;

/** The account page's path. */
export const ACCOUNT_PATH = "/account";

/** Where the shopper lands after logging out: the storefront forgets the session there. */
export const LOGOUT_PAGE_PATH = "/account/logout";

/** Where account pages send a visitor without a customer (the account modal on the home page). */
export const LOGGED_OUT_ACCOUNT_HREF = "/#account";

/** The `child` value that opens the new-profile form. */
export const NEW_CHILD = "new";

/** The `child` value that opens the add-address modal. */
export const ADD_ADDRESS = "add_address";

/**
 * What `child` points at: the new-profile form, the add-address modal, or an id whose meaning the
 * section gives (a connection id in kids-profiles, a wishlist id in wishlist, an order id in orders).
 */
export type AccountChild =
  | {
      /** `child=new`: the new-profile form. */
      readonly kind: "new";
    }
  | {
      /** `child=add_address`: the add-address modal. */
      readonly kind: "addAddress";
    }
  | {
      /** Any other value: an id read by the section. */
      readonly kind: "id";
      /** The id as given. */
      readonly id: string;
    };

/** A parsed account URL. */
export type AccountRoute =
  | {
      /** A known section. */
      readonly kind: "section";
      /** Section path value. */
      readonly section: AccountSection;
      /** Child page or modal, if any. */
      readonly child: AccountChild | null;
      /** Whether the page opens in edit mode. */
      readonly edit: boolean;
      /** 1-based page (orders list). */
      readonly page: number;
    }
  | {
      /** An unknown section: the page shows '404: {path} Not found.'. */
      readonly kind: "notFound";
      /** The section value as given. */
      readonly path: string;
    };

/**
 * Whether a string is a known section path.
 *
 * @example
 * ```ts
 * isAccountSection("fit-club"); // true
 * ```
 */
export function isAccountSection(value: string): value is AccountSection {
  return ACCOUNT_SECTIONS.some((section) => section === value);
}

/**
 * Reads the account URL's `section`, `child`, `edit` and `page`. No (or an empty) section is the
 * dashboard; `edit` is on when present unless `false` or `0`; an invalid page is 1.
 *
 * @example
 * ```ts
 * parseAccountRoute(new URLSearchParams("section=orders&page=3"));
 * // { kind: "section", section: "orders", child: null, edit: false, page: 3 }
 * parseAccountRoute(new URLSearchParams("section=gifts")); // { kind: "notFound", path: "gifts" }
 * ```
 */
export function parseAccountRoute(params: URLSearchParams): AccountRoute {
  const raw = params.get("section") ?? "";
  const section = raw === "" ? "/" : raw;
  if (!isAccountSection(section)) return { kind: "notFound", path: raw };
  const childText = params.get("child") ?? "";
  const child: AccountChild | null =
    childText === ""
      ? null
      : childText === NEW_CHILD
        ? { kind: "new" }
        : childText === ADD_ADDRESS
          ? { kind: "addAddress" }
          : { kind: "id", id: childText };
  const editText = params.get("edit");
  const edit = editText !== null && editText !== "false" && editText !== "0";
  const pageText = params.get("page") ?? "";
  const page = /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  return { kind: "section", section, child, edit, page: Number.isSafeInteger(page) ? page : 1 };
}

/** A section route to write; omitted parts are left out of the URL. */
export interface AccountRouteInput {
  /** Section path value. */
  readonly section: AccountSection;
  /** Child page or modal. */
  readonly child?: AccountChild | null;
  /** Edit mode. */
  readonly edit?: boolean;
  /** 1-based page; page 1 is left out. */
  readonly page?: number;
}

/**
 * Writes a section route as URL parameters. The dashboard has no `section`.
 *
 * @example
 * ```ts
 * serialiseAccountRoute({ section: "kids-profiles", child: { kind: "new" } }).toString();
 * // "section=kids-profiles&child=new"
 * ```
 */
export function serialiseAccountRoute(route: AccountRouteInput): URLSearchParams {
  const params = new URLSearchParams();
  if (route.section !== "/") params.set("section", route.section);
  const child = route.child;
  if (child)
    params.set(
      "child",
      child.kind === "new" ? NEW_CHILD : child.kind === "addAddress" ? ADD_ADDRESS : child.id,
    );
  if (route.edit) params.set("edit", "true");
  if (route.page !== undefined && route.page > 1) params.set("page", String(route.page));
  return params;
}

/**
 * The link to an account route.
 *
 * @example
 * ```ts
 * accountHref({ section: "orders", page: 2 }); // "/account?section=orders&page=2"
 * accountHref({ section: "/" }); // "/account"
 * ```
 */
export function accountHref(route: AccountRouteInput): string {
  const query = serialiseAccountRoute(route).toString();
  return query ? `${ACCOUNT_PATH}?${query}` : ACCOUNT_PATH;
}

/**
 * The screen title of a section, as the breadcrumb and navigation show it.
 *
 * @example
 * ```ts
 * accountSectionTitle("fit-club"); // "My Rewards"
 * ```
 */
export function accountSectionTitle(
  section: AccountSection,
  catalogue: AccountSectionTitles = accountAreaMessages,
): string {
  return catalogue[ACCOUNT_SECTION_TITLE_KEYS[section]];
}

/**
 * The text of the unknown-section page.
 *
 * @example
 * ```ts
 * notFoundText("gifts"); // "404: gifts Not found."
 * ```
 */
export function notFoundText(
  path: string,
  catalogue: Pick<AccountMessageCatalogue, "notFoundSection"> = accountAreaMessages,
): string {
  return formatMessage(catalogue.notFoundSection, { path });
}

/**
 * Where the header profile icon links: the account page when logged in, otherwise the account
 * modal on the home page.
 *
 * @example
 * ```ts
 * profileIconHref(false); // "/#account"
 * ```
 */
export function profileIconHref(loggedIn: boolean): string {
  return loggedIn ? ACCOUNT_PATH : LOGGED_OUT_ACCOUNT_HREF;
}

/**
 * Whether the page URL asks for the account modal (`modal=account`).
 *
 * @example
 * ```ts
 * opensAccountModal(new URLSearchParams("modal=account")); // true
 * ```
 */
export function opensAccountModal(params: URLSearchParams): boolean {
  return params.get(ACCOUNT_MODAL_PARAM.name) === ACCOUNT_MODAL_PARAM.value;
}
