import * as v from "valibot";
import { createActor } from "xstate";
import {
  type SearchClient,
  type SearchParams,
  type SearchResponse,
  searchResponseSchema,
} from "../../src/clients/search";
import {
  connectSearchGrid,
  createSearchGridActors,
  type GridSliderFacet,
  type SearchGridEmitted,
  type SearchGridInput,
  searchGridMachine,
} from "../../src/machines/search-grid";
import { EMPTY_SEARCH_STATE, type SearchUrlState } from "../../src/rules/search-url";

/** What a fake result set looks like. */
export interface FakeCatalogue {
  total?: number;
  perPage?: number;
  /** The answer's `query` block: what was searched and, for a correction, what was typed. */
  corrected?: { string: string; corrected?: string; original?: string };
  inline?: { index: number; value: string }[];
  banner?: string[];
}

/** A parsed search response for `params` over a catalogue of `total` numbered products. */
export function fakeResponse(params: SearchParams, catalogue: FakeCatalogue = {}): SearchResponse {
  const total = catalogue.total ?? 60;
  const perPage = params.resultsPerPage ?? catalogue.perPage ?? 24;
  const page = params.page ?? 1;
  const begin = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - begin));
  return v.parse(searchResponseSchema, {
    results: Array.from({ length: count }, (_, i) => ({
      id: `p${begin + i + 1}`,
      uid: `p${begin + i + 1}`,
      handle: `product-${begin + i + 1}`,
      url: `/products/product-${begin + i + 1}`,
      name: `Product ${begin + i + 1}`,
      price: 50 + i,
    })),
    pagination: {
      totalResults: total,
      totalPages: Math.max(1, Math.ceil(total / perPage)),
      currentPage: page,
      perPage,
      begin: count > 0 ? begin + 1 : 0,
      end: count > 0 ? begin + count : 0,
    },
    sorting: {
      options: [
        { field: "relevance", direction: "desc", label: "Best Match" },
        { field: "price", direction: "asc", label: "Price: Low to High" },
      ],
    },
    facets: [
      {
        field: "brand",
        label: "Brand",
        type: "value",
        values: [
          {
            label: "Asics",
            value: "Asics",
            count: 12,
            active: params.filters?.brand?.includes("Asics") ?? false,
          },
          { label: "Clarks", value: "Clarks", count: 8 },
        ],
      },
      { field: "on_sale", label: "On sale", type: "value", values: [{ label: "Yes", value: "1", count: 3 }] },
      { field: "price", label: "Price", type: "slider", range: [0, 200], step: 10 },
    ],
    filterSummary: [],
    merchandising: {
      redirect: "",
      content: {
        banner: catalogue.banner ?? [],
        inline: (catalogue.inline ?? [])
          .filter((block) => block.index >= begin && block.index < begin + perPage)
          .map((block) => ({ value: block.value, config: { position: { index: block.index } } })),
      },
    },
    query: catalogue.corrected ?? { string: params.q ?? "" },
  });
}

/** One call the fake search actor received, to answer or fail by hand. */
export interface SearchCall {
  params: SearchParams;
  signal: AbortSignal;
  resolve(response: SearchResponse): void;
  reject(error: unknown): void;
}

/** A search client whose calls wait until the test answers them. */
export function manualSearch() {
  const calls: SearchCall[] = [];
  const client: Pick<SearchClient, "search"> = {
    search: (params = {}, options = {}) =>
      new Promise((resolve, reject) =>
        calls.push({ params, signal: options.signal ?? new AbortController().signal, resolve, reject }),
      ),
  };
  return { calls, client };
}

/** Lets promise callbacks and the actor's mailbox run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A URL state with overrides. */
export const urlState = (overrides: Partial<SearchUrlState> = {}): SearchUrlState => ({
  ...EMPTY_SEARCH_STATE,
  ...overrides,
});

/** Starts the grid machine on the real actors over a manual search client, recording what it emits. */
export function startGrid(input: Partial<SearchGridInput> = {}) {
  const search = manualSearch();
  const emitted: SearchGridEmitted[] = [];
  const actor = createActor(searchGridMachine.provide({ actors: createSearchGridActors(search.client) }), {
    input: { request: urlState(), ...input },
  });
  actor.on("url.change", (event) => emitted.push(event));
  actor.start();
  const api = () => connectSearchGrid(actor.getSnapshot(), actor.send);
  /** Answers the latest call with a fake response. */
  const answer = async (catalogue: FakeCatalogue = {}) => {
    const call = search.calls[search.calls.length - 1];
    if (!call) throw new Error("no search call to answer");
    call.resolve(fakeResponse(call.params, catalogue));
    await settle();
  };
  return { actor, calls: search.calls, emitted, api, answer };
}

/** The price slider facet as the grid shows it, $0–$360 in steps of 5, with `low`–`high` applied. */
export const priceFacet = (low = 0, high = 360): GridSliderFacet => ({
  type: "slider",
  field: "price",
  label: "Price",
  min: 0,
  max: 360,
  step: 5,
  low,
  high,
  active: low > 0 || high < 360,
});
