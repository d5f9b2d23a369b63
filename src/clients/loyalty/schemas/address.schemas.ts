import * as v from "valibot";

/** A saved address; the recipient's name is in `meta`. */
export const loyaltyAddressSchema = v.object({
  id: v.number(),
  address_line_1: v.string(),
  address_line_2: v.nullish(v.string(), null),
  city: v.string(),
  state: v.string(),
  postcode: v.string(),
  country: v.string(),
  is_default: v.boolean(),
  meta: v.object({ first_name: v.string(), last_name: v.string() }),
  created_at: v.optional(v.string()),
});

/** A saved address in the service's field names. */
export type LoyaltyAddress = v.InferOutput<typeof loyaltyAddressSchema>;
