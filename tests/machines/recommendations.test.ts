import * as v from "valibot";
import { createActor, fromPromise, waitFor } from "xstate";
import { type SearchResult, searchResultSchema } from "../../src/clients/search";
import {
  connectRecommendations,
  type RecommendationsInput,
  type RecommendationsPage,
  type RecommendationsRequest,
  recommendationsMachine,
} from "../../src/machines/recommendations";

const result = (id: string, available = true): SearchResult =>
  v.parse(searchResultSchema, {
    id,
    uid: id,
    sku: `SKU-${id}`,
    handle: `product-${id}`,
    url: `/products/product-${id}`,
    name: `Product ${id}`,
    price: 50,
    variants: [{ id: `${id}01`, price: 50, available }],
  });

const results = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => result(`${prefix}${i + 1}`));

const tabs = [
  { id: "new", label: "New arrivals", collection: "new-arrivals" },
  { id: "sale", label: "Sale", profile: "collection-sale" },
  { id: "top", label: "Top picks" },
];

type Load = (request: RecommendationsRequest, signal: AbortSignal) => Promise<RecommendationsPage>;

function start(input: RecommendationsInput, load: Load) {
  const requests: { request: RecommendationsRequest; signal: AbortSignal }[] = [];
  const actor = createActor(
    recommendationsMachine.provide({
      actors: {
        load: fromPromise<RecommendationsPage, RecommendationsRequest>(({ input: request, signal }) => {
          requests.push({ request, signal });
          return load(request, signal);
        }),
      },
    }),
    { input },
  ).start();
  const api = () => connectRecommendations(actor.getSnapshot(), actor.send, { id: "c1" });
  return { actor, api, requests };
}

const never = () => new Promise<RecommendationsPage>(() => undefined);

