import { sameContent } from "../../src/runtime/same-content";

describe("sameContent", () => {
  const adapter = { now: () => 0 };
  it.each([
    [{ search: { siteId: "a" } }, { search: { siteId: "a" } }, true],
    [{ shop: { redirectHosts: ["x.test"] } }, { shop: { redirectHosts: ["x.test"] } }, true],
    [{ customer: null }, { customer: null }, true],
    [{ search: { siteId: "a" } }, { search: { siteId: "b" } }, false],
    [{ shop: { redirectHosts: ["x.test"] } }, { shop: { redirectHosts: ["x.test", "y.test"] } }, false],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ customer: { id: "1", logged: true } }, { customer: { id: "1", logged: false } }, false],
    [{ clock: adapter }, { clock: adapter }, true],
    [{ clock: adapter }, { clock: { now: () => 0 } }, false],
    [new URL("https://a.test/"), new URL("https://a.test/"), false],
  ])("%j and %j: %s", (a, b, expected) => {
    expect(sameContent(a, b)).toBe(expected);
  });
});
