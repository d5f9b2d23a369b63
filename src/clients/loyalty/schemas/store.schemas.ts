import * as v from "valibot";

/** A store location (`GET /geolocation`); the name keeps its `SNS` prefix (see `storeName`). */
export const loyaltyStoreSchema = v.object({
  id: v.number(),
  name: v.string(),
  external_code: v.string(),
  address: v.optional(v.string()),
  suburb: v.optional(v.string()),
  state: v.optional(v.string()),
  postcode: v.optional(v.string()),
  timezone: v.string(),
  phone: v.optional(v.string()),
});

/** A store: id, name, the code claims send, and its time zone. */
export type LoyaltyStore = v.InferOutput<typeof loyaltyStoreSchema>;
