import * as v from "valibot";

/** The beacon event types the storefront sends. */
export const BEACON_EVENT_TYPES = ["render", "impression", "click"] as const;

/** Where on the page a beacon event happened. */
export const BEACON_SOURCES = ["search", "autocomplete", "recommendation"] as const;

/** A product a beacon event is about. */
export const beaconProductSchema = v.object({
  // Product id (or uid).
  id: v.string(),
  // Product SKU, when known.
  sku: v.optional(v.string()),
  // The result's `intellisuggestData`, which ties a click to the search that showed it.
  intellisuggestData: v.optional(v.string()),
  // The result's `intellisuggestSignature`.
  intellisuggestSignature: v.optional(v.string()),
  // 1-based position in the grid or carousel.
  position: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** Who and where: the tracking ids and the page, attached to every event. */
export const beaconContextSchema = v.object({
  // The search site id.
  website: v.object({ trackingCode: v.string() }),
  userId: v.string(),
  sessionId: v.string(),
  pageLoadId: v.string(),
  shopperId: v.optional(v.string()),
  // ISO time the event happened (not when the batch was sent).
  timestamp: v.pipe(v.string(), v.isoTimestamp()),
  pageUrl: v.optional(v.string()),
});

/** One beacon event as it is POSTed (a batch is a JSON array of these). */
export const beaconEventSchema = v.object({
  // Unique id of the event, so a retried batch can be de-duplicated.
  id: v.string(),
  type: v.picklist(BEACON_EVENT_TYPES),
  source: v.picklist(BEACON_SOURCES),
  context: beaconContextSchema,
  event: v.object({
    // The search text, for search and autocomplete events.
    query: v.optional(v.string()),
    // The recommendation profile tag, for recommendation events.
    tag: v.optional(v.string()),
    products: v.optional(v.array(beaconProductSchema), []),
  }),
});

/** A batch of beacon events. */
export const beaconBatchSchema = v.pipe(v.array(beaconEventSchema), v.minLength(1));

/** A beacon event type. */
export type BeaconEventType = (typeof BEACON_EVENT_TYPES)[number];
/** Where on the page a beacon event happened. */
export type BeaconSource = (typeof BEACON_SOURCES)[number];
/** A product a beacon event is about. */
export type BeaconProduct = v.InferInput<typeof beaconProductSchema>;
/** Tracking ids and page of a beacon event. */
export type BeaconContext = v.InferOutput<typeof beaconContextSchema>;
/** One beacon event as POSTed. */
export type BeaconEvent = v.InferOutput<typeof beaconEventSchema>;
