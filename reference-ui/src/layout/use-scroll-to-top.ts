import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A link to another page opens it at its top, as a full page load would. Without it a client-side
 * navigation kept the scroll position of the page left: a card clicked 1,200 px down the grid
 * opened the product page 1,200 px down, past its gallery and its size buttons. Back and Forward
 * are left to the page (the grid puts back its own position), and so is a change of the query or
 * the hash on the same page (filters, account sections, in-page links).
 */
export function useScrollToTopOnNewPage(): void {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    if (navigation !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
