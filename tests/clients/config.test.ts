import { parseSolekitConfig, SolekitConfigError } from "../../src/clients/config";

const valid = {
  search: { siteId: "abc123" },
  shop: { domain: "shop.example.com" },
  loyalty: {
    tenantId: "fitclub",
    idApiUrl: "https://id.example.com/",
    apiBaseUrl: "https://api.example.com",
    authHost: "https://auth.example.com",
  },
  backInStock: { companyId: "XyZ12" },
};

function errorOf(input: unknown): SolekitConfigError {
  try {
    parseSolekitConfig(input);
  } catch (error) {
    if (error instanceof SolekitConfigError) return error;
    throw error;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("parseSolekitConfig", () => {
  it("fills the spec's defaults", () => {
    const config = parseSolekitConfig(valid);
    expect(config.search.host).toBe("https://abc123.a.searchspring.io");
    expect(config.shop.origin).toBe("https://shop.example.com");
    expect(config.shop.graphqlEndpoint).toBe("https://shop.example.com/graphql");
    expect(config.backInStock.revision).toBe("2024-06-15");
    expect(config.loyalty.idApiUrl).toBe("https://id.example.com");
    expect(config.customer).toBeNull();
  });

  it.each([
    [{ ...valid, search: { siteId: "" } }, "search.siteId", /search\.siteId is required/],
    [{ ...valid, search: {} }, "search.siteId", /search\.siteId is required/],
    [
      { ...valid, shop: { domain: "https://shop.example.com" } },
      "shop.domain",
      /shop\.domain must be a host name/,
    ],
    [
      { ...valid, loyalty: { ...valid.loyalty, apiBaseUrl: "api.example.com" } },
      "loyalty.apiBaseUrl",
      /loyalty\.apiBaseUrl must be an absolute URL/,
    ],
    [
      { ...valid, backInStock: { companyId: "X", revision: "June" } },
      "backInStock.revision",
      /backInStock\.revision must be a date/,
    ],
    [
      { ...valid, customer: { id: "1", logged: "yes", signature: "s" } },
      "customer.logged",
      /customer\.logged must be true or false/,
    ],
  ])("rejects %j naming the field", (input, field, message) => {
    const error = errorOf(input);
    expect(error.fields).toContain(field);
    expect(error.message).toMatch(message);
  });

  it("names every bad field at once", () => {
    const error = errorOf({ ...valid, search: { siteId: "" }, backInStock: {} });
    expect(error.fields).toEqual(expect.arrayContaining(["search.siteId", "backInStock.companyId"]));
  });

  it("rejects a missing section", () => {
    const { loyalty: _loyalty, ...rest } = valid;
    expect(errorOf(rest).message).toMatch(/loyalty is required/);
  });
});
