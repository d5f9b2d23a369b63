import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** The shop's name, after each page's own name in the browser's tab, history and bookmarks. */
export const SHOP_NAME = "solekit reference store";

/** The home page's title, as `index.html` gives it before the app runs. */
export const HOME_TITLE = `${SHOP_NAME}: shoes that fit`;

// Set by the announcer when a link changed the page; the next page that names itself says its name.
let announceNextName: ((name: string) => void) | null = null;

/**
 * Names the page in the browser's tab, history and bookmarks (WCAG 2.4.2 Page Titled): the page's
 * own name, then the shop's. The app changes pages without loading a document, so a page that
 * names nothing keeps the last page's name: the FAQs' title stayed on the product opened next.
 * `null` while the name is on its way (a product's, a collection's) keeps the tab as it is. After
 * a link changed the page, the name is also said to a screen reader ({@link PageAnnouncer}).
 *
 * @example
 * ```tsx
 * useDocumentTitle(product ? product.title : null); // "Kids' Runner | solekit reference store"
 * ```
 */
export function useDocumentTitle(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    document.title = name === HOME_TITLE ? HOME_TITLE : `${name} | ${SHOP_NAME}`;
    announceNextName?.(name === HOME_TITLE ? "Home" : name);
    announceNextName = null;
  }, [name]);
}

/**
 * Says the new page's name after a link changed the page (the route announcer Next.js and Gatsby
 * render): without a document load, a screen reader otherwise hears nothing when the page under
 * it changes. The name is the one the page gives its tab ({@link useDocumentTitle}), said when
 * the page gives it: a product's once it has loaded. The first page is not announced (the browser
 * reads a loaded document itself), nor a change of the query on the same page.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const shown = useRef(pathname);
  // A layout effect: it runs before the new page's effects, which name the page.
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    announceNextName = setAnnouncement;
    return () => {
      if (announceNextName === setAnnouncement) announceNextName = null;
    };
  }, [pathname]);
  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true" data-page-announcer="">
      {announcement}
    </p>
  );
}
