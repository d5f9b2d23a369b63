import { AVATAR_URLS } from "../avatars";
import type {
  ChildConnection,
  LoyaltyProfile,
  MeasurementInteraction,
  ProfileGender,
} from "../customer.types";
import { type CustomerContext, daysAgo } from "./context";
import { commsFlags, FAMILY_NAME } from "./profile";

/** A child of the demo customer as the generator plans it. */
export interface ChildPlan {
  firstName: string;
  /** Years before `now` the child was born, or null when no birthday is recorded. */
  age: number | null;
  birthMonth: number | null;
  gender: ProfileGender;
  shoeTag: string;
  brands: string[];
  sports: string[];
  /** Measured AU/UK sizes, oldest first; the last is the current size. */
  sizes: string[];
  /** Measured widths, oldest first. */
  widths: string[];
}

/**
 * The demo family: Mia (8, twelve measurements so the 9-per-page list pages), Leo (5) and
 * Ava, who has no birthday yet so the "Add birthday" checklist item shows.
 */
export const CHILD_PLANS: readonly ChildPlan[] = [
  {
    firstName: "Mia",
    age: 8,
    birthMonth: 3,
    gender: "female",
    shoeTag: "Speedy Koala",
    brands: ["Asics", "Converse"],
    sports: ["Netball", "Dance"],
    sizes: ["011", "011", "011.5", "012", "012", "012.5", "013", "013", "013.5", "013.5", "1", "1"],
    widths: ["F", "F", "F", "F", "F", "F", "G", "G", "G", "G", "G", "G"],
  },
  {
    firstName: "Leo",
    age: 5,
    birthMonth: 9,
    gender: "male",
    shoeTag: "Brave Wombat",
    brands: ["Skechers", "New Balance"],
    sports: ["Soccer", "Swimming"],
    sizes: ["07.5", "08", "08.5", "09", "09.5", "010"],
    widths: ["E", "E", "E", "F", "F", "F"],
  },
  {
    firstName: "Ava",
    age: null,
    birthMonth: null,
    gender: "female",
    shoeTag: "Sunny Quokka",
    brands: ["Bobux"],
    sports: [],
    sizes: ["04", "05", "05.5"],
    widths: ["F", "F", "F"],
  },
];

/**
 * The children as accepted connections, each with its dependant profile as `connector`.
 *
 * @example
 * ```ts
 * buildChildren(context).map((c) => c.first_name); // ["Mia", "Leo", "Ava"]
 * ```
 */
export function buildChildren(context: CustomerContext): ChildConnection[] {
  const year = new Date(context.now).getUTCFullYear();
  return CHILD_PLANS.map((plan, index) => {
    const connectionId = context.nextId("connection", 2000);
    const birthYear = plan.age === null ? null : year - plan.age;
    const month = plan.birthMonth;
    const profile: LoyaltyProfile = {
      id: context.nextId("profile", 1_000_001),
      profile_type: "dependant",
      first_name: plan.firstName,
      last_name: FAMILY_NAME,
      email: null,
      mobile_phone: null,
      birth_date:
        birthYear === null || month === null ? null : `${birthYear}-${String(month).padStart(2, "0")}-01`,
      birth_day: birthYear === null ? null : 1,
      birth_month: month,
      birth_year: birthYear,
      gender: plan.gender,
      avatar_url: AVATAR_URLS[index % AVATAR_URLS.length] ?? null,
      preferred_location_id: null,
      created_at: daysAgo(context, 900 - index * 200),
      identities: [{ id: context.nextId("identity", 7000), handle: "shoetag", identifier: plan.shoeTag }],
      custom_attributes: [
        { namespace: "omneo", handle: "brands", type: "array", value: plan.brands.slice() },
        { namespace: "omneo", handle: "sports", type: "array", value: plan.sports.slice() },
      ],
      tags: [],
      connectionId,
      attributes: { comms: commsFlags([]) },
    };
    return {
      id: connectionId,
      connectionId,
      connection_definition_id: 1,
      name: "Child",
      status: "accepted",
      created_at: profile.created_at,
      first_name: profile.first_name,
      last_name: profile.last_name,
      birth_year: birthYear,
      birth_month: month,
      connector: profile,
    };
  });
}

/**
 * Days before `now` of a child's measurement `index` out of `count`, oldest first, spread
 * evenly over two years with the newest five days ago.
 *
 * @example
 * ```ts
 * measurementDaysAgo(0, 3); // 705
 * measurementDaysAgo(2, 3); // 5
 * ```
 */
export function measurementDaysAgo(index: number, count: number): number {
  return count <= 1 ? 5 : 5 + Math.round((700 * (count - 1 - index)) / (count - 1));
}

/**
 * Every child's shoe measurements, newest first, spread over the last two years.
 *
 * @example
 * ```ts
 * buildMeasurements(context, children).filter((m) => m.profile_id === mia.connector.id).length; // 12
 * ```
 */
export function buildMeasurements(
  context: CustomerContext,
  children: readonly ChildConnection[],
): MeasurementInteraction[] {
  const all: MeasurementInteraction[] = [];
  children.forEach((child, childIndex) => {
    const plan = CHILD_PLANS[childIndex];
    if (!plan) return;
    plan.sizes.forEach((size, index) => {
      const at = daysAgo(context, measurementDaysAgo(index, plan.sizes.length) + childIndex);
      all.push({
        id: context.nextId("interaction", 500_000),
        name: "Measurement Recorded",
        namespace: "omneo",
        action: "service",
        channel: "app",
        signal: 1,
        profile_id: child.connector.id,
        interacted_at: at,
        created_at: at,
        meta: {
          measurement: {
            size_shoe: { unit: "AU/UK", value: size },
            width_shoe: { value: plan.widths[index] ?? "F" },
          },
        },
      });
    });
  });
  return all.sort((a, b) => b.created_at.localeCompare(a.created_at));
}
