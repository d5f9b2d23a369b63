import * as v from "valibot";
import { PRODUCT_NODES_QUERY, productNodesDataSchema } from "../../src/clients";
import { DEMO_EMAIL, SANDBOX_CUSTOMER_PASSWORD, sandboxHosts } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const endpoint = `${sandboxHosts.shop}/graphql`;
const graphql = async (query: string, variables?: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown } };
};
const shoe = env.sandbox.world.products.find((p) => p.published && p.kind === "shoe");
const unpublished = env.sandbox.world.products.find((p) => !p.published);
if (!shoe) throw new Error("world without a shoe");

describe("sandbox storefront GraphQL", () => {
  it("answers nodes with null for unknown or unpublished products and {} for a variant id", async () => {
    const ids = [shoe.gid, shoe.variants[0]?.gid, "gid://shopify/Product/1", unpublished?.gid].filter(
      Boolean,
    );
    const { body } = await graphql(PRODUCT_NODES_QUERY, { ids });
    const data = v.parse(productNodesDataSchema, body.data);
    expect(data.nodes[0]).toMatchObject({ id: shoe.gid });
    expect(data.nodes.slice(1)).toEqual(unpublished ? [{}, null, null] : [{}, null]);
  });

  it("answers only the metafields asked for, null where the product has none", async () => {
    const { body } = await graphql(PRODUCT_NODES_QUERY, {
      ids: [shoe.gid],
      productMetafields: [
        { namespace: "omneo", key: "brand" },
        { namespace: "utopia", key: "nope" },
      ],
      variantMetafields: [{ namespace: "utopia", key: "euro" }],
    });
    const node = (
      body.data as { nodes: { metafields: unknown[]; variants: { nodes: { metafields: unknown[] }[] } }[] }
    ).nodes[0];
    expect(node?.metafields).toEqual([{ namespace: "omneo", key: "brand", value: shoe.vendor }, null]);
    expect(node?.variants.nodes[0]?.metafields).toEqual([
      { namespace: "utopia", key: "euro", value: shoe.variants[0]?.metafields?.euro },
    ]);
  });

  it("honours variants(first:)", async () => {
    const query = PRODUCT_NODES_QUERY.replace("variants(first: 250)", "variants(first: 1)");
    const { body } = await graphql(query, { ids: [shoe.gid] });
    expect(v.parse(productNodesDataSchema, body.data).nodes[0]).toMatchObject({
      variants: [expect.anything()],
    });
  });

  it("refuses more than 250 ids, unknown operations and unknown update fields with GraphQL errors", async () => {
    const many = Array.from({ length: 251 }, (_, i) => `gid://shopify/Product/${i + 1}`);
    expect((await graphql(PRODUCT_NODES_QUERY, { ids: many })).body.errors).toEqual([
      expect.objectContaining({ extensions: { code: "MAX_INPUT_SIZE_EXCEEDED" } }),
    ]);
    expect((await graphql("query { shop { name } }")).body.errors).toEqual([
      expect.objectContaining({ extensions: { code: "UNSUPPORTED_OPERATION" } }),
    ]);
    const update = await graphql(
      "mutation ($customer: CustomerUpdateInput!, $t: String!) { customerUpdate(customer: $customer, customerAccessToken: $t) { customer { id } } }",
      { customer: { nickname: "J" }, customerAccessToken: "x" },
    );
    expect(update.body.errors).toEqual([
      expect.objectContaining({ extensions: { code: "INVALID_VARIABLE" } }),
    ]);
  });

  it("answers a body without a query with 400 and a wrong storefront token with 401", async () => {
    const noQuery = await fetch(endpoint, { method: "POST", body: JSON.stringify({ variables: {} }) });
    expect(noQuery.status).toBe(400);
    expect(
      (await graphql(PRODUCT_NODES_QUERY, { ids: [] }, { "X-Shopify-Storefront-Access-Token": "nope" }))
        .status,
    ).toBe(401);
  });

  it("issues tokens that expire after 14 days", async () => {
    const { body } = await graphql(
      "mutation ($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } } }",
      { input: { email: DEMO_EMAIL.toUpperCase(), password: SANDBOX_CUSTOMER_PASSWORD } },
    );
    const token = (body.data as { customerAccessTokenCreate: { customerAccessToken: { expiresAt: string } } })
      .customerAccessTokenCreate.customerAccessToken;
    const days = (Date.parse(token.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(env.sandbox.store.state.storefront.accessTokens).toHaveLength(1);
  });
});
