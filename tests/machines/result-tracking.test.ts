// @vitest-environment jsdom
import type { BeaconEventInput } from "../../src/clients/beacon";
import {
  createResultTracker,
  flushBeaconOnPageHide,
  type ResultTrackingBeacon,
  type ResultTrackingContext,
  type TrackableResult,
} from "../../src/machines/result-tracking";
import { FakeIntersectionObserver } from "../support/fake-intersection-observer";

type Sent = [type: "render" | "impression" | "click", event: BeaconEventInput];

function fakeBeacon() {
  const sent: Sent[] = [];
  const beacon: ResultTrackingBeacon & { flushes: number } = {
    flushes: 0,
    render: (event) => void sent.push(["render", event]),
    impression: (event) => void sent.push(["impression", event]),
    click: (event) => void sent.push(["click", event]),
    flush: async () => {
      beacon.flushes += 1;
    },
  };
  const summary = () =>
    sent.map(([type, event]) => [type, event.products?.map((p) => `${p.id}@${p.position}`)]);
  return { beacon, sent, summary };
}

const result = (id: string): TrackableResult => ({
  id,
  sku: `SKU-${id}`,
  intellisuggestData: `data-${id}`,
  intellisuggestSignature: `sig-${id}`,
});
const results = ["a", "b", "c"].map(result);
const popular: ResultTrackingContext = { type: "recommendation", tag: "popular" };
const element = () => document.createElement("li");

beforeEach(() => vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeIntersectionObserver.live.clear();
});

function started(context: ResultTrackingContext = popular, firstPosition?: number) {
  const fake = fakeBeacon();
  const tracker = createResultTracker({ beacon: fake.beacon, context, firstPosition });
  tracker.setResults(results);
  tracker.start();
  return { ...fake, tracker };
}

describe("result tracker", () => {
  it("sends one render per result set, with positions from the first position", () => {
    const { tracker, sent, summary } = started(popular, 25);
    tracker.rendered();
    tracker.rendered();
    expect(summary()).toEqual([["render", ["a@25", "b@26", "c@27"]]]);
    expect(sent[0]?.[1]).toMatchObject({ source: "recommendation", tag: "popular" });
    expect(sent[0]?.[1].products?.[0]).toEqual({
      id: "a",
      sku: "SKU-a",
      intellisuggestData: "data-a",
      intellisuggestSignature: "sig-a",
      position: 25,
    });

    tracker.setResults(results, popular, 25);
    tracker.rendered();
    expect(sent).toHaveLength(1);

    tracker.setResults(results, { type: "search", query: "boots" }, 25);
    tracker.rendered();
    expect(sent[1]?.[1]).toMatchObject({ source: "search", query: "boots" });

    tracker.setResults(results.slice(0, 1), { type: "search", query: "boots" }, 1);
    tracker.rendered();
    expect(summary().at(-1)).toEqual(["render", ["a@1"]]);
  });

  it("sends no render for an empty set", () => {
    const { beacon, sent } = fakeBeacon();
    const tracker = createResultTracker({ beacon, context: popular });
    tracker.start();
    tracker.rendered();
    expect(sent).toEqual([]);
  });

  it("counts an impression at half in view, once per product per set, products in view together in one event", () => {
    const { tracker, summary } = started();
    const [a, b, c] = [element(), element(), element()];
    tracker.observe(a, results[0] as TrackableResult, 1);
    tracker.observe(b, results[1] as TrackableResult, 2);
    tracker.observe(c, results[2] as TrackableResult, 3);
    expect(FakeIntersectionObserver.live.size).toBe(1);
    expect([...FakeIntersectionObserver.live][0]?.options.threshold).toBe(0.5);

    FakeIntersectionObserver.show([a, 0.6], [b, 0.4999999], [c, 0.3]);
    FakeIntersectionObserver.show([a, 0], [a, 1]);
    FakeIntersectionObserver.show([c, 0.75]);
    expect(summary()).toEqual([
      ["impression", ["a@1", "b@2"]],
      ["impression", ["c@3"]],
    ]);

    tracker.setResults(results, { type: "collection", collection: "sale" });
    FakeIntersectionObserver.show([a, 1]);
    expect(summary().at(-1)).toEqual(["impression", ["a@1"]]);
  });

  it("watches elements observed before it starts, and no longer one it was told to forget", () => {
    const { beacon, summary } = fakeBeacon();
    const tracker = createResultTracker({ beacon, context: popular });
    tracker.setResults(results);
    const [a, b] = [element(), element()];
    tracker.observe(a, results[0] as TrackableResult, 1);
    const forgetB = tracker.observe(b, results[1] as TrackableResult, 2);
    FakeIntersectionObserver.show([a, 1]);
    expect(summary()).toEqual([]);

    tracker.start();
    forgetB();
    FakeIntersectionObserver.show([a, 1], [b, 1]);
    expect(summary()).toEqual([["impression", ["a@1"]]]);
  });

  it("tracks a click with the context's beacon fields, only while started", () => {
    const { tracker, sent, summary } = started({ type: "search", query: "boots" });
    tracker.click(results[1] as TrackableResult, 2);
    expect(summary()).toEqual([["click", ["b@2"]]]);
    expect(sent[0]?.[1]).toMatchObject({ source: "search", query: "boots" });
    tracker.stop();
    tracker.click(results[1] as TrackableResult, 2);
    expect(sent).toHaveLength(1);
  });

  it("sends nothing while stopped", () => {
    const { tracker, summary } = started();
    const a = element();
    tracker.observe(a, results[0] as TrackableResult, 1);
    tracker.stop();
    expect(FakeIntersectionObserver.live.size).toBe(0);
    tracker.rendered();
    tracker.click(results[0] as TrackableResult, 1);
    FakeIntersectionObserver.show([a, 1]);
    expect(summary()).toEqual([]);
  });

  it("repeats neither the render nor an impression when started again on the same set (a remount)", () => {
    const { tracker, summary } = started();
    const a = element();
    tracker.observe(a, results[0] as TrackableResult, 1);
    tracker.rendered();
    FakeIntersectionObserver.show([a, 1]);
    tracker.stop();
    tracker.setResults(results);
    tracker.start();
    tracker.rendered();
    FakeIntersectionObserver.show([a, 1]);
    expect(summary()).toEqual([
      ["render", ["a@1", "b@2", "c@3"]],
      ["impression", ["a@1"]],
    ]);
    expect(FakeIntersectionObserver.live.size).toBe(1);
  });

  it("flushes the beacon when the page is hidden while started, and not after stop", () => {
    const { tracker, beacon } = started();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon.flushes).toBe(1);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(beacon.flushes).toBe(2);
    tracker.stop();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon.flushes).toBe(2);
  });

  it("works without IntersectionObserver: render and clicks, no impressions", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { tracker, summary } = started();
    tracker.observe(element(), results[0] as TrackableResult, 1);
    tracker.rendered();
    tracker.click(results[0] as TrackableResult, 1);
    expect(summary().map(([type]) => type)).toEqual(["render", "click"]);
  });
});

describe("flushBeaconOnPageHide", () => {
  it("listens once per beacon however many lists hold it, until the last lets go", () => {
    const { beacon } = fakeBeacon();
    const releaseGrid = flushBeaconOnPageHide(beacon);
    const releaseCarousel = flushBeaconOnPageHide(beacon);
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon.flushes).toBe(1);
    releaseGrid();
    releaseGrid();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon.flushes).toBe(2);
    releaseCarousel();
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon.flushes).toBe(2);
  });
});
