import { type ComponentType, lazy } from "react";

// Every page is its own chunk, loaded on demand; `preloadRoute` starts the first screen's chunk
// while the rest of the app (and the sandbox) is still downloading.
const pages = {
  home: () => import("./pages/home-page").then((m) => ({ default: m.HomePage })),
  search: () => import("./pages/search-page").then((m) => ({ default: m.SearchPage })),
  collection: () => import("./pages/collection-page").then((m) => ({ default: m.CollectionPage })),
  content: () => import("./pages/content-page").then((m) => ({ default: m.ContentPage })),
  notFound: () => import("./pages/not-found-page").then((m) => ({ default: m.NotFoundPage })),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

type PageName = keyof typeof pages;

export const HomePage = lazy(pages.home);
export const SearchPage = lazy(pages.search);
export const CollectionPage = lazy(pages.collection);
export const ContentPage = lazy(pages.content);
export const NotFoundPage = lazy(pages.notFound);

function pageFor(pathname: string): PageName {
  if (pathname === "/") return "home";
  if (pathname === "/search") return "search";
  if (pathname.startsWith("/collections/")) return "collection";
  if (pathname.startsWith("/pages/")) return "content";
  return "notFound";
}

/** Downloads the page chunk for `pathname`; the first render waits for it, so it never suspends. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return pages[pageFor(pathname)]();
}
