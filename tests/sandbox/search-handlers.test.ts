import { sandboxHosts } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const get = (path: string, query: string) => fetch(`${sandboxHosts.search}${path}?${query}`);
const searchJson = (query: string) => get("/api/search/search.json", `siteId=sandbox&${query}`);

describe("search endpoints refuse malformed requests with a 400 and a JSON message", () => {
  it.each([
    ["/api/search/search.json", "siteId=sandbox&page=0", "Invalid page"],
    ["/api/search/search.json", "siteId=sandbox&sort.colour=asc", "Unknown sort field colour"],
    ["/api/search/search.json", "siteId=sandbox&sort.price=sideways", "sort.price must be asc or desc"],
    ["/api/search/search.json", "siteId=sandbox&filter.price.low=cheap", "filter.price.low must be a number"],
    ["/api/search/search.json", "siteId=sandbox&filter.fabric=wool", "Unknown filter field fabric"],
    ["/api/search/search.json", "q=boots", "siteId is required"],
    ["/api/search/autocomplete.json", "q=boots", "siteId is required"],
    ["/api/search/autocomplete.json", "siteId=sandbox&resultsPerPage=none", "Invalid resultsPerPage"],
    ["/api/suggest/query", "q=boo", "siteId is required"],
    ["/api/suggest/query", "siteId=sandbox&q=boo&suggestionCount=0", "Invalid suggestionCount"],
    ["/api/suggest/query", "siteId=sandbox&q=boo&productCount=x", "Invalid productCount"],
    ["/api/suggest/trending", "siteId=sandbox&limit=-1", "Invalid limit"],
    ["/boost/sandbox/recommend", "limits=4", "tags is required"],
    ["/boost/sandbox/recommend", "tags=popular&limits=many", "limits must be whole numbers"],
    ["/boost/sandbox/recommend", "tags=popular&limits=500", "limits must be whole numbers from 1 to 100"],
  ])("%s?%s", async (path, query, message) => {
    const response = await get(path, query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });
});

describe("the query log behind suggestions and trending", () => {
  const logged = () => env.sandbox.store.state.queryLog.map((e) => [e.query, e.count]);

  it("records first-page searches that found something", async () => {
    await searchJson("q=Boots");
    await searchJson("q=boots");
    await searchJson("q=boots&page=2");
    await searchJson("q=qwxzzv");
    await searchJson("q=sneakers&oq=snekers");
    await searchJson("bgfilter.collection_handle=sale");
    expect(logged()).toEqual([["boots", 2]]);
  });

  it("records the corrected query, not the typo", async () => {
    await searchJson("q=snekers");
    expect(logged()).toEqual([["sneakers", 1]]);
  });

  it("lets searches climb into trending and lead suggestions, and forgets them on reset", async () => {
    for (let n = 0; n < 6; n++) await searchJson("q=sneakers%20kids");
    const trending = await (await get("/api/suggest/trending", "siteId=sandbox&limit=4")).json();
    expect(trending.trending.queries[0]).toEqual({ searchQuery: "sneakers kids", popularity: 6 });
    const suggestions = await (await get("/api/suggest/query", "siteId=sandbox&q=sne")).json();
    expect(suggestions.suggested.text).toBe("sneakers kids");
    env.sandbox.reset();
    expect(env.sandbox.store.state.queryLog).toEqual([]);
  });
});
