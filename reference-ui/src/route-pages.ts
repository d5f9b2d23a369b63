// Which page a path shows, with no dependencies: `main.tsx` preloads the first page's chunks from
// it before React has loaded, and `routes.ts` lazy-loads the same page.

/** Every page of the reference UI, by name, with the module (under `src/pages/`) that renders it. */
export const PAGE_MODULES = {
  home: "home-page",
  search: "search-page",
  collection: "collection-page",
  content: "content-page",
  guestWishlist: "guest-wishlist-page",
  product: "product-page",
  cart: "cart-page",
  account: "account-page",
  accountLogout: "account-logout-page",
  notFound: "not-found-page",
} as const;

/** A page of the reference UI. */
export type PageName = keyof typeof PAGE_MODULES;

/** The page `pathname` shows. */
export function pageFor(pathname: string): PageName {
  if (pathname === "/") return "home";
  if (pathname === "/search") return "search";
  if (pathname.startsWith("/collections/")) return "collection";
  if (pathname === "/pages/wishlist") return "guestWishlist";
  if (pathname.startsWith("/pages/")) return "content";
  if (pathname.startsWith("/products/")) return "product";
  if (pathname === "/cart") return "cart";
  if (pathname === "/account/logout") return "accountLogout";
  if (pathname === "/account") return "account";
  return "notFound";
}
