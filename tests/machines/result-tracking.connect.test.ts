// @vitest-environment jsdom
import type { BeaconEventInput } from "../../src/clients/beacon";
import {
  connectResultTracking,
  createResultTracker,
  type ResultTrackingApi,
  type ResultTrackingBeacon,
  type ResultTrackingContext,
  type TrackableResult,
} from "../../src/machines/result-tracking";
import { FakeIntersectionObserver } from "../support/fake-intersection-observer";

const sent: [string, string[]][] = [];
const beacon: ResultTrackingBeacon = {
  render: (event: BeaconEventInput) => void sent.push(["render", ids(event)]),
  impression: (event: BeaconEventInput) => void sent.push(["impression", ids(event)]),
  click: (event: BeaconEventInput) => void sent.push(["click", ids(event)]),
  flush: async () => undefined,
};
function ids(event: BeaconEventInput) {
  return (event.products ?? []).map((p) => `${p.id}@${p.position}`);
}

const result = (id: string): TrackableResult => ({
  id,
  sku: `SKU-${id}`,
  intellisuggestData: `data-${id}`,
  intellisuggestSignature: `sig-${id}`,
});
const results = ["a", "b", "c"].map(result);
const popular: ResultTrackingContext = { type: "recommendation", tag: "popular" };

/** A vanilla host: renders a list of links and binds each one's tracking props to it. */
function renderList(
  api: ResultTrackingApi<TrackableResult>,
  shown: readonly TrackableResult[],
  onClick?: () => void,
) {
  const list = document.createElement("ul");
  const links = shown.map((item, index) => {
    const props = api.getTrackingProps(item, index + 1, {
      className: "card",
      onClick: (event) => {
        event.preventDefault(); // as a client-side router does
        onClick?.();
      },
    });
    const link = document.createElement("a");
    link.href = `/products/${item.id}`;
    link.className = props.className;
    link.dataset.solekitResult = props["data-solekit-result"];
    link.dataset.solekitPosition = String(props["data-solekit-position"]);
    link.addEventListener("click", props.onClick);
    list.append(link);
    props.ref(link);
    return link;
  });
  document.body.replaceChildren(list);
  return links;
}

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.live.clear();
  document.body.replaceChildren();
});

describe("connectResultTracking, bound to real elements without React", () => {
  it("sends impressions for elements half in view and a click after the caller's handler", () => {
    const tracker = createResultTracker({ beacon, context: popular });
    tracker.setResults(results);
    tracker.start();
    tracker.rendered();
    const onClick = vi.fn(() => sent.push(["caller", []]));
    const [first, second, third] = renderList(connectResultTracking(tracker), results, onClick);
    if (!first || !second || !third) throw new Error("links missing");
    expect(first.className).toBe("card");
    expect(first.dataset).toMatchObject({ solekitResult: "a", solekitPosition: "1" });

    FakeIntersectionObserver.show([first, 0.6], [second, 0.5], [third, 0.3]);
    second.click();
    expect(sent).toEqual([
      ["render", ["a@1", "b@2", "c@3"]],
      ["impression", ["a@1", "b@2"]],
      ["caller", []],
      ["click", ["b@2"]],
    ]);
  });

  it("keeps one ref per product and position, handing the element to the caller's latest ref", () => {
    const tracker = createResultTracker({ beacon, context: popular });
    const api = connectResultTracking(tracker);
    const first = api.getTrackingProps(results[0] as TrackableResult, 1);
    const again = api.getTrackingProps(results[0] as TrackableResult, 1);
    expect(again.ref).toBe(first.ref);
    expect(api.getTrackingProps(results[0] as TrackableResult, 2).ref).not.toBe(first.ref);

    const objectRef = { current: null as HTMLLIElement | null };
    const item = document.createElement("li");
    api.getTrackingProps<HTMLLIElement>(results[0] as TrackableResult, 1, { ref: objectRef }).ref(item);
    expect(objectRef.current).toBe(item);
    const callbackRef = vi.fn();
    api.getTrackingProps<HTMLLIElement>(results[0] as TrackableResult, 1, { ref: callbackRef }).ref(null);
    expect(callbackRef).toHaveBeenCalledWith(null);
  });

  it("stops watching a detached element; a new Api (a new set) watches it afresh", () => {
    const tracker = createResultTracker({ beacon, context: popular });
    tracker.setResults(results);
    tracker.start();
    const api = connectResultTracking(tracker);
    const link = document.createElement("a");
    const props = api.getTrackingProps(results[0] as TrackableResult, 1);
    props.ref(link);
    props.ref(null);
    FakeIntersectionObserver.show([link, 1]);
    expect(sent).toEqual([]);

    tracker.setResults(results, { type: "search", query: "boots" });
    connectResultTracking(tracker)
      .getTrackingProps(results[0] as TrackableResult, 1)
      .ref(link);
    FakeIntersectionObserver.show([link, 1]);
    expect(sent).toEqual([["impression", ["a@1"]]]);
  });

  it("sends nothing on a click while the tracker is stopped", () => {
    const tracker = createResultTracker({ beacon, context: popular });
    tracker.setResults(results);
    const [first] = renderList(connectResultTracking(tracker), results);
    first?.click();
    expect(sent).toEqual([]);
  });
});
