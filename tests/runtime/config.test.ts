import { createBackInStockClient } from "../../src/clients/back-in-stock";
import { createLoyaltyClient } from "../../src/clients/loyalty";
import { createLoyaltyAuthClient } from "../../src/clients/loyalty-auth";
import { createMemoryStorage, parseSolekitConfig, SolekitConfigError } from "../../src/runtime";

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
    expect(config.backInStock?.revision).toBe("2024-06-15");
    expect(config.loyalty?.idApiUrl).toBe("https://id.example.com");
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

  it("rejects a missing required section", () => {
    const { shop: _shop, ...rest } = valid;
    expect(errorOf(rest).message).toMatch(/shop is required/);
  });

  it("lets a storefront that only searches leave out loyalty and backInStock", () => {
    const config = parseSolekitConfig({ search: valid.search, shop: valid.shop });
    expect(config.loyalty).toBeNull();
    expect(config.backInStock).toBeNull();
  });

  it("takes the booking manager's retailer code, and leaves bookings null without one", () => {
    expect(parseSolekitConfig({ ...valid, bookings: { retailerCode: " FITCLUB " } }).bookings).toEqual({
      retailerCode: "FITCLUB",
    });
    expect(parseSolekitConfig(valid).bookings).toBeNull();
    expect(errorOf({ ...valid, bookings: { retailerCode: "" } }).fields).toEqual(["bookings.retailerCode"]);
  });

  it("still validates loyalty and backInStock when they are given", () => {
    expect(errorOf({ ...valid, loyalty: { tenantId: "fitclub" } }).fields).toEqual(
      expect.arrayContaining(["loyalty.idApiUrl", "loyalty.apiBaseUrl", "loyalty.authHost"]),
    );
  });
});

describe("clients that need an optional section", () => {
  const searchOnly = parseSolekitConfig({ search: valid.search, shop: valid.shop });
  const storage = createMemoryStorage();

  it.each([
    ["the sign-in client", "loyalty", () => createLoyaltyAuthClient(searchOnly)],
    ["the loyalty client", "loyalty", () => createLoyaltyClient({ config: searchOnly, storage })],
    ["the back-in-stock client", "backInStock", () => createBackInStockClient(searchOnly)],
  ] as const)("%s refuses to start without %s, naming it", (user, section, create) => {
    let error: unknown;
    try {
      create();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SolekitConfigError);
    expect((error as SolekitConfigError).fields).toEqual([section]);
    expect((error as SolekitConfigError).message).toBe(
      `Invalid solekit configuration: ${section} is required by ${user}: add it to the configuration`,
    );
  });
});
