// @vitest-environment jsdom
import { act, fireEvent, render } from "@testing-library/react";
import { createSearchClient, type SearchResult } from "../../src/clients/search";
import { type ResultTrackingContext, useResultTracking } from "../../src/hooks/tracking";
import { createMemoryStorage, parseSolekitConfig } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { FakeIntersectionObserver } from "../support/fake-intersection-observer";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

let results: SearchResult[] = [];

beforeAll(async () => {
  const search = createSearchClient(parseSolekitConfig(sandboxConfig()), { storage: createMemoryStorage() });
  const [popular] = await search.recommend({ limits: 6 });
  results = popular?.results ?? [];
  expect(results).toHaveLength(6);
});

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const popular: ResultTrackingContext = { type: "recommendation", tag: "popular" };

function Products(props: {
  results: readonly SearchResult[];
  context: ResultTrackingContext;
  onClick?: () => void;
  onRef?: (element: HTMLAnchorElement | null) => void;
}) {
  const { getTrackingProps } = useResultTracking({ results: props.results, context: props.context });
  return (
    <ul>
      {props.results.map((result, index) => (
        <li key={result.id}>
          <a
            href={result.url}
            {...getTrackingProps<HTMLAnchorElement>(result, index + 1, {
              // As a client-side router's link does; the click must still be tracked.
              onClick: (event) => {
                event.preventDefault();
                props.onClick?.();
              },
              ref: props.onRef,
            })}
          >
            {result.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

const beaconPosts = () => env.sandbox.store.state.beacon;

/** Lets the POST travel through msw into the sandbox (real ticks: timers are fake). */
async function settle(until: () => boolean = () => false) {
  for (let i = 0; i < 100 && !until(); i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function countBeaconFetches(): () => number {
  const original = globalThis.fetch;
  let count = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith("https://beacon.")) count += 1;
    return original(input, init);
  });
  return () => count;
}

describe("useResultTracking", () => {
  it("sends render, impressions and a click in one POST per 400 ms window", async () => {
    const posts = countBeaconFetches();
    const { container } = render(<Products results={results} context={popular} />, {
      wrapper: sandboxWrapper(),
    });
    const links = [...container.querySelectorAll("a")];
    const [first, second, third] = links;
    if (!first || !second || !third) throw new Error("links missing");

    await act(() => vi.advanceTimersByTimeAsync(100));
    FakeIntersectionObserver.show([first, 0.6], [second, 0.5], [third, 0.3]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    FakeIntersectionObserver.show([first, 1]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.click(second);
    await act(() => vi.advanceTimersByTimeAsync(99));
    await settle();
    expect(posts()).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle(() => beaconPosts().length > 0);
    expect(posts()).toBe(1);
    const batch = beaconPosts();
    expect(batch.map((e) => e.type)).toEqual(["render", "impression", "click"]);
    expect(new Set(batch.map((e) => e.batch))).toEqual(new Set([1]));
    const [renderEvent, impression, click] = batch;
    expect(renderEvent).toMatchObject({ source: "recommendation", event: { tag: "popular" } });
    expect(renderEvent?.event.products.map((p) => [p.id, p.position])).toEqual(
      results.map((r, i) => [r.id, i + 1]),
    );
    expect(impression?.event.products.map((p) => p.id)).toEqual([results[0]?.id, results[1]?.id]);
    expect(click?.event.products).toEqual([
      {
        id: results[1]?.id,
        sku: results[1]?.sku,
        intellisuggestData: results[1]?.intellisuggestData,
        intellisuggestSignature: results[1]?.intellisuggestSignature,
        position: 2,
      },
    ]);
  });

  it("counts a product's impression once per result set, and again in a new set", async () => {
    const { container, rerender } = render(<Products results={results} context={popular} />, {
      wrapper: sandboxWrapper(),
    });
    const first = () => container.querySelector("a");
    const third = () => container.querySelectorAll("a")[2];
    FakeIntersectionObserver.show([first() as Element, 1]);
    FakeIntersectionObserver.show([first() as Element, 0]);
    FakeIntersectionObserver.show([first() as Element, 0.9]);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await settle(() => beaconPosts().length > 0);
    expect(beaconPosts().filter((e) => e.type === "impression")).toHaveLength(1);

    FakeIntersectionObserver.show([third() as Element, 0.75], [first() as Element, 1]);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await settle(() => beaconPosts().some((e) => e.batch === 2));
    const second = beaconPosts().filter((e) => e.batch === 2);
    expect(second.map((e) => [e.type, e.event.products.map((p) => p.id)])).toEqual([
      ["impression", [results[2]?.id]],
    ]);

    rerender(<Products results={results} context={{ type: "collection", collection: "sale" }} />);
    FakeIntersectionObserver.show([first() as Element, 1]);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await settle(() => beaconPosts().some((e) => e.batch === 3));
    const third_ = beaconPosts().filter((e) => e.batch === 3);
    expect(third_.map((e) => e.type)).toEqual(["render", "impression"]);
    expect(third_[0]).toMatchObject({ source: "search" });
    expect(third_[1]?.event.products.map((p) => p.id)).toEqual([results[0]?.id]);
  });

  it("sends one render under StrictMode and chains the caller's click handler and ref", async () => {
    const onClick = vi.fn();
    const refs: (HTMLAnchorElement | null)[] = [];
    const { container } = render(
      <Products
        results={results.slice(0, 2)}
        context={popular}
        onClick={onClick}
        onRef={(el) => refs.push(el)}
      />,
      { wrapper: sandboxWrapper(), reactStrictMode: true },
    );
    const link = container.querySelector("a");
    expect(refs.filter((el) => el !== null)).toContain(link);
    if (!link) throw new Error("link missing");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await settle(() => beaconPosts().length > 0);
    expect(beaconPosts().map((e) => e.type)).toEqual(["render", "click"]);
    expect(link.dataset).toMatchObject({ solekitResult: results[0]?.id, solekitPosition: "1" });
  });

  it("keeps the caller's other props beside the tracking ones", () => {
    function Card() {
      const { getTrackingProps } = useResultTracking({ results: results.slice(0, 1), context: popular });
      const first = results[0] as SearchResult;
      return (
        <a
          href={first.url}
          {...getTrackingProps(first, 1, { className: "card", onClick: () => undefined })}
        />
      );
    }
    const { container } = render(<Card />, { wrapper: sandboxWrapper() });
    const link = container.querySelector("a");
    expect(link?.className).toBe("card");
    expect(link?.dataset).toMatchObject({ solekitResult: results[0]?.id, solekitPosition: "1" });
  });

  it("flushes at once when the page is hidden or left", async () => {
    const { container } = render(<Products results={results} context={popular} />, {
      wrapper: sandboxWrapper(),
    });
    window.dispatchEvent(new Event("pagehide"));
    await settle(() => beaconPosts().length > 0);
    expect(beaconPosts().map((e) => e.type)).toEqual(["render"]);

    fireEvent.click(container.querySelector("a") as Element);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    await settle(() => beaconPosts().length > 1);
    expect(beaconPosts().map((e) => [e.type, e.batch])).toEqual([
      ["render", 1],
      ["click", 2],
    ]);
  });

  it("stops listening for page hide once unmounted", async () => {
    const { container, unmount } = render(<Products results={results} context={popular} />, {
      wrapper: sandboxWrapper(),
    });
    fireEvent.click(container.querySelector("a") as Element);
    unmount();
    window.dispatchEvent(new Event("pagehide"));
    await settle();
    expect(beaconPosts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(400));
    await settle(() => beaconPosts().length > 0);
    expect(beaconPosts().map((e) => e.type)).toEqual(["render", "click"]);
  });
});
