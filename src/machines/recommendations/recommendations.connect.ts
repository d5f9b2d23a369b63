import type { SnapshotFrom } from "xstate";
import { shopMessages as defaultMessages, formatMessage } from "../../rules/messages";
import type { SliceStatus } from "../shared/connect";
import { focusById } from "../shared/dom-ids";
import type { KeyboardEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { recommendationsDom } from "./recommendations.dom";
import type { RecommendationsMachine } from "./recommendations.machine";
import type {
  RecommendationsApi,
  RecommendationsConnectOptions,
  RecommendationsEvent,
  RecommendationsTab,
  TabListProps,
  TabPanelProps,
  TabProps,
} from "./recommendations.types";

// The WAI-ARIA tabs pattern's keys: Left/Right wrap around, Home and End jump to the ends.
const NEXT_INDEX: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

function statusOf(snapshot: SnapshotFrom<RecommendationsMachine>): SliceStatus {
  if (snapshot.matches("success")) return "success";
  if (snapshot.matches("error")) return "error";
  return "loading";
}

/**
 * Turns a recommendations snapshot into the carousel's public API: status, the selected tab's
 * products, `selectTab`/`retry`, and prop getters carrying the WAI-ARIA tabs contract (roles,
 * `aria-selected`, `aria-controls`/`aria-labelledby`, roving `tabIndex`, arrow keys, Home, End),
 * each merged with the caller's props.
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
  options: RecommendationsConnectOptions = {},
): RecommendationsApi {
  const { activation = "automatic", messages = defaultMessages } = options;
  const dom = recommendationsDom(options.id ?? "recommendations");
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const error = status === "error" ? context.error : null;
  const selected = context.tabs.find((tab) => tab.id === context.selectedTabId) ?? context.tabs[0];
  const loaded = selected && status === "success" ? context.loaded[selected.id] : undefined;
  const isTabbed = context.kind === "tabbed";
  const tabs: RecommendationsTab[] = isTabbed ? context.tabs.map(({ source: _source, ...tab }) => tab) : [];
  const indexOf = (tab: RecommendationsTab) => context.tabs.findIndex((candidate) => candidate.id === tab.id);
  const selectTab = (id: string) => send({ type: "tab.select", id });

  return {
    kind: context.kind,
    status,
    error,
    errorMessage: error ? formatMessage(messages.loaderError, { message: error.message }) : null,
    isLoading: status === "loading",
    products: loaded?.products ?? [],
    title: loaded?.title,
    source: selected?.source ?? { type: "recommend", profile: "" },
    tabs,
    selectedTabId: isTabbed ? selected?.id : undefined,
    selectTab,
    retry: () => send({ type: "carousel.retry" }),
    getTabListProps(props) {
      const own: TabListProps = { id: dom.tabList(), role: "tablist", "aria-orientation": "horizontal" };
      return mergeProps(own, props);
    },
    getTabProps(tab, props) {
      const index = indexOf(tab);
      const isSelected = tab.id === selected?.id;
      const own: TabProps = {
        id: dom.tab(index),
        role: "tab",
        type: "button",
        "aria-selected": isSelected,
        "aria-controls": dom.panel(index),
        tabIndex: isSelected ? 0 : -1,
        "data-state": isSelected ? "selected" : "idle",
        onClick: () => selectTab(tab.id),
        onKeyDown(event: KeyboardEventLike) {
          const move = NEXT_INDEX[event.key];
          const count = context.tabs.length;
          if (!move || index < 0 || count === 0) return;
          event.preventDefault();
          const nextIndex = move(index, count);
          const next = context.tabs[nextIndex];
          if (!next) return;
          if (activation === "automatic") selectTab(next.id);
          focusById(event.currentTarget, dom.tab(nextIndex));
        },
      };
      return mergeProps(own, props);
    },
    getTabPanelProps(tab, props) {
      const index = indexOf(tab);
      const isSelected = tab.id === selected?.id;
      const own: TabPanelProps = {
        id: dom.panel(index),
        role: "tabpanel",
        "aria-labelledby": dom.tab(index),
        tabIndex: 0,
        hidden: !isSelected,
        "aria-busy": isSelected && status === "loading",
      };
      return mergeProps(own, props);
    },
  };
}
