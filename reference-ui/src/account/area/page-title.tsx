import { createContext, useContext, useEffect } from "react";

// Where a page below a section (a child, a list, the new-profile form) names itself: the account
// area's h1 shows that name instead of the section's while the page is shown.
const PageTitleContext = createContext<(title: string | null) => void>(() => undefined);

/** Provides the setter of the account area's page title to the section shown. */
export const PageTitleProvider = PageTitleContext.Provider;

/**
 * Titles the account area's h1 with `title` while the calling page is shown (`null`: the
 * section's title); the section's title comes back when the page goes.
 */
export function usePageTitle(title: string | null): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
