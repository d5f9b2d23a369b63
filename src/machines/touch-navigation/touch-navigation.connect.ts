import type { SnapshotFrom } from "xstate";
import { domIds } from "../shared/dom-ids";
import { hasModifier, type KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { TouchNavigationMachine } from "./touch-navigation.machine";
import type {
  TapEventLike,
  TouchNavigationApi,
  TouchNavigationConnectOptions,
  TouchNavigationEvent,
  TouchNavigationProps,
} from "./touch-navigation.types";

/** The DOM id base when `connectTouchNavigation` is given none. */
const DEFAULT_ID = "nav";

// A DOM click carries its pointer type (empty for a keyboard's click); older browsers leave it
// out, and then the last pointer pressed in the navigation tells.
const pointerOf = (event: TapEventLike, last: string) =>
  (event.nativeEvent as { pointerType?: string } | undefined)?.pointerType ?? event.pointerType ?? last;

const focusTarget = (event: TapEventLike) =>
  (event.currentTarget as { focus?: () => void } | undefined)?.focus?.();

/**
 * Turns a touch-navigation snapshot into its public API: prop getters for the navigation, its
 * links and their submenus.
 *
 * @example
 * ```ts
 * const api = connectTouchNavigation(actor.getSnapshot(), actor.send, { id: "main-nav" });
 * link.onclick = (event) => api.getLinkProps("shop", true).onClick(event);
 * ```
 */
export function connectTouchNavigation(
  snapshot: SnapshotFrom<TouchNavigationMachine>,
  send: (event: TouchNavigationEvent) => void,
  options: TouchNavigationConnectOptions = {},
): TouchNavigationApi {
  const ids = domIds(options.id ?? DEFAULT_ID);
  const { openItem, pointerType } = snapshot.context;
  const navProps: TouchNavigationProps = {
    onPointerDown: (event) => send({ type: "pointer.down", pointerType: event.pointerType }),
    onKeyDown: (event) => {
      if (event.key === "Escape" && openItem !== null) send({ type: "submenu.close" });
    },
    onBlur: (event) => {
      const root = event.currentTarget as { contains?: (node: unknown) => boolean } | null;
      const inside = Boolean(event.relatedTarget && root?.contains?.(event.relatedTarget));
      if (!inside && openItem !== null) send({ type: "submenu.close" });
    },
  };
  return {
    status: "idle",
    error: null,
    errorMessage: null,
    openItem,
    close: () => send({ type: "submenu.close" }),
    getNavProps: (props) => mergeProps(navProps, props),
    getLinkProps: (item, hasSubmenu, props) => {
      const isOpen = openItem === item;
      return mergeProps(
        {
          ...(hasSubmenu ? { "aria-expanded": isOpen, "aria-controls": ids("submenu", item) } : {}),
          "data-open": isOpen ? "true" : "false",
          onKeyDown: (event: KeyboardEventLike) => {
            // The keyboard's way in: ArrowDown opens the submenu, then Tab walks into it.
            if (!hasSubmenu || event.key !== "ArrowDown" || hasModifier(event)) return;
            event.preventDefault();
            send({ type: "submenu.open", item });
          },
          onClick: (event: TapEventLike) => {
            if (hasSubmenu && !isOpen && pointerOf(event, pointerType) === "touch") {
              // First tap: open (focus) the submenu instead of leaving the page.
              event.preventDefault();
              focusTarget(event);
              send({ type: "submenu.open", item });
              return;
            }
            send({ type: "link.follow" });
          },
        } as const,
        props,
      );
    },
    getSubmenuProps: (item, props) =>
      mergeProps(
        { id: ids("submenu", item), "data-open": openItem === item ? "true" : "false" } as const,
        props,
      ),
  };
}
