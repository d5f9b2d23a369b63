import { useId } from "react";
import {
  connectTouchNavigation,
  type TouchNavigationApi,
  touchNavigationMachine,
} from "../../machines/touch-navigation";
import { useMachineApi } from "../shared/use-machine-api";

/** Options of {@link useTouchNavigation}. */
export interface UseTouchNavigationOptions {
  /** Base of the submenus' DOM ids. @default a React id */
  id?: string;
}

/**
 * The top navigation's touch taps (storefront §2, account-area §2): a tap on a link with a
 * submenu opens (focuses) it first and follows the link on the second tap; mouse and keyboard
 * behave as usual. Show submenus with CSS on `:hover`, `:focus-within` and `[data-open="true"]`.
 *
 * @example
 * ```tsx
 * function MainNav({ items }: { items: { handle: string; url: string; label: string; children: Link[] }[] }) {
 *   const nav = useTouchNavigation();
 *   return (
 *     <nav {...nav.getNavProps({ "aria-label": "Main" })}>
 *       {items.map((item) => (
 *         <div key={item.handle}>
 *           <a href={item.url} {...nav.getLinkProps(item.handle, item.children.length > 0)}>{item.label}</a>
 *           <ul {...nav.getSubmenuProps(item.handle)}>…</ul>
 *         </div>
 *       ))}
 *     </nav>
 *   );
 * }
 * ```
 */
export function useTouchNavigation(options: UseTouchNavigationOptions = {}): TouchNavigationApi {
  const reactId = useId();
  return useMachineApi(touchNavigationMachine, {
    provide: () => ({}),
    input: () => undefined,
    connect: connectTouchNavigation,
    options: { id: options.id ?? reactId },
  });
}
