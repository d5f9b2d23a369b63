import * as v from "valibot";
import {
  BEACON_BATCH_MAX_CHARS,
  type BeaconEvent,
  beaconBatchSchema,
  beaconProduct,
  createBeaconClient,
} from "../../src/clients/beacon";
import { createHttp, type Http, type HttpRequest, SolekitError } from "../../src/clients/http";
import { createTrackingIds } from "../../src/clients/search";
import { BEACON_BATCH_DELAY_MS } from "../../src/rules/constants";
import { createMemoryStorage, parseSolekitConfig } from "../../src/runtime";
import { sandboxConfig, sandboxHosts } from "../../src/sandbox";
import { recordingFetch } from "../support/recording-fetch";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const config = parseSolekitConfig(sandboxConfig());
const NOW = Date.parse("2026-03-01T10:00:00.000Z");

/** A transport that records what the beacon would send, and fails when told to. */
function stubHttp() {
  const sent: HttpRequest<v.GenericSchema>[] = [];
  const state = { fail: false };
  const http: Http = {
    baseURL: sandboxHosts.beacon,
    async request(request) {
      sent.push(request as HttpRequest<v.GenericSchema>);
      if (state.fail) throw new SolekitError({ kind: "network", message: "offline" });
      return v.parse(request.schema, { success: true });
    },
  };
  const batch = (n: number) => v.parse(beaconBatchSchema, sent[n]?.body);
  return { http, sent, state, batch };
}

function beaconWith(http: Http) {
  const storage = createMemoryStorage();
  const trackingIds = createTrackingIds(storage);
  const beacon = createBeaconClient(config, {
    storage,
    http,
    trackingIds,
    clock: { now: () => NOW },
    pageUrl: () => "https://shop.solekit.test/search?query=boots",
  });
  return { beacon, trackingIds };
}

const product = {
  id: "7000001",
  sku: "ASI-1-NVY",
  intellisuggestData: "7000001.x",
  intellisuggestSignature: "ab12",
};

describe("beacon batching", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("sends every event of a 400 ms window in one keepalive POST", async () => {
    const { http, sent, batch } = stubHttp();
    const { beacon } = beaconWith(http);
    beacon.render({ source: "search", query: "boots" });
    await vi.advanceTimersByTimeAsync(BEACON_BATCH_DELAY_MS - 100);
    beacon.impression({ source: "search", query: "boots", products: [beaconProduct(product, 1)] });
    beacon.click({ source: "search", query: "boots", products: [beaconProduct(product, 1)] });
    expect(beacon.pending).toBe(3);
    await vi.advanceTimersByTimeAsync(99);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: "POST", path: "/beacon", keepalive: true });
    expect(batch(0).map((event) => event.type)).toEqual(["render", "impression", "click"]);
    expect(beacon.pending).toBe(0);
  });

  it("starts a new window with the first event after a send", async () => {
    const { http, sent } = stubHttp();
    const { beacon } = beaconWith(http);
    beacon.render({ source: "autocomplete", query: "b" });
    await vi.advanceTimersByTimeAsync(BEACON_BATCH_DELAY_MS);
    beacon.render({ source: "autocomplete", query: "bo" });
    await vi.advanceTimersByTimeAsync(BEACON_BATCH_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
  });

  it("sends nothing when nothing happened", async () => {
    const { http, sent } = stubHttp();
    beaconWith(http);
    await vi.advanceTimersByTimeAsync(BEACON_BATCH_DELAY_MS * 5);
    expect(sent).toHaveLength(0);
  });

  it("flush() sends at once (page hide) and the window's timer then sends nothing more", async () => {
    const { http, sent } = stubHttp();
    const { beacon } = beaconWith(http);
    beacon.click({ source: "recommendation", tag: "similar", products: [beaconProduct(product, 4)] });
    await beacon.flush();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BEACON_BATCH_DELAY_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it("stamps each event with the tracking ids, site, page and the time it happened", async () => {
    const { http, batch } = stubHttp();
    const { beacon, trackingIds } = beaconWith(http);
    trackingIds.setShopperId("cust-1");
    beacon.click({ source: "search", query: "boots", products: [beaconProduct(product, 2)] });
    await beacon.flush();
    const [event] = batch(0);
    expect(event?.context).toEqual({
      website: { trackingCode: "sandbox" },
      userId: trackingIds.userId(),
      sessionId: trackingIds.sessionId(),
      pageLoadId: trackingIds.pageLoadId(),
      shopperId: "cust-1",
      timestamp: "2026-03-01T10:00:00.000Z",
      pageUrl: "https://shop.solekit.test/search?query=boots",
    });
    expect(event?.event).toEqual({ query: "boots", products: [{ ...product, position: 2 }] });
  });

  it("sends early rather than let a keepalive body pass the browsers' limit", async () => {
    const { http, sent, batch } = stubHttp();
    const { beacon } = beaconWith(http);
    const products = Array.from({ length: 60 }, (_, i) =>
      beaconProduct({ ...product, id: String(i) }, i + 1),
    );
    const perEvent = JSON.stringify(products).length;
    const events = Math.ceil(BEACON_BATCH_MAX_CHARS / perEvent) + 2;
    for (let n = 0; n < events; n++) beacon.impression({ source: "search", products });
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BEACON_BATCH_DELAY_MS);
    expect(sent).toHaveLength(2);
    expect(batch(0).length + batch(1).length).toBe(events);
    expect(JSON.stringify(sent[0]?.body).length).toBeLessThanOrEqual(BEACON_BATCH_MAX_CHARS);
  });

  it("swallows a failed send: flush resolves and later events still go out", async () => {
    const { http, sent, state } = stubHttp();
    const { beacon } = beaconWith(http);
    state.fail = true;
    beacon.render({ source: "search" });
    await expect(beacon.flush()).resolves.toBeUndefined();
    beacon.render({ source: "search" });
    await vi.advanceTimersByTimeAsync(BEACON_BATCH_DELAY_MS);
    expect(sent).toHaveLength(2);
  });
});

