import type { AccountNavigationApi } from "solekit";
import type { AccountRoute } from "solekit/rules";

/** What every account section component receives from the account area. */
export interface SectionProps {
  /** The section route shown (its `child`, `edit` and `page`). */
  route: Extract<AccountRoute, { kind: "section" }>;
  /** The navigation: links within the area (`nav.getLinkProps`), `nav.navigate`. */
  nav: AccountNavigationApi;
}
