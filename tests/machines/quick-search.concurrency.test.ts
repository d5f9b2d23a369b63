import fc from "fast-check";
import { createActor } from "xstate";
import type { AutocompleteResponse, SuggestResponse, TrendingResponse } from "../../src/clients/search";
import {
  connectQuickSearch,
  createQuickSearchActors,
  type QuickSearchClient,
  quickSearchMachine,
} from "../../src/machines/quick-search";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { POLICY, product } from "../support/quick-search-fixtures";

// Texts a shopper types or an input method commits: empty, blank, and a few that trim alike.
const TEXTS = ["", " ", "a", "a ", " ab", "ab", "b"];
const MARKER = /⟦call:(\d+)⟧/;

// A search client whose every answer names the call it answers: products `{q}-⟦call:n⟧` ("b" finds
// none), a suggestion, and for "ab" a merchandising redirect.
function fakeSearch(service: FakeService): QuickSearchClient {
  return {
    suggest: (params, options) =>
      service.call("suggest", params, options?.signal, (call) => ({
        query: params.q,
        suggested: { text: `${params.q} ${marker(call.id)}`, type: "completed", source: "", popularity: 0 },
        alternatives: [],
      })) as Promise<SuggestResponse>,
    autocomplete: (params, options) =>
      service.call("autocomplete", params, options?.signal, (call) => {
        const results = params.q === "b" ? [] : [product(`${params.q}-${marker(call.id)}`)];
        return {
          results,
          pages: [],
          pagination: { totalResults: results.length },
          autocomplete: { correctedQuery: "" },
          merchandising: { redirect: params.q === "ab" ? `/pages/ab-${marker(call.id)}` : null },
        } as unknown as AutocompleteResponse;
      }) as Promise<AutocompleteResponse>,
    trending: (params, options) =>
      service.call("trending", params, options?.signal, (call) => ({
        trending: { queries: [{ searchQuery: `popular ${marker(call.id)}`, popularity: 1 }] },
      })) as Promise<TrendingResponse>,
  };
}

// Whether the shopper has an input method composition open: from `composition.start` until an
// event other than typing takes the overlay out of composing (the end, Clear, Close, a submit).
let compositionOpen = false;

function start(service: FakeService) {
  const machine = quickSearchMachine.provide({
    actors: createQuickSearchActors(fakeSearch(service)),
    actions: { navigate: () => undefined, storeRecentSearches: () => undefined },
  });
  const actor = createActor(machine, { input: { redirectPolicy: POLICY, recentSearches: ["a"] } }).start();
  // Every run starts with the overlay open, so the short random runs reach typing and composing.
  actor.send({ type: "overlay.open" });
  const send = actor.send.bind(actor);
  compositionOpen = false;
  actor.send = (event) => {
    send(event);
    const composing = actor.getSnapshot().matches({ open: "composing" });
    if (event.type === "composition.start") compositionOpen = composing;
    else if (event.type !== "query.change" && !composing) compositionOpen = false;
  };
  return actor;
}

const text = fc.constantFrom(...TEXTS);

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  // Suggestions are a suggest and an autocomplete call on one signal.
  callsPerInvocation: 2,
  events: fc.oneof(
    { weight: 3, arbitrary: text.map((query) => ({ type: "query.change", query })) },
    { weight: 2, arbitrary: fc.constant({ type: "composition.start" }) },
    { weight: 2, arbitrary: text.map((query) => ({ type: "composition.end", query })) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        { type: "overlay.open" },
        { type: "overlay.close" },
        { type: "query.clear" },
        { type: "form.submit" },
        { type: "highlight.move", to: "next" },
        { type: "highlight.move", to: "previous" },
        { type: "item.select", option: { kind: "recent", index: 0, label: "ab" } },
      ),
    },
  ),
  invariant(snapshot, service) {
    const { context } = snapshot;
    const typed = context.query.trim();
    // Typing during a composition keeps composing, and nothing is asked meanwhile.
    if (compositionOpen && !snapshot.matches({ open: "composing" })) {
      throw new Error(`typing "${context.query}" during a composition left the composing state`);
    }
    if (compositionOpen) {
      const asked = service.open.filter((call) => call.method !== "trending" && !call.signal.aborted);
      if (asked.length > 0) throw new Error(`a suggestion request runs while composing "${context.query}"`);
    }
    const api = connectQuickSearch(snapshot, () => undefined);
    if (api.status !== "success") return;
    // What is shown as success is for the trimmed text in the input, and came from a call for it.
    if (context.results?.query !== typed) {
      throw new Error(
        `status success shows results for "${context.results?.query}" while the input says "${typed}"`,
      );
    }
    for (const shown of api.products) {
      const call = service.calls[Number(MARKER.exec(shown.product.handle)?.[1]) - 1];
      const asked = (call?.input as { q?: string } | undefined)?.q;
      if (asked !== typed)
        throw new Error(`product ${shown.product.handle} answers "${asked}", not "${typed}"`);
    }
  },
};

describe("quick search under the concurrency rule", () => {
  it("aborts every superseded request and never shows its answer, in any order, composing or not", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