describe("recommendations machine", () => {
  it("loads the popular profile with limit + 3 when a recommend carousel names none", async () => {
    const { actor, api, requests } = start({ kind: "recommend" }, async () => ({
      results: results("p", 23),
      title: "Popular right now",
    }));
    expect(api()).toMatchObject({ status: "loading", isLoading: true, products: [] });
    expect(requests[0]?.request).toEqual({
      source: { type: "recommend", profile: "popular" },
      fetchLimit: 23,
      products: [],
    });
    await waitFor(actor, (s) => s.matches("success"));
    expect(api().products).toHaveLength(20);
    expect(api()).toMatchObject({
      status: "success",
      title: "Popular right now",
      tabs: [],
      selectedTabId: undefined,
    });
  });

  it("drops unavailable products and the page's own product, keeping the limit", async () => {
    const fetched = [result("own"), result("gone", false), ...results("p", 6)];
    const { actor, api, requests } = start(
      { kind: "recommend", profile: "similar", products: ["SKU-own"], limit: 5 },
      async () => ({ results: fetched }),
    );
    expect(requests[0]?.request).toMatchObject({ fetchLimit: 8, products: ["SKU-own"] });
    await waitFor(actor, (s) => s.matches("success"));
    expect(api().products.map((p) => p.id)).toEqual(["p1", "p2", "p3", "p4", "p5"]);
  });

  it("lists a collection carousel's collection", () => {
    const { requests } = start({ kind: "collection", collection: "sale", limit: 4 }, never);
    expect(requests[0]?.request.source).toEqual({ type: "collection", collection: "sale" });
    expect(requests[0]?.request.fetchLimit).toBe(7);
  });

  it("aborts the tab still loading when another is chosen", async () => {
    const { actor, api, requests } = start({ kind: "tabbed", tabs }, (request) =>
      request.source.type === "collection" ? never() : Promise.resolve({ results: results("s", 3) }),
    );
    expect(api().selectedTabId).toBe("new");
    api().selectTab("sale");
    expect(requests[0]?.signal.aborted).toBe(true);
    expect(requests[1]?.request.source).toEqual({ type: "recommend", profile: "collection-sale" });
    await waitFor(actor, (s) => s.matches("success"));
    expect(api()).toMatchObject({ selectedTabId: "sale", status: "success" });
    expect(api().products.map((p) => p.id)).toEqual(["s1", "s2", "s3"]);
  });

  it("shows a tab loaded before without a new request", async () => {
    const { actor, api, requests } = start({ kind: "tabbed", tabs, initialTab: "sale" }, async (request) => ({
      results: results(request.source.type === "collection" ? "n" : "s", 2),
    }));
    await waitFor(actor, (s) => s.matches("success"));
    api().selectTab("new");
    await waitFor(actor, (s) => s.matches("success"));
    api().selectTab("sale");
    expect(api()).toMatchObject({ status: "success", selectedTabId: "sale" });
    expect(api().products[0]?.id).toBe("s1");
    expect(requests).toHaveLength(2);
  });

  it("ignores unknown tabs and the selected tab", async () => {
    const { actor, api, requests } = start({ kind: "tabbed", tabs }, async () => ({ results: [] }));
    await waitFor(actor, (s) => s.matches("success"));
    api().selectTab("nope");
    api().selectTab("new");
    expect(requests).toHaveLength(1);
    expect(api().selectedTabId).toBe("new");
  });

  it("shows 'Error: {message}' and loads again on retry", async () => {
    let fail = true;
    const { actor, api } = start({ kind: "recommend" }, async () => {
      if (fail) throw new Error("offline");
      return { results: results("p", 1) };
    });
    await waitFor(actor, (s) => s.matches("error"));
    expect(api()).toMatchObject({ status: "error", errorMessage: "Error: offline", products: [] });
    expect(api().error).toMatchObject({ kind: "unexpected", message: "offline" });
    fail = false;
    api().retry();
    expect(api()).toMatchObject({ status: "loading", error: null, errorMessage: null });
    await waitFor(actor, (s) => s.matches("success"));
    expect(api().products).toHaveLength(1);
  });

  it("forgets what it loaded and reloads when the options change", async () => {
    const { actor, api, requests } = start({ kind: "recommend" }, async (request) => ({
      results: results(request.source.type === "recommend" ? request.source.profile : "x", 1),
    }));
    await waitFor(actor, (s) => s.matches("success"));
    actor.send({ type: "input.change", input: { kind: "recommend", profile: "similar", products: ["A"] } });
    expect(requests[1]?.request).toMatchObject({ source: { profile: "similar" }, products: ["A"] });
    await waitFor(actor, (s) => s.matches("success"));
    expect(api().products[0]?.id).toBe("similar1");
  });
});

