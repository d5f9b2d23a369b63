import { createActor } from "xstate";
import { SolekitError } from "../../src/clients/http";
import {
  connectSearchGrid,
  createSavedGridStore,
  createSearchGridActors,
  type GridWindow,
  searchGridInput,
  searchGridMachine,
  syncSearchGridUrl,
} from "../../src/machines/search-grid";
import { testHistory } from "../support/test-history";
import { fakeResponse, manualSearch, settle } from "./search-grid.fixtures";

// QA on the reference store: with every request failing, a filter or sort rolled the grid back to
// the confirmed results, but history held two entries with the same URL, so Back seemed to do
// nothing once. A new selection's URL is now pushed once it has loaded: a failed one leaves the
// history as it was (DESIGN.md, concurrency rule 3), and Back goes where it went before the change.
const offline = () => new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" });
const CLARKS = { type: "filter.toggle", field: "brand", value: "Clarks" } as const;

// A window that never scrolls: the sync's scroll handling is not under test here.
const still: GridWindow = { scrollY: 0, scrollTo: () => undefined, addEventListener: () => undefined };

/** The grid and its URL sync on a memory history whose last entry is `path`, after `before`. */
function gridOnHistory(path: string, before: string[] = ["/"]) {
  const [first = path, ...rest] = [...before, path];
  const history = testHistory(first);
  for (const entry of rest) history.url.navigate(entry);
  const search = manualSearch();
  const store = createSavedGridStore(undefined);
  const actor = createActor(searchGridMachine.provide({ actors: createSearchGridActors(search.client) }), {
    input: searchGridInput(history.url, { store }),
  }).start();
  const sync = syncSearchGridUrl(actor, { url: history.url, store, window: still });
  const api = () => connectSearchGrid(actor.getSnapshot(), actor.send);
  const answer = async (total = 560) => {
    const call = search.calls.at(-1);
    call?.resolve(fakeResponse(call.params, { total }));
    await settle();
  };
  const fail = async () => {
    search.calls.at(-1)?.reject(offline());
    await settle();
  };
  return { history, actor, sync, api, answer, fail, calls: search.calls };
}

describe("search grid URL sync: a failed change leaves the history as it was", () => {
  it.each([
    ["a filter", CLARKS],
    ["a sort", { type: "sort.set", sort: { field: "price", direction: "asc" } }],
    ["Clear All", { type: "filters.clearAll" }],
  ] as const)("after %s fails, no entry is added and Back leaves the grid", async (_name, event) => {
    const grid = gridOnHistory("/search?query=sneakers&filters=brand%3AAsics");
    await grid.answer();
    const urls = grid.history.urls();
    const writes = grid.history.writes();
    grid.actor.send(event);
    await grid.fail();
    expect(grid.api()).toMatchObject({ status: "error", resultCountText: "560 results" });
    expect(grid.history.urls()).toEqual(urls);
    expect(grid.history.writes()).toBe(writes);
    grid.history.back();
    expect(grid.history.search()).toBe("");
  });

  it("adds no entry when Try again fails too, and one when it succeeds; Back then restores the grid", async () => {
    const grid = gridOnHistory("/search?query=sneakers");
    await grid.answer();
    const first = grid.api().results.map((item) => item.key);
    grid.actor.send(CLARKS);
    await grid.fail();
    grid.api().retry();
    await grid.fail();
    expect(grid.history.urls()).toEqual(["/", "/search?query=sneakers"]);
    grid.api().retry();
    expect(grid.history.urls()).toEqual(["/", "/search?query=sneakers"]);
    await grid.answer(30);
    expect(grid.history.urls()).toEqual([
      "/",
      "/search?query=sneakers",
      "/search?query=sneakers&filters=brand%3AClarks",
    ]);
    const searches = grid.calls.length;
    grid.history.back();
    expect(grid.api()).toMatchObject({
      status: "success",
      activeFilterCount: 0,
      resultCountText: "560 results",
    });
    expect(grid.api().results.map((item) => item.key)).toEqual(first);
    expect(grid.calls).toHaveLength(searches);
  });

  it("leaves the history as it was after a failed Load More, and Try again replaces the entry's page", async () => {
    const grid = gridOnHistory("/search?query=sneakers");
    await grid.answer();
    grid.api().loadMore();
    await grid.fail();
    expect(grid.api()).toMatchObject({ status: "error", changeType: "next" });
    expect(grid.history.urls()).toEqual(["/", "/search?query=sneakers"]);
    grid.api().retry();
    await grid.answer();
    expect(grid.history.urls()).toEqual(["/", "/search?query=sneakers&page=2"]);
  });

  it("goes Back from the grid shown while a change still loads, aborting it for good", async () => {
    const grid = gridOnHistory("/search?query=sneakers", ["/search?query=boots"]);
    await grid.answer();
    grid.actor.send(CLARKS);
    const change = grid.calls.at(-1);
    grid.history.back();
    expect(change?.signal.aborted).toBe(true);
    expect(grid.calls.at(-1)?.params).toMatchObject({ q: "boots", filters: {} });
    await grid.answer(90);
    expect(grid.api()).toMatchObject({ status: "success", query: "boots", activeFilterCount: 0 });
    expect(grid.history.urls()).toEqual(["/search?query=boots", "/search?query=sneakers"]);
    expect(grid.history.index()).toBe(0);
  });
});