describe("beacon against the sandbox", () => {
  function sandboxBeacon() {
    const recorder = recordingFetch();
    const { beacon } = beaconWith(createHttp({ baseURL: sandboxHosts.beacon, fetch: recorder.fetch }));
    return { beacon, requests: recorder.requests };
  }

  it("delivers one batch with keepalive, which the sandbox keeps for the developer panel", async () => {
    const { beacon, requests } = sandboxBeacon();
    beacon.render({ source: "search", query: "boots" });
    beacon.impression({ source: "search", query: "boots", products: [beaconProduct(product, 1)] });
    await vi.waitFor(() => expect(env.sandbox.store.state.beacon).toHaveLength(2), { timeout: 2000 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.keepalive).toBe(true);
    expect(requests[0]?.method).toBe("POST");
    const stored = env.sandbox.store.state.beacon;
    expect(stored.map((event) => [event.type, event.batch])).toEqual([
      ["render", 1],
      ["impression", 1],
    ]);
  });

  it.each([
    ["a 500", { status: 500 as const }],
    ["an offline network", { offline: true }],
  ])("never rejects on %s", async (_label, fault) => {
    env.sandbox.faults.add({ match: "POST /beacon", ...fault });
    const { beacon } = sandboxBeacon();
    beacon.click({ source: "search", products: [beaconProduct(product, 1)] });
    await expect(beacon.flush()).resolves.toBeUndefined();
    expect(env.sandbox.store.state.beacon).toEqual([]);
  });

  it("answers 400 with a message to a batch that is not a list of events", async () => {
    const post = (body: unknown) =>
      fetch(`${sandboxHosts.beacon}/beacon`, { method: "POST", body: JSON.stringify(body) });
    for (const body of [[], [{ type: "hover" }], { events: [] }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^Invalid beacon batch/);
    }
    const bad = await fetch(`${sandboxHosts.beacon}/beacon`, { method: "POST", body: "{" });
    expect(bad.status).toBe(400);
  });

  it("keeps the newest events when the log is full", async () => {
    const event = (n: number): BeaconEvent => ({
      id: `e${n}`,
      type: "render",
      source: "search",
      context: {
        website: { trackingCode: "sandbox" },
        userId: "u",
        sessionId: "s",
        pageLoadId: "p",
        timestamp: new Date(NOW).toISOString(),
      },
      event: { products: [] },
    });
    const batch = Array.from({ length: 150 }, (_, n) => event(n));
    for (const part of [batch, batch.map((e) => ({ ...e, id: `${e.id}-again` }))]) {
      await fetch(`${sandboxHosts.beacon}/beacon`, { method: "POST", body: JSON.stringify(part) });
    }
    const stored = env.sandbox.store.state.beacon;
    expect(stored).toHaveLength(200);
    expect(stored.at(-1)?.id).toBe("e149-again");
    expect(stored.at(-1)?.batch).toBe(2);
  });
});
