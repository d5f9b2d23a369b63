import { AVATAR_URLS } from "../avatars";
import type { Address, CommsFlags, CustomerSession, LoyaltyProfile } from "../customer.types";
import type { Store } from "../world.types";
import { type CustomerContext, daysAgo } from "./context";

/** Loyalty profile id of the demo customer. */
export const DEMO_PROFILE_ID = 1_000_001;

/** Storefront customer id of the demo customer (a numeric string, as the page session holds it). */
export const DEMO_CUSTOMER_ID = "6500000001";

/** Email of the demo customer; the sandbox's sign-in accepts it. */
export const DEMO_EMAIL = "jess.taylor@example.com";

/** Mobile of the demo customer; the sandbox's SMS sign-in accepts it. */
export const DEMO_MOBILE = "+61412345678";

/** The demo customer's family name, shared by the children. */
export const FAMILY_NAME = "Taylor";

/**
 * Marketing flags with the given ones on; opt-outs are on only when every flag of their channel is off.
 *
 * @example
 * ```ts
 * commsFlags(["email_promo"]).email_optout; // false
 * ```
 */
export function commsFlags(on: readonly (keyof CommsFlags)[]): CommsFlags {
  const has = (flag: keyof CommsFlags) => on.includes(flag);
  const email = has("email_promo") || has("email_benefits") || has("email_reminders") || has("email_service");
  const sms = has("sms_promo") || has("sms_benefits") || has("sms_reminders") || has("sms_service");
  return {
    email_promo: has("email_promo"),
    email_benefits: has("email_benefits"),
    email_reminders: has("email_reminders"),
    email_service: has("email_service"),
    email_optout: !email,
    sms_promo: has("sms_promo"),
    sms_benefits: has("sms_benefits"),
    sms_reminders: has("sms_reminders"),
    sms_service: has("sms_service"),
    sms_optout: !sms,
  };
}

/**
 * The demo customer's own profile: a member for about three years with a membership card.
 * The `wishlist-synced` tag is absent, so the guest-wishlist sync runs on first sign-in.
 *
 * @example
 * ```ts
 * buildParentProfile(context, stores).identities.find((i) => i.handle === "ap21_card")?.identifier;
 * ```
 */
export function buildParentProfile(context: CustomerContext, stores: readonly Store[]): LoyaltyProfile {
  const birthYear = new Date(context.now).getUTCFullYear() - 38;
  return {
    id: DEMO_PROFILE_ID,
    profile_type: "customer",
    first_name: "Jess",
    last_name: FAMILY_NAME,
    email: DEMO_EMAIL,
    mobile_phone: DEMO_MOBILE,
    birth_date: `${birthYear}-07-14`,
    birth_day: 14,
    birth_month: 7,
    birth_year: birthYear,
    gender: "female",
    avatar_url: AVATAR_URLS[1] ?? null,
    preferred_location_id: stores[0]?.id ?? null,
    created_at: daysAgo(context, 1100),
    identities: [
      { id: context.nextId("identity", 7000), handle: "ap21_card", identifier: "2700001234567" },
      { id: context.nextId("identity", 7000), handle: "shoetag", identifier: "Jess T" },
    ],
    custom_attributes: [
      { namespace: "omneo", handle: "brands", type: "array", value: ["Asics", "Birkenstock"] },
      { namespace: "omneo", handle: "sports", type: "array", value: ["Running", "Tennis"] },
    ],
    tags: ["fit-club"],
    connectionId: null,
    attributes: { comms: commsFlags(["email_promo", "email_benefits", "email_service", "sms_service"]) },
  };
}

/**
 * How the sandbox signs the demo customer in: ids and contact details, no secrets.
 *
 * @example
 * ```ts
 * buildSession().signIn; // "sandbox"
 * ```
 */
export function buildSession(): CustomerSession {
  return {
    customerId: DEMO_CUSTOMER_ID,
    profileId: DEMO_PROFILE_ID,
    email: DEMO_EMAIL,
    mobile_phone: DEMO_MOBILE,
    signIn: "sandbox",
  };
}

/**
 * Three saved addresses; the home address is the default.
 *
 * @example
 * ```ts
 * buildAddresses(context).filter((a) => a.is_default).length; // 1
 * ```
 */
export function buildAddresses(context: CustomerContext): Address[] {
  const entries = [
    ["Jess", FAMILY_NAME, "12 Wattle Grove", null, "Malvern East", "VIC", "3145", true, 1000],
    ["Jess", FAMILY_NAME, "Level 4", "200 Collins St", "Melbourne", "VIC", "3000", false, 600],
    ["Margaret", FAMILY_NAME, "7 Banksia Crescent", null, "Torquay", "VIC", "3228", false, 200],
  ] as const;
  return entries.map(([first, last, line1, line2, city, state, postcode, isDefault, age]) => ({
    id: context.nextId("address", 8800),
    address_line_1: line1,
    address_line_2: line2,
    city,
    state,
    postcode,
    country: "Australia",
    is_default: isDefault,
    meta: { first_name: first, last_name: last },
    created_at: daysAgo(context, age),
  }));
}
