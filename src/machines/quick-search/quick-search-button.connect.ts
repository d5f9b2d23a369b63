import type { SnapshotFrom } from "xstate";
import { quickSearchButtonMessages } from "../../rules/messages-quick-search-button";
import type { DomIds } from "../shared/dom-ids";
import { mergeProps } from "../shared/merge-props";
import { quickSearchDomIds } from "./quick-search.dom";
import type {
  QuickSearchButtonApi,
  QuickSearchButtonConnectOptions,
  QuickSearchOpenButtonProps,
} from "./quick-search.types";
import type { QuickSearchButtonEvent, QuickSearchButtonMachine } from "./quick-search-button.machine";

/**
 * The props of the button that opens the overlay, for the button's API and the overlay's alike.
 *
 * @example
 * ```ts
 * openButtonProps(quickSearchDomIds("qs"), { isOpen: false, label: "Search", open });
 * ```
 */
export function openButtonProps(
  ids: DomIds,
  { isOpen, label, open }: { isOpen: boolean; label: string; open: () => void },
): QuickSearchOpenButtonProps {
  return {
    id: ids("open"),
    type: "button",
    "aria-label": label,
    "aria-haspopup": "dialog",
    "aria-expanded": isOpen,
    "aria-controls": ids("dialog"),
    onClick: open,
  };
}

/**
 * Turns a quick-search button snapshot into its API: `isOpen`, `open`, `close` and the button's
 * props. Framework-free, so Vue or vanilla code gets the same API as `useQuickSearchButton`.
 *
 * @example
 * ```ts
 * const button = createActor(quickSearchButtonMachine).start();
 * const api = connectQuickSearchButton(button.getSnapshot(), button.send);
 * Object.assign(element, { onclick: api.open });
 * ```
 */
export function connectQuickSearchButton(
  snapshot: SnapshotFrom<QuickSearchButtonMachine>,
  send: (event: QuickSearchButtonEvent) => void,
  options: QuickSearchButtonConnectOptions = {},
): QuickSearchButtonApi {
  const { searchOpenLabel } = options.messages ?? quickSearchButtonMessages;
  const isOpen = snapshot.matches("open");
  const open = () => send({ type: "overlay.open" });
  const close = () => send({ type: "overlay.close" });
  const ids = quickSearchDomIds(options.id);
  return {
    isOpen,
    open,
    close,
    getOpenButtonProps: (props) =>
      mergeProps(openButtonProps(ids, { isOpen, label: searchOpenLabel, open }), props),
  };
}
