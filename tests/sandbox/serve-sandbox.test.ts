import { IDBFactory } from "fake-indexeddb";
import * as v from "valibot";
import { searchResponseSchema } from "../../src/clients/search/search.schemas";
import {
  createSandbox,
  type SandboxCommand,
  type SandboxMessageEvent,
  type SandboxWorkerScope,
  sandboxHosts,
  serveSandbox,
} from "../../src/sandbox";

const ORIGIN = "http://localhost:5173";

// A service worker's global scope as a test drives it: events go to the listeners serveSandbox
// added, and each one's `respondWith` and `waitUntil` are collected.
function fakeWorker() {
  const listeners = new Map<string, (event: never) => void>();
  const scope: SandboxWorkerScope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: never) => void) => void listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  const dispatch = async (type: string, extra: object = {}) => {
    const pending: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    const event = {
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      respondWith: (answer: Promise<Response>) => {
        response = answer;
      },
      ...extra,
    };
    listeners.get(type)?.(event as never);
    const answered = response ? await response : undefined;
    await Promise.all(pending);
    return answered;
  };
  return {
    scope,
    install: () => dispatch("install"),
    fetch: (url: string, init?: RequestInit) => dispatch("fetch", { request: new Request(url, init) }),
    async send(command: SandboxCommand | { command: "unknown" }) {
      const channel = new MessageChannel();
      const reply = new Promise<unknown>((resolve) => {
        channel.port1.onmessage = ({ data }) => {
          channel.port1.close();
          resolve(data);
        };
      });
      await dispatch("message", {
        data: command,
        ports: [channel.port2],
      } satisfies Partial<SandboxMessageEvent>);
      return Promise.race([reply, new Promise((resolve) => setTimeout(() => resolve("no reply"), 200))]);
    },
  };
}

const options = { catalogueSize: 60, storageKey: "serve-sandbox-test" };
// The world is the seed's: the worker's is the same as this one.
const stockedVariant = createSandbox({ catalogueSize: 60 })
  .world.products.filter((product) => product.published && product.kind === "shoe")
  .flatMap((product) => product.variants)
  .find((variant) => variant.inventory_quantity >= 2);
if (!stockedVariant) throw new Error("world without a stocked shoe");
const searchUrl = `${sandboxHosts.search}/api/search/search.json?siteId=sandbox&q=shoe`;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe("serveSandbox (the sandbox in a service worker)", () => {
  it("answers the sandbox's hosts and images, and leaves the app's own files to the network", async () => {
    const worker = fakeWorker();
    serveSandbox(worker.scope, options);
    await worker.install();
    const search = await worker.fetch(searchUrl);
    expect(search?.status).toBe(200);
    const page = v.parse(searchResponseSchema, await search?.json());
    expect(page.pagination.totalResults).toBeGreaterThan(0);
    expect(await worker.fetch(`${ORIGIN}/assets/app.js`)).toBeUndefined();
    expect(await worker.fetch("https://fonts.example.com/a.woff2")).toBeUndefined();
    const avatar = await worker.fetch(`${ORIGIN}/sandbox/avatars/1.svg`);
    expect(avatar?.headers.get("Content-Type")).toBe("image/svg+xml");
  });

  it("keeps the state in IndexedDB, so a restarted worker answers with it", async () => {
    const first = fakeWorker();
    serveSandbox(first.scope, options);
    const cart = async (worker: ReturnType<typeof fakeWorker>) =>
      (await (await worker.fetch(`${sandboxHosts.shop}/cart.js`))?.json()) as { item_count: number };
    expect((await cart(first)).item_count).toBe(0);
    const add = await first.fetch(`${sandboxHosts.shop}/cart/add.js`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: [{ id: stockedVariant.id, quantity: 2 }] }),
    });
    expect(add?.status).toBe(200);

    // The browser stopped the idle worker; the next request starts a new one.
    const restarted = fakeWorker();
    serveSandbox(restarted.scope, options);
    expect((await cart(restarted)).item_count).toBe(2);
  });

  it("takes faults, conditions and resets as messages, replying on the port it was given", async () => {
    const worker = fakeWorker();
    serveSandbox(worker.scope, options);
    const searchFault = { match: "/api/search/*", status: 503 } as const;
    expect(await worker.send({ command: "set-faults", name: "search", faults: [searchFault] })).toEqual({
      ok: true,
      reply: null,
    });
    expect((await worker.fetch(searchUrl))?.status).toBe(503);
    // Set again under the same name (a page setting its faults on every load): no second rule.
    await worker.send({ command: "set-faults", name: "search", faults: [searchFault] });
    await worker.send({ command: "set-faults", name: "search", faults: [] });
    expect((await worker.fetch(searchUrl))?.status).toBe(200);

    expect(await worker.send({ command: "set-conditions", failureRate: 1 })).toEqual({
      ok: true,
      reply: null,
    });
    expect((await worker.fetch(searchUrl))?.status).toBe(500);
    await worker.send({ command: "set-conditions", failureRate: 0 });

    const session = (await worker.send({ command: "customer-session" })) as {
      ok: true;
      reply: { logged: boolean };
    };
    expect(session.reply.logged).toBe(true);
    expect(await worker.send({ command: "inbox" })).toEqual({ ok: true, reply: [] });
    expect(await worker.send({ command: "reset" })).toEqual({ ok: true, reply: null });
  });

  it("says why a command failed, and ignores messages that are not commands", async () => {
    const worker = fakeWorker();
    serveSandbox(worker.scope, options);
    // A rule without a pattern: the sandbox's faults cannot match it.
    const failed = (await worker.send({
      command: "set-faults",
      name: "broken",
      faults: [{ match: 42 as unknown as string }],
    })) as {
      ok: boolean;
      message: string;
    };
    expect(failed.ok).toBe(false);
    expect(failed.message).not.toBe("");
    expect(await worker.send({ command: "unknown" })).toBe("no reply");
  });
});
