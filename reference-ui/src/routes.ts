import { type ComponentType, lazy } from "react";
import { type PageName, pageFor } from "./route-pages";

// Every page is its own chunk, loaded on demand; `preloadRoute` starts the first screen's chunk
// while the rest of the app (and the sandbox) is still downloading. Typed as the record rather
// than `satisfies` it: TypeScript 7 infers each entry against the `satisfies` type as a union of
// the page's own component and `ComponentType`, which `lazy` then refuses.
const pages: Record<PageName, () => Promise<{ default: ComponentType }>> = {
  home: () => import("./pages/home-page").then((m) => ({ default: m.HomePage })),
  search: () => import("./pages/search-page").then((m) => ({ default: m.SearchPage })),
  collection: () => import("./pages/collection-page").then((m) => ({ default: m.CollectionPage })),
  content: () => import("./pages/content-page").then((m) => ({ default: m.ContentPage })),
  guestWishlist: () => import("./pages/guest-wishlist-page").then((m) => ({ default: m.GuestWishlistPage })),
  product: () => import("./pages/product-page").then((m) => ({ default: m.ProductPage })),
  cart: () => import("./pages/cart-page").then((m) => ({ default: m.CartPage })),
  account: () => import("./pages/account-page").then((m) => ({ default: m.AccountPage })),
  accountLogout: () => import("./pages/account-logout-page").then((m) => ({ default: m.AccountLogoutPage })),
  notFound: () => import("./pages/not-found-page").then((m) => ({ default: m.NotFoundPage })),
};

export const HomePage = lazy(pages.home);
export const SearchPage = lazy(pages.search);
export const CollectionPage = lazy(pages.collection);
export const ContentPage = lazy(pages.content);
export const GuestWishlistPage = lazy(pages.guestWishlist);
export const ProductPage = lazy(pages.product);
export const CartPage = lazy(pages.cart);
export const AccountPage = lazy(pages.account);
export const AccountLogoutPage = lazy(pages.accountLogout);
export const NotFoundPage = lazy(pages.notFound);

/** Downloads the page chunk for `pathname`; the first render waits for it, so it never suspends. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return pages[pageFor(pathname)]();
}
