import fc from "fast-check";
import { createActor } from "xstate";
import type { SearchClient, SearchParams, SearchResponse } from "../../src/clients/search";
import { createSearchGridActors, searchGridMachine } from "../../src/machines/search-grid";
import { searchGridParams } from "../../src/machines/search-grid/search-grid.selectors";
import {
  type ConcurrencyModel,
  checkConcurrencyRule,
  type FakeService,
  marker,
} from "../support/concurrency-model";
import { fakeResponse, urlState } from "./search-grid.fixtures";

// Names the result set a request asks for (everything but the page), as the fake echoes it.
const resultSet = (params: SearchParams) =>
  JSON.stringify([
    params.q ?? null,
    params.oq ?? null,
    params.sort ?? null,
    params.filters ?? {},
    params.ranges ?? {},
    params.collection ?? null,
    params.resultsPerPage ?? null,
  ]);

// A search client whose products name the call, the result set and the page they answer.
function fakeSearch(service: FakeService): Pick<SearchClient, "search"> {
  return {
    search: (params, options) =>
      service.call("search", params, options?.signal, (call): SearchResponse => {
        const response = fakeResponse(params, { total: 60 });
        const tag = `${resultSet(params)}|page ${params.page ?? 1}|${marker(call.id)}`;
        return { ...response, results: response.results.map((result) => ({ ...result, handle: tag })) };
      }),
  };
}

const start = (service: FakeService) =>
  createActor(searchGridMachine.provide({ actors: createSearchGridActors(fakeSearch(service)) }), {
    input: { request: urlState({ query: "boots" }), resultsPerPage: 12 },
  }).start();

const events = fc.oneof(
  fc.constantFrom(
    { type: "url.sync", url: urlState({ query: "boots" }) },
    { type: "url.sync", url: urlState({ query: "boots", page: 3 }) },
    { type: "url.sync", url: urlState({ query: "boots", page: 9 }) },
    { type: "url.sync", url: urlState({ query: "socks", page: 2 }) },
    { type: "url.sync", url: urlState({ query: "boots" }), collection: "sale" },
  ),
  fc.constantFrom(
    { type: "filter.toggle", field: "brand", value: "Asics" },
    { type: "filter.toggle", field: "brand", value: "Clarks" },
    { type: "range.set", field: "price", range: { low: 50, high: 120 } },
    { type: "range.set", field: "price", range: null },
    { type: "sort.set", sort: { field: "price", direction: "asc" } },
    { type: "sort.set", sort: null },
    { type: "filter.clear", field: "brand" },
    { type: "filters.clearAll" },
  ),
  fc.constantFrom(
    { type: "page.next" },
    { type: "page.previous" },
    { type: "grid.retry" },
    { type: "panel.open" },
    { type: "panel.cancel" },
    { type: "panel.apply" },
  ),
);

const model: ConcurrencyModel<ReturnType<typeof start>> = {
  start,
  events,
  invariant(snapshot) {
    // Loaded, or failed (a failed selection rolls back to the grid the server confirmed, with its
    // request): every page shown answers the current request, at its page.
    if (!snapshot.matches({ grid: "success" }) && !snapshot.matches({ grid: "error" })) return;
    const { context } = snapshot;
    const current = resultSet(searchGridParams(context.request, 1, context));
    for (const page of context.pages) {
      for (const shown of page.results) {
        const [set, pageTag] = shown.handle.split("|");
        if (set !== current || pageTag !== `page ${page.page}`) {
          throw new Error(`page ${page.page} shows ${shown.handle}, not an answer for ${current}`);
        }
      }
    }
    const numbers = context.pages.map((page) => page.page);
    if (numbers.some((number, index) => index > 0 && number !== (numbers[index - 1] ?? 0) + 1)) {
      throw new Error(`loaded pages are not contiguous: ${numbers.join(", ")}`);
    }
  },
};

describe("search grid under the concurrency rule", () => {
  it("aborts superseded searches and shows only answers for the current request, in any order", async () => {
    await checkConcurrencyRule(model);
  }, 120_000);
});
