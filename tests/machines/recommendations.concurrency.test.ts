import fc from "fast-check";
import { createActor } from "xstate";
import type { SearchClient } from "../../src/clients/search";
import { createRecommendationsActors, recommendationsMachine } from "../../src/machines/recommendations";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { product } from "../support/quick-search-fixtures";

const TABS = [
  { id: "new", label: "New", collection: "new-arrivals" },
  { id: "top", label: "Top", profile: "popular" },
  { id: "sale", label: "Sale", collection: "sale" },
];

// A search client whose answers name the call and the source they answer.
function fakeSearch(service: FakeService): Pick<SearchClient, "recommend" | "search"> {
  const results = (id: number, source: string) => [product(`${source}-${marker(id)}`)];
  return {
    search: (params, options) =>
      service.call("search", params, options?.signal, (call) => ({
        results: results(call.id, String(params.collection)),
      })) as ReturnType<SearchClient["search"]>,
    recommend: (params, options) =>
      service.call("recommend", params, options?.signal, (call) => {
        const tag = String(params?.tags?.[0]);
        return [{ profile: { tag, title: "" }, results: results(call.id, tag) }];
      }) as unknown as ReturnType<SearchClient["recommend"]>,
  };
}

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start: (service) => start(service),
  events: fc.oneof(
    fc.constantFrom(...TABS.map((tab) => ({ type: "tab.select", id: tab.id }))),
    fc.constant({ type: "carousel.retry" }),
  ),
  invariant(snapshot) {
    // The products shown for a tab came from that tab's source.
    for (const [tabId, loaded] of Object.entries(snapshot.context.loaded)) {
      const tab = TABS.find((candidate) => candidate.id === tabId);
      const source = tab?.collection ?? tab?.profile;
      for (const shown of loaded.products) {
        if (!shown.handle.startsWith(`${source}-`)) throw new Error(`tab ${tabId} shows ${shown.handle}`);
      }
    }
  },
};

function start(service: FakeService) {
  return createActor(
    recommendationsMachine.provide({ actors: createRecommendationsActors(fakeSearch(service)) }),
    {
      input: { kind: "tabbed", tabs: TABS },
    },
  ).start();
}

describe("recommendations under the concurrency rule", () => {
  it("aborts a superseded tab's request and never shows its answer, in any order", async () => {
    await checkConcurrencyRule(model);
  }, 60_000);
});
