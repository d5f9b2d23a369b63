import * as v from "valibot";
import { createStorefrontClient, parseSolekitConfig } from "../../src/clients";
import {
  DEMO_EMAIL,
  SANDBOX_CUSTOMER_PASSWORD,
  SANDBOX_STOREFRONT_ACCESS_TOKEN,
  sandboxHosts,
} from "../../src/sandbox";
import { errorText, failure, faultMatrix } from "../support/fault-matrix";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const config = parseSolekitConfig(env.sandbox.config());
// Generous for every call, so a busy machine never turns an answer into a timeout; the impatient
// client gives up soon on the one fault that never answers.
const storefront = createStorefrontClient(config, { timeout: 10_000 });
const impatientStorefront = createStorefrontClient(config, { timeout: 250 });
const { world } = env.sandbox;
const shoe = world.products.find((p) => p.published && p.kind === "shoe" && p.variants.length > 3);
const giftCard = world.products.find((p) => p.kind === "gift-card");
if (!shoe || !giftCard) throw new Error("world without a shoe or gift card");

const signIn = async (password = SANDBOX_CUSTOMER_PASSWORD, client = storefront) =>
  client.customerAccessTokenCreate({ email: DEMO_EMAIL, password });

describe("storefront client: products", () => {
  it("reads product nodes by global id with variants, options and the spec's metafields", async () => {
    const [product] = await storefront.products([shoe.gid]);
    expect(product).toMatchObject({
      id: shoe.gid,
      title: shoe.title,
      handle: shoe.handle,
      vendor: shoe.vendor,
      brand: shoe.metafields.omneo.brand,
      featuredImage: { url: shoe.images[0]?.src },
      metafields: {
        customer_facing_product_name: shoe.customer_facing_product_name,
        age_group: shoe.age_group,
      },
    });
    expect(product?.variants).toHaveLength(shoe.variants.length);
    const variant = shoe.variants[0];
    expect(product?.variants[0]).toEqual({
      id: variant?.gid,
      sku: variant?.sku,
      title: variant?.title,
      availableForSale: variant?.availableForSale,
      currentlyNotInStock: false,
      price: { amount: ((variant?.price ?? 0) / 100).toFixed(2), currencyCode: "AUD" },
      compareAtPrice:
        variant?.compare_at_price == null
          ? null
          : { amount: (variant.compare_at_price / 100).toFixed(2), currencyCode: "AUD" },
      selectedOptions: [
        { name: "Size", value: variant?.option1 },
        { name: "Width", value: variant?.option2 },
      ],
      size: variant?.option1,
      width: variant?.option2,
      metafields: {
        customer_facing_product_name: shoe.customer_facing_product_name,
        age_group: shoe.age_group,
        kids_uk: variant?.metafields?.kids_uk,
        kids_us: variant?.metafields?.kids_us,
        euro: variant?.metafields?.euro,
        centimeter: variant?.metafields?.centimeter,
      },
    });
    const prices = shoe.variants.map((x) => x.price);
    expect(product?.priceRange.maxVariantPrice.amount).toBe((Math.max(...prices) / 100).toFixed(2));
  });

  it("accepts numeric ids, keeps the order asked and leaves out ids that name no product", async () => {
    const products = await storefront.products([giftCard.id, "gid://shopify/Product/999999999", shoe.gid]);
    expect(products.map((p) => p.id)).toEqual([giftCard.gid, shoe.gid]);
    expect(products[0]?.variants[0]).toMatchObject({
      size: null,
      width: null,
      metafields: { kids_uk: null },
    });
  });

  it("fetches more than 250 ids in several queries", async () => {
    const published = world.products.filter((p) => p.published).slice(0, 260);
    expect(published).toHaveLength(260);
    const products = await storefront.products(published.map((p) => p.gid));
    expect(products.map((p) => p.id)).toEqual(published.map((p) => p.gid));
  });

  it("turns GraphQL errors into a SolekitError with the first message and code", async () => {
    const error = await failure(storefront.products(["not-a-global-id"]));
    expect(error).toMatchObject({
      kind: "http",
      code: "INVALID",
      message: "Invalid global id 'not-a-global-id'",
    });
  });

  it("runs documents of one's own through the generic transport", async () => {
    const data = await storefront.transport.request(
      "query Mine($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { id title handle vendor priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } } variants(first: 1) { nodes { id } } } } }",
      { ids: [shoe.gid] },
      v.object({
        nodes: v.array(v.object({ id: v.string(), variants: v.object({ nodes: v.array(v.unknown()) }) })),
      }),
    );
    expect(data.nodes[0]?.variants.nodes).toHaveLength(1);
  });
});

