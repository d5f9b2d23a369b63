import { getResponse } from "msw";
import { createSandbox, memoryPersistence, sandboxHosts } from "../../src/sandbox";
import { ORDER_COUNT } from "../../src/sandbox/world/customer/orders";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const api = `${sandboxHosts.loyaltyApi}/api`;

let token = "";
beforeEach(async () => {
  const session = await env.sandbox.customerSession();
  const response = await fetch(`${sandboxHosts.idApi}/api/v1/auth/token`, {
    method: "POST",
    body: JSON.stringify({ id: session.id, signature: session.signature }),
  });
  token = ((await response.json()) as { token: string }).token;
});

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
  };
}

const childBody = (shoeTag: string) => ({
  profile: {
    first_name: "Noah",
    birth_month: 2,
    birth_year: 2021,
    identities: [{ handle: "shoetag", identifier: shoeTag }],
  },
  connection: { connection_definition_id: 1, name: "Child", status: "accepted" },
});

describe("sandbox loyalty API", () => {
  it("answers POST /connections with HTTP 200 and the outcome's status inside the body", async () => {
    const created = await call("POST", "/connections", childBody("Jolly Dingo"));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 201,
      message: "Connection created.",
      data: { first_name: "Noah" },
    });
    const taken = await call("POST", "/connections", childBody("jolly dingo"));
    expect(taken).toEqual({
      status: 200,
      body: {
        status: 422,
        message: "The shoe tag has already been taken.",
        errors: { shoe_tag: ["The shoe tag has already been taken."] },
      },
    });
  });

  it("stores a child's birthday day as 1 when only month and year are given", async () => {
    const created = await call("POST", "/connections", childBody("Lucky Possum"));
    expect(created.body?.data).toMatchObject({ connector: { birth_day: 1, birth_date: "2021-02-01" } });
  });

  it("answers validation errors as 422 { message, errors } with a count of the rest", async () => {
    const answer = await call("POST", "/profile/addresses", { meta: {} });
    expect(answer.status).toBe(422);
    expect(answer.body?.message).toBe("The address line 1 field is required. (and 6 more errors)");
    expect(Object.keys((answer.body?.errors as object) ?? {})).toEqual([
      "address_line_1",
      "city",
      "state",
      "postcode",
      "country",
      "meta.first_name",
      "meta.last_name",
    ]);
    expect((await call("POST", "/profile/lists", [1, 2])).status).toBe(422);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await fetch(`${api}/profile/lists`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: "{name",
    });
    expect(response.status).toBe(400);
  });

  it("pages with page[number] and page[size], capped at 100, and refuses a page below 1", async () => {
    const capped = await call("GET", "/orders?page[size]=500");
    expect(capped.body?.meta).toEqual({ current_page: 1, last_page: 1, per_page: 100, total: ORDER_COUNT });
    const second = await call("GET", "/orders?page[number]=2&page[size]=10");
    expect(second.body?.data).toHaveLength(10);
    expect((await call("GET", "/orders?page[number]=0")).status).toBe(422);
    expect((await call("GET", "/orders?sort=-price")).status).toBe(422);
  });

  it("includes transaction items' products only when asked to", async () => {
    type Page = { data: { items: { product?: unknown }[] }[] };
    const plain = (await call("GET", "/profile/transactions")).body as unknown as Page;
    expect(plain.data[0]?.items[0]).not.toHaveProperty("product");
    const included = (await call("GET", "/profile/transactions?include=product")).body as unknown as Page;
    expect(included.data[0]?.items[0]).toHaveProperty("product");
  });

  it("answers 404 for find-transactions with no match", async () => {
    expect(await call("GET", "/profile/transactions?filter[receipt_ref]=none")).toEqual({
      status: 404,
      body: { message: "Transaction not found." },
    });
  });

  it("changes nothing when a request fails half-way", async () => {
    const before = JSON.stringify(env.sandbox.store.state.customer.profile);
    const future = new Date().getUTCFullYear() + 2;
    expect((await call("PUT", "/profile", { first_name: "Changed", birth_year: future })).status).toBe(422);
    expect(JSON.stringify(env.sandbox.store.state.customer.profile)).toBe(before);
  });

  it("deletes with 204 and no body", async () => {
    const [address] = env.sandbox.store.state.customer.addresses;
    expect(await call("DELETE", `/profile/addresses/${address?.id}`)).toEqual({ status: 204, body: null });
  });

  it("keeps the one-id sequence going for everything it creates", async () => {
    const list = (await call("POST", "/profile/lists", { name: "A" })).body?.data as { id: number };
    const address = (
      await call("POST", "/profile/addresses", {
        address_line_1: "1 A St",
        city: "Hobart",
        state: "TAS",
        postcode: "7000",
        country: "Australia",
        meta: { first_name: "A", last_name: "B" },
      })
    ).body?.data as { id: number };
    expect(address.id).toBe(list.id + 1);
    await call("DELETE", `/profile/lists/${list.id}`);
    const next = (await call("POST", "/profile/lists", { name: "B" })).body?.data as { id: number };
    expect(next.id).toBeGreaterThan(address.id);
  });
});

describe("sandbox loyalty persistence", () => {
  it("keeps what the API created across a reload", async () => {
    const persistence = memoryPersistence();
    const first = createSandbox({ catalogueSize: 50, persistence });
    const send = async (url: string, init: RequestInit) =>
      (await getResponse(first.handlers, new Request(url, init)))?.json() as Promise<Record<string, never>>;
    const session = await first.customerSession();
    const { token: bearer } = await send(`${sandboxHosts.idApi}/api/v1/auth/token`, {
      method: "POST",
      body: JSON.stringify({ id: session.id, signature: session.signature }),
    });
    const headers = { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" };
    const [mia] = first.store.state.customer.children;
    await send(`${api}/profile/lists`, { method: "POST", headers, body: JSON.stringify({ name: "Kept" }) });
    await send(`${api}/connections/${mia?.id}/interactions`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        name: "Measurement Recorded",
        meta: { measurement: { size_shoe: { unit: "AU/UK", value: "2" }, width_shoe: { value: "G" } } },
      }),
    });
    const second = createSandbox({ catalogueSize: 50, persistence });
    expect(second.store.state.customer.wishlists.map((l) => l.name)).toContain("Kept");
    expect(second.store.state.customer.measurements[0]?.meta.measurement.size_shoe.value).toBe("2");
    expect(second.store.state.loyalty.nextId).toBe(first.store.state.loyalty.nextId);
  });
});
