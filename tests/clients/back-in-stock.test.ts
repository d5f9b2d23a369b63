import { createBackInStockClient, parseSolekitConfig } from "../../src/clients";
import { messages } from "../../src/rules";
import { errorText, failure, faultMatrix } from "../support/fault-matrix";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const config = parseSolekitConfig(env.sandbox.config());
// A generous timeout, so a busy machine never fails a call that should succeed; the timeout row
// of the fault matrix uses a client that gives up quickly.
const backInStock = createBackInStockClient(config, { timeout: 10_000 });
const impatientBackInStock = createBackInStockClient(config, { timeout: 250 });
const soldOut = env.sandbox.world.products.flatMap((p) => p.variants).find((v) => v.inventory_quantity === 0);
if (!soldOut) throw new Error("world without a sold-out variant");

describe("back-in-stock client", () => {
  it("subscribes: the provider stores the email and variant and answers 202 with no body", async () => {
    expect(await backInStock.subscribe(" sam@example.com ", soldOut.id)).toEqual({ sent: true });
    expect(env.sandbox.store.state.backInStockSubscriptions).toEqual([
      {
        companyId: "SANDBOX",
        email: "sam@example.com",
        variantId: soldOut.id,
        channels: ["EMAIL"],
        createdAt: expect.any(Number),
      },
    ]);
  });

  it("stores a repeated subscription once", async () => {
    await backInStock.subscribe("sam@example.com", soldOut.id);
    await backInStock.subscribe("SAM@example.com", String(soldOut.id));
    expect(env.sandbox.store.state.backInStockSubscriptions).toHaveLength(1);
  });

  it("sends the configured revision header, and the provider refuses a request without one", async () => {
    const dated = createBackInStockClient(
      parseSolekitConfig(
        env.sandbox.config({ backInStock: { ...env.sandbox.config().backInStock, revision: "2025-01-15" } }),
      ),
    );
    expect(await dated.subscribe("sam@example.com", soldOut.id)).toEqual({ sent: true });
    const response = await fetch(`${config.backInStock?.endpoint}?company_id=SANDBOX`, {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(400);
  });

  it("maps variant_not_found to the spec's message", async () => {
    expect(await failure(backInStock.subscribe("sam@example.com", 999_999_999))).toMatchObject({
      kind: "http",
      status: 400,
      code: "variant_not_found",
      message: messages.backInStockVariantNotFound,
    });
  });

  it("maps invalid to 'Invalid email'", async () => {
    expect(await failure(backInStock.subscribe("sam@", soldOut.id))).toMatchObject({
      status: 400,
      code: "invalid",
      message: "Invalid email",
    });
  });

  it("shows the first message for another code", async () => {
    env.sandbox.faults.add({
      match: "POST /client/back-in-stock-subscriptions",
      status: 429,
      body: { errors: [{ code: "throttled", detail: "Request was throttled." }, { detail: "second" }] },
    });
    expect(await failure(backInStock.subscribe("sam@example.com", soldOut.id))).toMatchObject({
      code: "throttled",
      message: "Request was throttled.",
    });
  });

  it("shows the generic form error when the error body cannot be read", async () => {
    env.sandbox.faults.add({
      match: "POST /client/back-in-stock-subscriptions",
      status: 500,
      body: "<html>",
    });
    expect((await failure(backInStock.subscribe("sam@example.com", soldOut.id))).message).toBe(
      messages.backInStockVariantNotFound,
    );
  });

  it("rejects a cancelled request as aborted", async () => {
    env.sandbox.faults.add({ match: "POST /client/back-in-stock-subscriptions", latency: 200 });
    const controller = new AbortController();
    const pending = failure(
      backInStock.subscribe("sam@example.com", soldOut.id, { signal: controller.signal }),
    );
    controller.abort();
    expect((await pending).kind).toBe("aborted");
  });

  describe("fault matrix", () => {
    // The spec: network failure is silent; a 2xx is a success whatever its body (only non-ok
    // answers are read); every non-ok answer is the first message.
    it.each(faultMatrix({ unexpected: true }))("$name", async ({ fault, kind, status }) => {
      env.sandbox.faults.add({ match: "POST /client/back-in-stock-subscriptions", ...fault });
      const client = kind === "timeout" ? impatientBackInStock : backInStock;
      const outcome = client.subscribe("sam@example.com", soldOut.id);
      if (kind === "network" || kind === "timeout") {
        expect(await outcome).toEqual({ sent: false, reason: kind });
      } else if (kind === "invalid-response") {
        expect(await outcome).toEqual({ sent: true });
      } else {
        const error = await failure(outcome);
        expect(error).toMatchObject({ kind, status, message: `Injected fault (${status})` });
        expect(errorText(error)).not.toContain("sam@example.com");
      }
    });
  });
});
