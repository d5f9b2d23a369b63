import type { LoyaltyClient } from "../../src/clients";
import { LOYALTY_ID_TOKEN_STORAGE_KEY } from "../../src/rules";
import type { SandboxFault as Fault } from "../../src/sandbox";
import { everythingShown, loyaltyClient, rejection } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => void unhandled.push(reason);
beforeAll(() => process.on("unhandledRejection", onUnhandled));
afterAll(() => void process.off("unhandledRejection", onUnhandled));

const card = () =>
  env.sandbox.world.customer.profile.identities.find((i) => i.handle === "ap21_card")?.identifier ?? "";

/** Representative calls: a read, a write, a paged read, the pass, the shop host and the token itself. */
const calls: readonly (readonly [string, string, (client: LoyaltyClient) => Promise<unknown>])[] = [
  ["getProfile", "GET /api/profile", (c) => c.getProfile()],
  ["createList", "POST /api/profile/lists", (c) => c.createList({ name: "Faulty" })],
  ["getMeasurements", "GET /api/connections/*/interactions", (c) => c.getMeasurements(2001)],
  [
    "getWalletPassUrl",
    "GET /api/pass/generate",
    (c) => c.getWalletPassUrl({ cardId: card(), device: "apple" }),
  ],
  ["getRandomShoeTagName", "GET /api/shoe-tag-name", (c) => c.getRandomShoeTagName()],
  ["ID token", "POST /api/v1/auth/token", (c) => c.getBalance()],
];

const validation = {
  message: "The name field is required.",
  errors: { name: ["The name field is required."] },
};

/** Each fault and the typed error it must give. */
const faults: readonly (readonly [string, Omit<Fault, "match">, Record<string, unknown>])[] = [
  ["500", { status: 500 }, { kind: "http", status: 500, message: "Injected fault (500)" }],
  ["401", { status: 401 }, { kind: "http", status: 401 }],
  [
    "422",
    { status: 422, body: validation },
    { kind: "http", status: 422, message: "The name field is required." },
  ],
  ["429", { status: 429 }, { kind: "http", status: 429 }],
  ["timeout", { timeout: true }, { kind: "timeout" }],
  ["offline", { offline: true }, { kind: "network" }],
  ["malformed JSON", { malformed: true }, { kind: "invalid-response" }],
  ["a schema-invalid body", { replyJson: { unexpected: true } }, { kind: "invalid-response" }],
];

describe.each(calls)("loyalty %s under faults", (_, match, call) => {
  it.each(faults)(
    "turns %s into the typed error, never showing the token",
    async (_name, fault, expected) => {
      // Only the timeout fault needs the client to give up soon; 1 s still lets the first call
      // through on a busy machine. Every other fault gets a generous timeout.
      const { client, storage } = await loyaltyClient(env.sandbox, {
        timeout: fault.timeout ? 1_000 : 10_000,
      });
      await client.getChildren(); // a token is held, so it could leak into the error if anything did
      const token = storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY) ?? "";
      if (match === "POST /api/v1/auth/token") client.clearToken();
      env.sandbox.faults.add({ match, ...fault });
      const error = await rejection(call(client));
      expect(error).toMatchObject(expected);
      expect(token.length).toBeGreaterThan(20);
      expect(everythingShown(error)).not.toContain(token);
      expect(unhandled).toEqual([]);
    },
  );
});

describe("loyalty client after a fault", () => {
  it("works again once the fault is gone, with the same token", async () => {
    const { client, requests } = await loyaltyClient(env.sandbox, { timeout: 10_000 });
    env.sandbox.faults.add({ match: "GET /api/profile", status: 500, times: 1 });
    await rejection(client.getProfile());
    expect((await client.getProfile()).first_name).toBe("Jess");
    expect(requests.count("POST /api/v1/auth/token")).toBe(1);
  });

  it("keeps a 422's field errors on the error for the form", async () => {
    const { client } = await loyaltyClient(env.sandbox);
    env.sandbox.faults.add({ match: "POST /api/profile/lists", status: 422, body: validation });
    const error = await rejection(client.createList({ name: "x" }));
    expect(error.data).toEqual(validation);
  });
});
