import { useCallback, useId } from "react";
import {
  type AccountNavigationApi,
  accountNavigationMachine,
  connectAccountNavigation,
  followAccountRoute,
} from "../../machines/account-navigation";
import { parseAccountRoute } from "../../rules/account-route";
import { accountAreaMessages } from "../../rules/messages";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";

/** Options of {@link useAccountNavigation}. */
export interface UseAccountNavigationOptions {
  /** Base of the DOM ids (the menu, the heading). @default a `useId` */
  id?: string;
}

/**
 * The account area's routing and navigation (account-area §2): the route from
 * `/account?section=…&child=…&edit=…&page=…` (an unknown section is '404: {path} Not found.'),
 * the side navigation's entries with `aria-current`, the mobile 'Menu' button (`aria-expanded`),
 * the breadcrumb, the back link to the previous section, and the section heading that takes
 * focus when the section changes. Links follow in place through the provider's URL adapter.
 *
 * @example
 * ```tsx
 * function AccountNav() {
 *   const nav = useAccountNavigation();
 *   return (
 *     <nav {...nav.getNavProps()}>
 *       <button {...nav.getMenuButtonProps()}>Menu</button>
 *       <ul {...nav.getMenuProps()}>
 *         {nav.items.map((item) => (
 *           <li key={item.section}><a {...nav.getLinkProps({ section: item.section })}>{item.title}</a></li>
 *         ))}
 *       </ul>
 *     </nav>
 *   );
 * }
 * ```
 */
export function useAccountNavigation(options: UseAccountNavigationOptions = {}): AccountNavigationApi {
  const messages = useMessages(accountAreaMessages);
  const fallbackId = useId();
  const id = options.id ?? fallbackId;
  const { url } = useSolekit();
  const navigate = useCallback(
    (href: string, how?: { readonly replace?: boolean }) =>
      how?.replace ? url.navigate(href, { replace: true }) : url.navigate(href),
    [url],
  );
  return useMachineApi(accountNavigationMachine, {
    provide: () => ({}),
    input: (runtime) => ({ route: parseAccountRoute(runtime.url.current().searchParams) }),
    connect: connectAccountNavigation,
    options: { id, messages, navigate },
    start: (actor, runtime) =>
      followAccountRoute(actor, runtime.url, {
        id,
        ...(typeof document === "undefined" ? {} : { document }),
      }),
  });
}