describe("recommendations tabs contract (WAI-ARIA tabs)", () => {
  const keyEvent = (key: string) => ({
    key,
    defaultPrevented: false,
    preventDefault: vi.fn(),
    currentTarget: null,
  });

  it("gives the tab list, tabs and panels their roles, ids and links", () => {
    const { api } = start({ kind: "tabbed", tabs }, never);
    const [first, second] = api().tabs;
    if (!first || !second) throw new Error("tabs missing");
    expect(api().getTabListProps()).toEqual({
      id: "c1-tablist",
      role: "tablist",
      "aria-orientation": "horizontal",
    });
    expect(api().getTabListProps({ "aria-labelledby": "heading" })).toEqual({
      id: "c1-tablist",
      role: "tablist",
      "aria-orientation": "horizontal",
      "aria-labelledby": "heading",
    });
    expect(api().getTabListProps({ "aria-label": "Shop by" })["aria-label"]).toBe("Shop by");
    expect(api().getTabProps(first)).toMatchObject({
      id: "c1-tab-0",
      role: "tab",
      type: "button",
      "aria-selected": true,
      "aria-controls": "c1-panel-0",
      tabIndex: 0,
      "data-state": "selected",
    });
    expect(api().getTabProps(second)).toMatchObject({
      id: "c1-tab-1",
      "aria-selected": false,
      "aria-controls": "c1-panel-1",
      tabIndex: -1,
      "data-state": "idle",
    });
    expect(api().getTabPanelProps(first)).toEqual({
      id: "c1-panel-0",
      role: "tabpanel",
      "aria-labelledby": "c1-tab-0",
      tabIndex: 0,
      hidden: false,
      "aria-busy": true,
    });
    expect(api().getTabPanelProps(second)).toMatchObject({ hidden: true, "aria-busy": false });
  });

  it.each([
    ["ArrowRight", 0, "sale"],
    ["ArrowRight", 2, "new"],
    ["ArrowLeft", 0, "top"],
    ["ArrowLeft", 1, "new"],
    ["Home", 2, "new"],
    ["End", 0, "top"],
  ])("%s from tab %i selects %s", (key, from, expected) => {
    const fromTab = tabs[from];
    if (!fromTab) throw new Error("no tab");
    const { api } = start({ kind: "tabbed", tabs, initialTab: fromTab.id }, never);
    const event = keyEvent(key);
    api().getTabProps(fromTab).onKeyDown(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(api().selectedTabId).toBe(expected);
  });

  it("leaves other keys to the browser", () => {
    const { api } = start({ kind: "tabbed", tabs }, never);
    const event = keyEvent("Tab");
    api()
      .getTabProps(tabs[0] as (typeof tabs)[0])
      .onKeyDown(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(api().selectedTabId).toBe("new");
  });

  it("merges the caller's props: handlers first, ours skipped after preventDefault, classes joined", () => {
    const { api } = start({ kind: "tabbed", tabs }, never);
    const sale = tabs[1] as (typeof tabs)[1];
    const seen: string[] = [];
    const props = api().getTabProps(sale, {
      className: "my-tab",
      "data-testid": "sale-tab",
      onClick: () => seen.push("caller"),
    });
    expect(props).toMatchObject({ className: "my-tab", "data-testid": "sale-tab", role: "tab" });
    props.onClick({ defaultPrevented: false, preventDefault: () => undefined });
    expect(seen).toEqual(["caller"]);
    expect(api().selectedTabId).toBe("sale");

    const prevented = api().getTabProps(tabs[2] as (typeof tabs)[2], {
      onClick: (event: { preventDefault(): void }) => event.preventDefault(),
    });
    const click = {
      defaultPrevented: false,
      preventDefault: () => Object.assign(click, { defaultPrevented: true }),
    };
    prevented.onClick(click);
    expect(api().selectedTabId).toBe("sale");

    expect(api().getTabListProps({ "aria-label": "Shop by", className: "tabs" })).toEqual({
      id: "c1-tablist",
      role: "tablist",
      "aria-orientation": "horizontal",
      "aria-label": "Shop by",
      className: "tabs",
    });
    expect(api().getTabPanelProps(sale, { className: "panel" })).toMatchObject({
      id: "c1-panel-1",
      className: "panel",
      hidden: false,
    });
  });

  it("moves focus to the tab it selects, in the tab's own document", () => {
    const { api } = start({ kind: "tabbed", tabs }, never);
    const focus = vi.fn();
    const ownerDocument = { getElementById: (id: string) => (id === "c1-tab-1" ? { focus } : null) };
    api()
      .getTabProps(tabs[0] as (typeof tabs)[0])
      .onKeyDown({ ...keyEvent("ArrowRight"), currentTarget: { ownerDocument } });
    expect(focus).toHaveBeenCalledTimes(1);
  });

  it("uses the slice's name as the id base when none is given", () => {
    const { actor } = start({ kind: "tabbed", tabs }, never);
    const api = connectRecommendations(actor.getSnapshot(), actor.send);
    expect(api.getTabProps(tabs[0] as (typeof tabs)[0]).id).toBe("recommendations-tab-0");
  });

  it("only moves focus with manual activation", () => {
    const { actor } = start({ kind: "tabbed", tabs }, never);
    const api = connectRecommendations(actor.getSnapshot(), actor.send, { id: "c1", activation: "manual" });
    api.getTabProps(tabs[0] as (typeof tabs)[0]).onKeyDown(keyEvent("ArrowRight"));
    expect(actor.getSnapshot().context.selectedTabId).toBe("new");
  });
});
