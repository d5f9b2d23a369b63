import * as v from "valibot";
import { BEACON_BATCH_DELAY_MS } from "../../rules/constants";
import type { SolekitConfig } from "../../runtime";
import { type Clock, type StorageAdapter, systemClock } from "../../runtime";
import { createHttp, type Http } from "../http";
import { randomUuid } from "../search/random-id";
import { type TrackingIds, trackingIdsFor } from "../search/tracking-ids";
import type { BeaconEvent, BeaconEventType, BeaconProduct, BeaconSource } from "./beacon.schemas";

/**
 * Browsers refuse a `keepalive` request whose body (with those still in flight) passes 64 KiB. A
 * batch is sent early rather than grow past this many characters of JSON.
 */
export const BEACON_BATCH_MAX_CHARS = 60_000;

/** What a caller says about one event; the client adds ids, time and page. */
export interface BeaconEventInput {
  /** Where it happened. */
  source: BeaconSource;
  /** The search text, for search and autocomplete events. */
  query?: string;
  /** The recommendation profile tag, for recommendation events. */
  tag?: string;
  /** The products shown or clicked. */
  products?: readonly BeaconProduct[];
}

/** Sends render, impression and click events to the search service's beacon, in batches. */
export interface BeaconClient {
  /** A grid, quick search or carousel rendered results. */
  render(event: BeaconEventInput): void;
  /** Products came into view. */
  impression(event: BeaconEventInput): void;
  /** A product was clicked. */
  click(event: BeaconEventInput): void;
  /** Queues an event of any type. */
  track(type: BeaconEventType, event: BeaconEventInput): void;
  /** Sends what is queued now (call it on `pagehide`); resolves once sent or failed, never rejects. */
  flush(): Promise<void>;
  /** Events queued and not yet sent. */
  readonly pending: number;
}

/** Options of {@link createBeaconClient}. */
export interface BeaconClientOptions {
  /** Where the tracking ids live (cookies). */
  storage: StorageAdapter;
  /** Transport. @default createHttp on the beacon URL's origin */
  http?: Http;
  /** Tracking ids. @default trackingIdsFor(storage), shared with the search client */
  trackingIds?: TrackingIds;
  /** Time source for event timestamps. @default Date.now */
  clock?: Clock;
  /** The page the events happen on. @default location.href where there is one */
  pageUrl?: () => string | undefined;
}

/**
 * Creates the beacon client. The first event of a batch starts a 400 ms timer; every event
 * queued before it fires goes out in the same POST, sent with `keepalive` so a navigation does
 * not drop it. Call `flush()` on `pagehide` to send what is left at once.
 *
 * @example
 * ```ts
 * const beacon = createBeaconClient(config, { storage });
 * beacon.impression({ source: "search", query: "boots", products: page.results.map((r, i) => beaconProduct(r, i + 1)) });
 * addEventListener("pagehide", () => void beacon.flush());
 * ```
 */
export function createBeaconClient(
  config: Pick<SolekitConfig, "search">,
  options: BeaconClientOptions,
): BeaconClient {
  const endpoint = new URL(config.search.beaconUrl);
  const http = options.http ?? createHttp({ baseURL: endpoint.origin });
  const ids = options.trackingIds ?? trackingIdsFor(options.storage);
  const clock = options.clock ?? systemClock;
  const pageUrl = options.pageUrl ?? (() => globalThis.location?.href);
  const path = `${endpoint.pathname}${endpoint.search}`;

  let queue: BeaconEvent[] = [];
  let queuedChars = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return Promise.resolve();
    const batch = queue;
    queue = [];
    queuedChars = 0;
    return http
      .request({
        path,
        method: "POST",
        body: batch,
        headers: ids.headers(),
        schema: v.unknown(),
        keepalive: true,
      })
      .then(
        () => undefined,
        // Swallowed on purpose: analytics must never break the page, and storefront §8 leaves
        // beacon failures among the failures that are "swallowed silently". Nothing is retried.
        () => undefined,
      );
  }

  function track(type: BeaconEventType, input: BeaconEventInput): void {
    const shopperId = ids.shopperId();
    const page = pageUrl();
    const event: BeaconEvent = {
      id: randomUuid(),
      type,
      source: input.source,
      context: {
        website: { trackingCode: config.search.siteId },
        userId: ids.userId(),
        sessionId: ids.sessionId(),
        pageLoadId: ids.pageLoadId(),
        ...(shopperId ? { shopperId } : {}),
        timestamp: new Date(clock.now()).toISOString(),
        ...(page ? { pageUrl: page } : {}),
      },
      event: {
        ...(input.query === undefined ? {} : { query: input.query }),
        ...(input.tag === undefined ? {} : { tag: input.tag }),
        products: [...(input.products ?? [])],
      },
    };
    const chars = JSON.stringify(event).length + 1;
    if (queue.length > 0 && queuedChars + chars > BEACON_BATCH_MAX_CHARS) void flush();
    queue.push(event);
    queuedChars += chars;
    timer ??= setTimeout(() => void flush(), BEACON_BATCH_DELAY_MS);
  }

  return {
    render: (event) => track("render", event),
    impression: (event) => track("impression", event),
    click: (event) => track("click", event),
    track,
    flush,
    get pending() {
      return queue.length;
    },
  };
}
