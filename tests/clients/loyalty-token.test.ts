import { createHmac } from "node:crypto";
import { createMemoryStorage, ID_TOKEN_EXPIRY_MARGIN_MS, isSolekitError } from "../../src/clients";
import {
  LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY,
  LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY,
  LOYALTY_ID_TOKEN_STORAGE_KEY,
} from "../../src/rules";
import { SANDBOX_ID_TOKEN_TTL_SECONDS } from "../../src/sandbox";
import { everythingShown, loyaltyClient, rejection, TOKEN_REQUEST } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

// The sandbox's own clock, so a test can make it expire a token the client still trusts.
let serverNow = Date.now();
const env = startSandboxServer({ loyalty: { now: () => serverNow } });
afterEach(() => {
  serverNow = Date.now();
});

/** A well-formed HS256 token signed with a key the sandbox does not know. */
function forgedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const body = `${part({ alg: "HS256", typ: "JWT" })}.${part({ ...claims, iat: now, exp: now + 3600 })}`;
  return `${body}.${createHmac("sha256", "not-the-sandbox-key").update(body).digest("base64url")}`;
}

function fakeClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("loyalty ID token", () => {
  it("asks for one token and shares it among concurrent and later calls", async () => {
    const { client, requests } = await loyaltyClient(env.sandbox);
    await Promise.all([client.getProfile(), client.getChildren(), client.getBalance(), client.getRewards()]);
    await client.getAddresses();
    expect(requests.count(TOKEN_REQUEST)).toBe(1);
    expect(requests.all).toHaveLength(6);
    expect(requests.all[0]).toBe(TOKEN_REQUEST);
  });

  it("stores the token, its expiry in epoch seconds and its owner through the storage adapter", async () => {
    const { client, storage } = await loyaltyClient(env.sandbox);
    await client.getProfile();
    const token = storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY);
    expect(token?.split(".")).toHaveLength(3);
    const exp = Number(storage.getItem(LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY));
    expect(exp).toBeGreaterThanOrEqual(Math.floor(serverNow / 1000) + SANDBOX_ID_TOKEN_TTL_SECONDS - 1);
    expect(storage.getItem(LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY)).toBe(
      env.sandbox.world.customer.session.customerId,
    );
  });

  it("reuses a stored token after a reload (a new client on the same storage)", async () => {
    const first = await loyaltyClient(env.sandbox);
    await first.client.getProfile();
    const second = await loyaltyClient(env.sandbox, { storage: first.storage });
    await second.client.getBalance();
    expect(second.requests.count(TOKEN_REQUEST)).toBe(0);
  });

  it("reuses the token until the clock reaches its expiry, then asks for a new one", async () => {
    const clock = fakeClock();
    const { client, requests } = await loyaltyClient(env.sandbox, { clock });
    await client.getProfile();
    clock.advance(SANDBOX_ID_TOKEN_TTL_SECONDS * 1000 - ID_TOKEN_EXPIRY_MARGIN_MS - 2000);
    await client.getProfile();
    expect(requests.count(TOKEN_REQUEST)).toBe(1);
    clock.advance(2000);
    await client.getProfile();
    expect(requests.count(TOKEN_REQUEST)).toBe(2);
  });

  it("never reuses a token stored for another customer", async () => {
    const storage = createMemoryStorage({
      [LOYALTY_ID_TOKEN_STORAGE_KEY]: "someone.elses.token",
      [LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY]: String(Math.floor(Date.now() / 1000) + 3600),
      [LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY]: "another-customer",
    });
    const { client, requests } = await loyaltyClient(env.sandbox, { storage });
    await client.getProfile();
    expect(requests.all).toEqual([TOKEN_REQUEST, "GET /api/profile"]);
  });

  it("refreshes the token once when the API answers 401, and retries the call", async () => {
    const { client, requests } = await loyaltyClient(env.sandbox);
    await client.getBalance();
    env.sandbox.faults.add({ match: "GET /api/profile", status: 401, times: 1 });
    expect((await client.getProfile()).first_name).toBe("Jess");
    expect(requests.all).toEqual([
      TOKEN_REQUEST,
      "GET /api/profile/balances",
      "GET /api/profile",
      TOKEN_REQUEST,
      "GET /api/profile",
    ]);
  });

  it("gives up after the second 401 and forgets the token", async () => {
    const { client, requests, storage } = await loyaltyClient(env.sandbox);
    env.sandbox.faults.add({ match: "GET /api/profile", status: 401 });
    const error = await rejection(client.getProfile());
    expect(error).toMatchObject({ kind: "http", status: 401 });
    expect(requests.count(TOKEN_REQUEST)).toBe(2);
    expect(requests.count("GET /api/profile")).toBe(2);
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("recovers when the service expired the token before the client's clock did", async () => {
    const { client, requests } = await loyaltyClient(env.sandbox, { clock: fakeClock() });
    await client.getProfile();
    serverNow += (SANDBOX_ID_TOKEN_TTL_SECONDS + 1) * 1000;
    expect((await client.getRewards()).length).toBeGreaterThan(0);
    expect(requests.count(TOKEN_REQUEST)).toBe(2);
  });

  it("recovers from a forged stored token: the real service refuses it and a new one is fetched", async () => {
    const session = await env.sandbox.customerSession();
    const storage = createMemoryStorage({
      [LOYALTY_ID_TOKEN_STORAGE_KEY]: forgedToken({ sub: session.id, pid: 1_000_001, typ: "id" }),
      [LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY]: String(Math.floor(Date.now() / 1000) + 3600),
      [LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY]: session.id,
    });
    const { client, requests } = await loyaltyClient(env.sandbox, { storage });
    await client.getProfile();
    expect(requests.all).toEqual(["GET /api/profile", TOKEN_REQUEST, "GET /api/profile"]);
  });

  it("shares one refresh among concurrent calls refused with 401", async () => {
    const { client, requests } = await loyaltyClient(env.sandbox);
    await client.getBalance();
    env.sandbox.faults.add({ match: "GET /api/profile/*", status: 401, times: 3 });
    await Promise.all([client.getRewards(), client.getLedgers(), client.getInteractions()]);
    expect(requests.count(TOKEN_REQUEST)).toBe(2);
  });

  it("rejects a wrong signature with the service's 401 and does not loop", async () => {
    const session = await env.sandbox.customerSession();
    const { client, requests } = await loyaltyClient(env.sandbox, {
      customer: { ...session, signature: "00".repeat(32) },
    });
    expect(await rejection(client.getProfile())).toMatchObject({
      kind: "http",
      status: 401,
      message: "Invalid signature.",
    });
    expect(requests.all).toEqual([TOKEN_REQUEST]);
  });

  it.each([
    ["no customer", null],
    ["a logged-out customer", { id: "6500000001", logged: false, signature: "ab" }],
  ] as const)("rejects every call with %s as 401 not_signed_in, sending nothing", async (_, customer) => {
    const { client, requests } = await loyaltyClient(env.sandbox, { customer });
    expect(await rejection(client.getProfile())).toMatchObject({
      kind: "http",
      status: 401,
      code: "not_signed_in",
    });
    expect(requests.all).toEqual([]);
  });

  it("forgets the token on clearToken (logout), so the next call asks again", async () => {
    const { client, requests, storage } = await loyaltyClient(env.sandbox);
    await client.getProfile();
    client.clearToken();
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY)).toBeNull();
    await client.getProfile();
    expect(requests.count(TOKEN_REQUEST)).toBe(2);
  });

  it("does not store a token that arrives after a logout", async () => {
    const { client, storage } = await loyaltyClient(env.sandbox);
    const call = client.getProfile();
    client.clearToken();
    await call;
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  // The page being left after a logout went on with a call it had started (the guest wishlist's
  // sync): its token request, sent after the logout, stored a fresh ID token.
  it("stores no token asked for after a logout either, while the page is left", async () => {
    const { client, requests, storage } = await loyaltyClient(env.sandbox);
    await client.getProfile();
    client.clearToken();
    await client.getProfile();
    await client.getBalance();
    expect(requests.count(TOKEN_REQUEST)).toBeGreaterThan(1);
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY)).toBeNull();
  });

  it("lets one caller abort without failing the others that share the token request", async () => {
    const { client } = await loyaltyClient(env.sandbox);
    const controller = new AbortController();
    const aborted = client.getProfile({ signal: controller.signal });
    const other = client.getBalance();
    controller.abort();
    expect(await rejection(aborted)).toMatchObject({ kind: "aborted" });
    expect((await other).reward_balance).toBeGreaterThan(0);
  });

  it("starts no token request for a caller that has already given up", async () => {
    // Started and then left alone, its failure went unhandled (a test run's unhandled rejection).
    const { client, requests } = await loyaltyClient(env.sandbox);
    const controller = new AbortController();
    controller.abort();
    expect(await rejection(client.getProfile({ signal: controller.signal }))).toMatchObject({
      kind: "aborted",
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.all).toEqual([]);
  });

  it("keeps the token out of every URL and every error", async () => {
    const { client, requests, storage } = await loyaltyClient(env.sandbox);
    await client.getOrders();
    const token = storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY) ?? "";
    env.sandbox.faults.add({ match: "GET /api/orders", status: 500 });
    const error = await client.getOrders().catch((e: unknown) => e);
    expect(isSolekitError(error)).toBe(true);
    expect(token.length).toBeGreaterThan(20);
    expect(requests.urls.some((url) => url.includes(token))).toBe(false);
    expect(everythingShown(error)).not.toContain(token);
  });
});
