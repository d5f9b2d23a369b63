import { backInStockSubscription } from "../../src/rules";
import { sandboxHosts } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const endpoint = `${sandboxHosts.backInStock}/client/back-in-stock-subscriptions`;
const variantId = env.sandbox.world.products[1]?.variants[0]?.id ?? 0;
const subscribe = (body: unknown, { query = "?company_id=SANDBOX", revision = "2024-06-15" } = {}) =>
  fetch(`${endpoint}${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/vnd.api+json", ...(revision ? { revision } : {}) },
    body: JSON.stringify(body),
  });
const firstError = async (response: Response) =>
  ((await response.json()) as { errors: { code: string; source?: { pointer: string } }[] }).errors[0];

describe("sandbox back-in-stock provider", () => {
  it("answers 202 with an empty body and stores the subscription", async () => {
    const response = await subscribe(backInStockSubscription("sam@example.com", variantId));
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
    expect(env.sandbox.store.state.backInStockSubscriptions).toMatchObject([
      { email: "sam@example.com", variantId },
    ]);
  });

  it("answers a malformed email with code invalid pointing at the email", async () => {
    const response = await subscribe(backInStockSubscription("sam@", variantId));
    expect(response.status).toBe(400);
    expect(await firstError(response)).toMatchObject({
      code: "invalid",
      source: { pointer: "/data/attributes/profile/data/attributes/email" },
    });
  });

  it.each([
    ["an unknown variant", backInStockSubscription("sam@example.com", 999_999_999)],
    [
      "a variant id not in the platform format",
      {
        ...backInStockSubscription("sam@example.com", variantId),
        data: {
          ...backInStockSubscription("sam@example.com", variantId).data,
          relationships: { variant: { data: { type: "catalog-variant", id: String(variantId) } } },
        },
      },
    ],
  ])("answers %s with code variant_not_found", async (_, body) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect((await firstError(response))?.code).toBe("variant_not_found");
  });

  it("needs company_id and a revision header", async () => {
    const body = backInStockSubscription("sam@example.com", variantId);
    expect((await subscribe(body, { query: "" })).status).toBe(400);
    expect((await subscribe(body, { revision: "" })).status).toBe(400);
    expect(env.sandbox.store.state.backInStockSubscriptions).toEqual([]);
  });
});
