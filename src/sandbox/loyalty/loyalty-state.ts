import type { World } from "../world";

/** An interaction recorded on the customer's own profile (a claim, an assignment, a profile change). */
export interface SandboxProfileInteraction {
  /** Numeric id. */
  id: number;
  /** What happened, e.g. `Transaction Claimed`. */
  name: string;
  /** Always `omneo`. */
  namespace: "omneo";
  /** `transaction`, `service` or `profile`. */
  action: string;
  /** Always `app`. */
  channel: "app";
  /** Always 1. */
  signal: 1;
  /** The customer's profile id. */
  profile_id: number;
  /** ISO date it happened. */
  interacted_at: string;
  /** ISO date it was recorded. */
  created_at: string;
  /** Details (ids, amounts). */
  meta: Record<string, string | number | boolean | null>;
}

/** What the loyalty sandbox keeps beside the demo customer's data. */
export interface SandboxLoyaltyState {
  /** Next id for anything the loyalty API creates (lists, items, addresses, children, claims…). */
  nextId: number;
  /** Interactions on the customer's own profile, newest first. */
  interactions: SandboxProfileInteraction[];
}

/** Ids the loyalty sandbox hands out start here, above every id of the seeded world. */
export const LOYALTY_FIRST_NEW_ID = 5_000_001;

/**
 * The loyalty state a fresh sandbox starts from: the id sequence, and the customer's joining
 * recorded as their first interaction.
 *
 * @example
 * ```ts
 * initialLoyaltyState(world).interactions[0]?.name; // "Joined Fit Club"
 * ```
 */
export function initialLoyaltyState(world: World): SandboxLoyaltyState {
  const profile = world.customer.profile;
  return {
    nextId: LOYALTY_FIRST_NEW_ID + 1,
    interactions: [
      {
        id: LOYALTY_FIRST_NEW_ID,
        name: "Joined Fit Club",
        namespace: "omneo",
        action: "profile",
        channel: "app",
        signal: 1,
        profile_id: profile.id,
        interacted_at: profile.created_at,
        created_at: profile.created_at,
        meta: {},
      },
    ],
  };
}