describe("storefront client: customer", () => {
  it("creates an access token for the demo customer's email and password", async () => {
    const result = await signIn();
    expect(result.customerUserErrors).toEqual([]);
    expect(result.customerAccessToken?.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(result.customerAccessToken?.expiresAt ?? "")).toBeGreaterThan(Date.now());
  });

  it("answers a wrong password with UNIDENTIFIED_CUSTOMER and no token", async () => {
    expect(await signIn("wrong-password")).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{ code: "UNIDENTIFIED_CUSTOMER", field: null, message: "Unidentified customer" }],
    });
  });

  it("updates the customer; a new password revokes the old token and answers a new one", async () => {
    const token = (await signIn()).customerAccessToken?.accessToken ?? "";
    const renamed = await storefront.customerUpdate({ firstName: "Jessica", acceptsMarketing: true }, token);
    expect(renamed).toMatchObject({
      customer: { email: DEMO_EMAIL, firstName: "Jessica", acceptsMarketing: true },
      customerAccessToken: null,
      customerUserErrors: [],
    });
    const repassed = await storefront.customerUpdate({ password: "n3w-password" }, token);
    expect(repassed.customerAccessToken?.accessToken).toMatch(/^[0-9a-f]{32}$/);
    const stale = await storefront.customerUpdate({ firstName: "Jess" }, token);
    expect(stale.customerUserErrors[0]?.code).toBe("TOKEN_INVALID");
    expect((await signIn()).customerUserErrors[0]?.code).toBe("UNIDENTIFIED_CUSTOMER");
    expect((await signIn("n3w-password")).customerAccessToken).not.toBeNull();
  });

  it("refuses invalid fields with the storefront's user errors", async () => {
    const token = (await signIn()).customerAccessToken?.accessToken ?? "";
    const result = await storefront.customerUpdate({ email: "not-an-email", password: "abc" }, token);
    expect(result.customer).toBeNull();
    expect(result.customerUserErrors).toEqual([
      { code: "INVALID", field: ["customer", "email"], message: "Email is invalid" },
      { code: "TOO_SHORT", field: ["customer", "password"], message: expect.stringContaining("too short") },
    ]);
  });

  it("sends the storefront token only as a header: the right one passes, a wrong one gets 401 without leaking", async () => {
    const withToken = createStorefrontClient(
      parseSolekitConfig(
        env.sandbox.config({
          shop: {
            domain: "shop.solekit.test",
            origin: sandboxHosts.shop,
            storefrontAccessToken: SANDBOX_STOREFRONT_ACCESS_TOKEN,
          },
        }),
      ),
    );
    expect(
      (await withToken.customerAccessTokenCreate({ email: DEMO_EMAIL, password: SANDBOX_CUSTOMER_PASSWORD }))
        .customerAccessToken,
    ).not.toBeNull();
    const secret = "wrong-storefront-token-123";
    const wrong = createStorefrontClient(
      parseSolekitConfig(
        env.sandbox.config({
          shop: { domain: "shop.solekit.test", origin: sandboxHosts.shop, storefrontAccessToken: secret },
        }),
      ),
    );
    const error = await failure(wrong.products([shoe.gid]));
    expect(error).toMatchObject({
      kind: "http",
      status: 401,
      message: expect.stringContaining("Invalid API key"),
    });
    expect(errorText(error)).not.toContain(secret);
  });

  it("keeps passwords and tokens out of error messages even when the server echoes them", async () => {
    const password = "echoed-secret-password";
    env.sandbox.faults.add({
      match: "POST /graphql",
      replyJson: { errors: [{ message: `Variable $input has invalid value ${password}` }] },
    });
    const error = await failure(storefront.customerAccessTokenCreate({ email: DEMO_EMAIL, password }));
    expect(error.message).toBe("Variable $input has invalid value [redacted]");
  });
});

describe("storefront client: fault matrix", () => {
  const callsOf = (client: typeof storefront) => ({
    products: () => client.products([shoe.gid]),
    customerAccessTokenCreate: () => signIn(SANDBOX_CUSTOMER_PASSWORD, client),
    customerUpdate: () => client.customerUpdate({ firstName: "Jess" }, "some-token"),
  });
  const calls = callsOf(storefront);
  describe.each(Object.keys(calls) as (keyof typeof calls)[])("%s", (name) => {
    it.each(faultMatrix({ data: { nodes: "x", customerAccessTokenCreate: 1, customerUpdate: 1 } }))(
      "$name → $kind",
      async ({ fault, kind, status }) => {
        env.sandbox.faults.add({ match: "POST /graphql", ...fault });
        const error = await failure(callsOf(fault.timeout ? impatientStorefront : storefront)[name]());
        expect(error.kind).toBe(kind);
        if (status) expect(error).toMatchObject({ status, message: `Injected fault (${status})` });
        expect(errorText(error)).not.toContain(SANDBOX_CUSTOMER_PASSWORD);
      },
    );
  });
});
