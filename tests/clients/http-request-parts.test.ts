import { jsonBody, readBody, requestUrl } from "../../src/clients/http/request-parts";

describe("requestUrl", () => {
  it("joins the path to the base URL with one slash", () => {
    expect(requestUrl("https://api.example.com/", "/cart")).toBe("https://api.example.com/cart");
    expect(requestUrl("https://api.example.com/api", "profile")).toBe("https://api.example.com/api/profile");
  });

  it("takes an absolute path as it is", () => {
    expect(requestUrl("https://api.example.com", "https://a.klaviyo.com/client/subscriptions")).toBe(
      "https://a.klaviyo.com/client/subscriptions",
    );
  });

  it("appends the query, leaving out undefined values and repeating an array's key", () => {
    const url = requestUrl("https://api.example.com", "/search", {
      q: "red boots",
      "filter.brand": ["Asics", "Puma"],
      page: 2,
      personal: false,
      sort: undefined,
    });
    expect(url).toBe(
      "https://api.example.com/search?q=red+boots&filter.brand=Asics&filter.brand=Puma&page=2&personal=false",
    );
    expect(new URL(url).searchParams.getAll("filter.brand")).toEqual(["Asics", "Puma"]);
  });

  it("adds to a query the path already has, and encodes what a value holds", () => {
    const url = requestUrl("https://shop.example.com", "/cart?view=ajax", { note: "a&b=c" });
    expect(url).toBe("https://shop.example.com/cart?view=ajax&note=a%26b%3Dc");
    expect(new URL(url).searchParams.get("note")).toBe("a&b=c");
  });
});

describe("jsonBody", () => {
  it("sends a body as JSON with its content type, and nothing without one", () => {
    expect(jsonBody({ id: 1, lines: [2] })).toEqual({
      body: '{"id":1,"lines":[2]}',
      headers: { "content-type": "application/json", accept: "application/json" },
    });
    expect(jsonBody(undefined)).toBeUndefined();
  });
});

describe("readBody", () => {
  it("parses JSON, hands over text that is not JSON, and reads an empty body as undefined", async () => {
    expect(await readBody(new Response('{"ok":true}'))).toEqual({ ok: true });
    expect(await readBody(new Response("<html>Bad gateway</html>"))).toBe("<html>Bad gateway</html>");
    expect(await readBody(new Response(null, { status: 204 }))).toBeUndefined();
  });
});
