import fc from "fast-check";
import {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_LIMIT,
  removeRecentSearch,
} from "solekit/rules";

describe("recent searches", () => {
  it.each<[string[], string, string[]]>([
    [[], "boots", ["boots"]],
    [["boots"], "socks", ["socks", "boots"]],
    [["boots", "socks"], "socks", ["socks", "boots"]],
    [["boots", "socks"], "BOOTS", ["BOOTS", "socks"]],
    [["boots"], "  red   boots ", ["red boots", "boots"]],
    [["boots"], "   ", ["boots"]],
    [["a", "b", "c", "d", "e"], "f", ["f", "a", "b", "c", "d"]],
    [["a", "b", "c", "d", "e"], "e", ["e", "a", "b", "c", "d"]],
  ])("adding to %j the search %j gives %j", (recent, query, expected) => {
    expect(addRecentSearch(recent, query)).toEqual(expected);
  });

  it("never holds more than the limit, nor a duplicate", () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: 0, max: 8 }), (queries, limit) => {
        let recent: string[] = [];
        for (const query of queries) recent = addRecentSearch(recent, query, limit);
        expect(recent.length).toBeLessThanOrEqual(limit);
        expect(new Set(recent.map((r) => r.toLowerCase())).size).toBe(recent.length);
      }),
    );
  });

  it("removes a search whatever its case", () => {
    expect(removeRecentSearch(["Boots", "socks"], " boots ")).toEqual(["socks"]);
  });

  it.each<[string | null, string[]]>([
    [null, []],
    ["", []],
    ["not json", []],
    ['{"boots":1}', []],
    ['["boots", 3, null, "socks"]', ["boots", "socks"]],
    ['["boots", "Boots", "socks"]', ["boots", "socks"]],
    ['["a","b","c","d","e","f","g"]', ["a", "b", "c", "d", "e"].slice(0, RECENT_SEARCHES_LIMIT)],
  ])("reads %j as stored into %j", (stored, expected) => {
    expect(parseRecentSearches(stored)).toEqual(expected);
  });
});
