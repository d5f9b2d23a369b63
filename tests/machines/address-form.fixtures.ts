import type { LoyaltyAddress } from "../../src/clients/loyalty";
import type { AddressPayload } from "../../src/rules/addresses";

/** A saved address as the loyalty service answers it. */
export const savedAddress: LoyaltyAddress = {
  id: 8801,
  address_line_1: "12 Wattle Grove",
  address_line_2: null,
  city: "Malvern East",
  state: "VIC",
  postcode: "3145",
  country: "Australia",
  is_default: true,
  meta: { first_name: "Jess", last_name: "Taylor" },
};

/** What the service answers for a payload: the address with an id. */
export const answerFor = (id: number, payload: AddressPayload, createdAt?: string): LoyaltyAddress => ({
  id,
  ...payload,
  ...(createdAt === undefined ? {} : { created_at: createdAt }),
});

/** Every required field filled. */
export const filledForm = {
  first_name: "Sam",
  last_name: "Lee",
  address_line_1: "1 Main St",
  city: "Geelong",
  state: "VIC",
  postcode: "3220",
  country: "Australia",
} as const;
