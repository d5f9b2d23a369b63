import { createSandbox, SANDBOX_CHANGES_CHANNEL } from "../../src/sandbox";
import { issueLoginToken } from "../../src/sandbox/handlers/auth-accounts";
import { commandRunner } from "../../src/sandbox/worker/command-runner";
import { sandboxInWorker } from "../../src/sandbox/worker/sandbox-in-worker";

const build = () => {
  const sandbox = createSandbox({ catalogueSize: 60 });
  return { sandbox, run: commandRunner(sandbox) };
};

describe("the sandbox's worker commands", () => {
  it("names the demo customer and gives the sandbox's offer banners", async () => {
    const { sandbox, run } = build();
    expect(await run({ command: "demo-customer" })).toEqual({
      customerId: sandbox.store.state.customer.session.customerId,
      email: sandbox.world.customer.profile.email,
    });
    const banners = await run({ command: "offer-banners" });
    expect(banners.map((banner) => banner.id)).toContain("double-rewards");
  });

  it("redeems a login link's token once", async () => {
    const { sandbox, run } = build();
    const email = sandbox.world.customer.profile.email ?? "";
    const token = sandbox.store.update((draft) => issueLoginToken(draft, email, Date.now()));
    expect((await run({ command: "redeem-login-token", token }))?.email).toBe(email);
    expect(await run({ command: "redeem-login-token", token })).toBeNull();
  });

  it("forgets the demo children, and gives the beacon log", async () => {
    const { sandbox, run } = build();
    expect(sandbox.store.state.customer.children.length).toBeGreaterThan(0);
    await run({ command: "forget-children" });
    expect(sandbox.store.state.customer.children).toEqual([]);
    expect(await run({ command: "beacon" })).toEqual([]);
  });

  it("reads the state part by part and replaces only the parts given", async () => {
    const { sandbox, run } = build();
    const parts = await run({ command: "saved-parts" });
    const customer = JSON.parse(parts.customer ?? "{}") as { orders: unknown[] };
    expect(customer.orders.length).toBeGreaterThan(0);
    customer.orders = [];
    const inboxBefore = sandbox.store.state.inbox;
    await run({ command: "restore-parts", parts: { customer: JSON.stringify(customer), notAPart: "1" } });
    expect(sandbox.store.state.customer.orders).toEqual([]);
    expect(sandbox.store.state.inbox).toEqual(inboxBefore);
    expect(sandbox.store.state).not.toHaveProperty("notAPart");
    // A part that is not JSON changes nothing.
    await expect(run({ command: "restore-parts", parts: { inbox: "{" } })).rejects.toThrow();
    expect(sandbox.store.state.inbox).toEqual(inboxBefore);
  });

  it("posts on the changes channel after every change of the state", async () => {
    const { IDBFactory } = await import("fake-indexeddb");
    globalThis.indexedDB = new IDBFactory();
    const inWorker = await sandboxInWorker({ catalogueSize: 60 }, "command-runner-test");
    const page = new BroadcastChannel(SANDBOX_CHANGES_CHANNEL);
    const changed = new Promise<void>((resolve) => {
      page.onmessage = () => resolve();
    });
    await inWorker.run({ command: "forget-children" });
    await changed;
    page.close();
    inWorker.close();
  });
});
