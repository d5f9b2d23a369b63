import {
  SHOPPER_ID_COOKIE_DAYS,
  USER_ID_COOKIE_DAYS,
  VIEWED_PRODUCTS_COOKIE_DAYS,
} from "../../rules/constants";
import type { StorageAdapter } from "../../runtime";
import { randomUuid } from "./random-id";

/**
 * Cookie names of the search service's tracking ids. They are the names the service's own
 * storefront script uses, so solekit and a theme's scripts share one identity per shopper.
 */
export const TRACKING_COOKIES = {
  /** The shopper's browser: 365 days. */
  userId: "ssUserId",
  /** The visit: a session cookie. */
  sessionId: "ssSessionIdNamespace",
  /** The logged-in customer's id: 365 days. */
  shopperId: "ssShopperId",
  /** Recently viewed product SKUs, newest first: 2555 days. */
  viewedProducts: "ssViewedProducts",
} as const;

/** Request headers that carry the tracking ids on every search-service call. */
export const TRACKING_HEADERS = {
  /** User id header. */
  userId: "searchspring-user-id",
  /** Session id header. */
  sessionId: "searchspring-session-id",
  /** Page-load id header. */
  pageLoadId: "searchspring-page-load-id",
} as const;

/**
 * Most recently viewed products kept in the viewed-products cookie. The spec gives no bound; 20
 * keeps the cookie well under browsers' 4 KB limit and covers any carousel's context.
 */
export const VIEWED_PRODUCTS_LIMIT = 20;

/** The ids the search service uses to tie searches, clicks and recommendations to one shopper. */
export interface TrackingIds {
  /** The browser's id (cookie, 365 days), created on first use. */
  userId(): string;
  /** The visit's id (session cookie), created on first use. */
  sessionId(): string;
  /** This page load's id: in memory only, new on every page load. */
  pageLoadId(): string;
  /** The logged-in customer's id, if one was set (cookie, 365 days). */
  shopperId(): string | undefined;
  /** Sets (or with `null` forgets) the logged-in customer's id. */
  setShopperId(id: string | null): void;
  /** Recently viewed product SKUs, newest first. */
  viewedProducts(): string[];
  /** Records a product view (kept for 2555 days, at most {@link VIEWED_PRODUCTS_LIMIT}). */
  addViewedProduct(sku: string): void;
  /** The user-id, session-id and page-load-id request headers. */
  headers(): Record<string, string>;
}

/** Options of {@link createTrackingIds}. */
export interface TrackingIdsOptions {
  /** Makes a new random id. @default crypto.randomUUID (with a fallback for insecure origins) */
  randomId?: () => string;
}

/**
 * Creates the tracking ids over a storage adapter. User and session ids are read from their
 * cookies or created; the user id's cookie is rewritten once per page load so its 365 days count
 * from the last visit. Prefer {@link trackingIdsFor}, which shares one instance (and so one
 * page-load id) between the search and beacon clients.
 *
 * @example
 * ```ts
 * const ids = createTrackingIds(createMemoryStorage());
 * ids.headers(); // { "searchspring-user-id": "…", "searchspring-session-id": "…", "searchspring-page-load-id": "…" }
 * ```
 */
export function createTrackingIds(
  storage: StorageAdapter,
  { randomId = randomUuid }: TrackingIdsOptions = {},
): TrackingIds {
  const pageLoadId = randomId();
  const {
    userId: userCookie,
    sessionId: sessionCookie,
    shopperId: shopperCookie,
    viewedProducts: viewedCookie,
  } = TRACKING_COOKIES;
  const refreshed = new Set<string>();
  // The id in a cookie, created when missing. A cookie with a lifetime is rewritten once per page
  // load as well, so its days count from the last visit; a session cookie never needs that.
  const cookieId = (name: string, days?: number) => {
    let id = storage.getCookie(name);
    if (!id || (days && !refreshed.has(name))) {
      id ||= randomId();
      storage.setCookie(name, id, days ? { days } : undefined);
      refreshed.add(name);
    }
    return id;
  };
  const userId = () => cookieId(userCookie, USER_ID_COOKIE_DAYS);
  const sessionId = () => cookieId(sessionCookie);
  const viewedProducts = () => (storage.getCookie(viewedCookie) ?? "").split(",").filter(Boolean);

  return {
    userId,
    sessionId,
    pageLoadId: () => pageLoadId,
    shopperId: () => storage.getCookie(shopperCookie) || undefined,
    setShopperId(id) {
      if (id) storage.setCookie(shopperCookie, id, { days: SHOPPER_ID_COOKIE_DAYS });
      else storage.removeCookie(shopperCookie);
    },
    viewedProducts,
    addViewedProduct(sku) {
      const clean = sku.replaceAll(",", "").trim();
      if (!clean) return;
      const viewed = [clean, ...viewedProducts().filter((seen) => seen !== clean)];
      storage.setCookie(viewedCookie, viewed.slice(0, VIEWED_PRODUCTS_LIMIT).join(","), {
        days: VIEWED_PRODUCTS_COOKIE_DAYS,
      });
    },
    headers: () => ({
      [TRACKING_HEADERS.userId]: userId(),
      [TRACKING_HEADERS.sessionId]: sessionId(),
      [TRACKING_HEADERS.pageLoadId]: pageLoadId,
    }),
  };
}

const shared = new WeakMap<StorageAdapter, TrackingIds>();

/**
 * The tracking ids of a storage adapter, created once per adapter. The provider holds one
 * adapter per page, so every client built from it sends the same page-load id.
 *
 * @example
 * ```ts
 * const storage = createBrowserStorage();
 * trackingIdsFor(storage) === trackingIdsFor(storage); // true
 * ```
 */
export function trackingIdsFor(storage: StorageAdapter): TrackingIds {
  let ids = shared.get(storage);
  if (!ids) {
    ids = createTrackingIds(storage);
    shared.set(storage, ids);
  }
  return ids;
}
