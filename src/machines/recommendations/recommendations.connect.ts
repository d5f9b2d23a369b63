import type { SnapshotFrom } from "xstate";
import {
  storefrontMessages as defaultMessages,
  formatMessage,
  type StorefrontMessageCatalogue,
} from "../../rules/messages";
import { tabDomId, tabListDomId, tabPanelDomId } from "./recommendations.dom";
import type { RecommendationsMachine } from "./recommendations.machine";
import type {
  RecommendationsApi,
  RecommendationsEvent,
  RecommendationsStatus,
  RecommendationsTab,
  TabActivation,
  TabKeyboardEvent,
} from "./recommendations.types";

/** Options of {@link connectRecommendations}. */
export interface ConnectRecommendationsOptions {
  /** Base of the tabs' element ids; unique per carousel on the page. */
  id: string;
  /**
   * Arrow keys select the tab they move to (`automatic`), or only focus it until Enter or Space
   * (`manual`). Automatic suits carousels: a superseded tab's request is aborted and a loaded
   * tab shows at once, so arrowing across tabs costs little. @default "automatic"
   */
  activation?: TabActivation;
  /** Message catalogue (for `loaderError`). @default the built-in catalogue */
  catalogue?: Pick<StorefrontMessageCatalogue, "loaderError">;
}

const NEXT_INDEX: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Turns a recommendations snapshot into the carousel's public API: status, the selected tab's
 * products, `selectTab`/`retry`, and prop getters carrying the WAI-ARIA tabs contract (roles,
 * `aria-selected`, `aria-controls`/`aria-labelledby`, roving `tabIndex`, arrow keys, Home, End).
 *
 * @example
 * ```ts
 * const api = connectRecommendations(actor.getSnapshot(), actor.send, { id: "home-tabs" });
 * tabButton.setAttribute("aria-selected", String(api.getTabProps(api.tabs[0]!)["aria-selected"]));
 * ```
 */
export function connectRecommendations(
  snapshot: SnapshotFrom<RecommendationsMachine>,
  send: (event: RecommendationsEvent) => void,
  options: ConnectRecommendationsOptions,
): RecommendationsApi {
  const { id: baseId, activation = "automatic", catalogue = defaultMessages } = options;
  const { context } = snapshot;
  const status: RecommendationsStatus = snapshot.matches("success")
    ? "success"
    : snapshot.matches("error")
      ? "error"
      : "loading";
  const selected = context.tabs.find((tab) => tab.id === context.selectedTabId) ?? context.tabs[0];
  const loaded = selected && status === "success" ? context.loaded[selected.id] : undefined;
  const isTabbed = context.kind === "tabbed";
  const tabs: RecommendationsTab[] = isTabbed ? context.tabs.map(({ source: _source, ...tab }) => tab) : [];
  const indexOf = (tab: RecommendationsTab) => context.tabs.findIndex((candidate) => candidate.id === tab.id);
  const selectTab = (id: string) => send({ type: "tab.select", id });

  return {
    kind: context.kind,
    status,
    isLoading: status === "loading",
    products: loaded?.products ?? [],
    title: loaded?.title,
    errorMessage:
      status === "error" && context.error
        ? formatMessage(catalogue.loaderError, { message: context.error.message })
        : undefined,
    source: selected?.source ?? { type: "recommend", profile: "" },
    tabs,
    selectedTabId: isTabbed ? selected?.id : undefined,
    selectTab,
    retry: () => send({ type: "retry" }),
    getTabListProps: (name = {}) => ({
      id: tabListDomId(baseId),
      role: "tablist",
      "aria-orientation": "horizontal",
      ...(name["aria-label"] ? { "aria-label": name["aria-label"] } : {}),
      ...(name["aria-labelledby"] ? { "aria-labelledby": name["aria-labelledby"] } : {}),
    }),
    getTabProps(tab) {
      const index = indexOf(tab);
      const isSelected = tab.id === selected?.id;
      return {
        id: tabDomId(baseId, index),
        role: "tab",
        type: "button",
        "aria-selected": isSelected,
        "aria-controls": tabPanelDomId(baseId, index),
        tabIndex: isSelected ? 0 : -1,
        "data-state": isSelected ? "selected" : "idle",
        onClick: () => selectTab(tab.id),
        onKeyDown(event: TabKeyboardEvent) {
          const move = NEXT_INDEX[event.key];
          const count = context.tabs.length;
          if (!move || index < 0 || count === 0) return;
          event.preventDefault();
          const nextIndex = move(index, count);
          const next = context.tabs[nextIndex];
          if (!next) return;
          if (activation === "automatic") selectTab(next.id);
          const document = event.currentTarget?.ownerDocument ?? globalThis.document;
          document?.getElementById(tabDomId(baseId, nextIndex))?.focus();
        },
      };
    },
    getTabPanelProps(tab) {
      const index = indexOf(tab);
      const isSelected = tab.id === selected?.id;
      return {
        id: tabPanelDomId(baseId, index),
        role: "tabpanel",
        "aria-labelledby": tabDomId(baseId, index),
        tabIndex: 0,
        hidden: !isSelected,
        "aria-busy": isSelected && status === "loading",
      };
    },
  };
}
