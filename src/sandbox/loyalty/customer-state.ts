import type { SandboxState } from "../sandbox-state";
import type { ChildConnection, LoyaltyProfile, Wishlist } from "../world";
import { notFound } from "./responses";

/**
 * The next id of the loyalty sequence (lists, items, addresses, children, claims…).
 *
 * @example
 * ```ts
 * store.update((draft) => nextId(draft));
 * ```
 */
export function nextId(draft: SandboxState): number {
  const id = draft.loyalty.nextId;
  draft.loyalty.nextId = id + 1;
  return id;
}

/** An interaction to record: what happened, of which kind, and its details. */
export interface InteractionRecord {
  /** The interaction's name, e.g. `Transaction Claimed`. */
  name: string;
  /** Its action, e.g. `transaction`. */
  action: string;
  /** Its details. */
  meta: Record<string, string | number | boolean | null>;
}

/**
 * Records an interaction on the customer's own profile, newest first, at `now`.
 *
 * @example
 * ```ts
 * recordInteraction(draft, { name: "Transaction Claimed", action: "transaction", meta: { transaction_id: 7 } }, now);
 * ```
 */
export function recordInteraction(
  draft: SandboxState,
  { name, action, meta }: InteractionRecord,
  now: number,
): void {
  const at = new Date(now).toISOString();
  draft.loyalty.interactions.unshift({
    id: nextId(draft),
    name,
    namespace: "omneo",
    action,
    channel: "app",
    signal: 1,
    profile_id: draft.customer.profile.id,
    interacted_at: at,
    created_at: at,
    meta,
  });
}

/**
 * A child by connection id, or a 404.
 *
 * @example
 * ```ts
 * const child = childByConnection(state, connectionId);
 * ```
 */
export function childByConnection(state: SandboxState, connectionId: number): ChildConnection {
  const child = state.customer.children.find((c) => c.id === connectionId);
  if (!child) throw notFound("Connection");
  return child;
}

/**
 * A list of the customer or of one of their children, or a 404.
 *
 * @example
 * ```ts
 * const list = listById(draft, 9101);
 * ```
 */
export function listById(state: SandboxState, listId: number): Wishlist {
  const list = state.customer.wishlists.find((l) => l.id === listId);
  if (!list) throw notFound("List");
  return list;
}

/**
 * Every shoe tag in use (lower case), optionally leaving one profile out (the one being edited).
 *
 * @example
 * ```ts
 * takenShoeTags(state).has("speedy koala"); // true
 * ```
 */
export function takenShoeTags(state: SandboxState, exceptProfileId?: number): Set<string> {
  const profiles: LoyaltyProfile[] = [
    state.customer.profile,
    ...state.customer.children.map((c) => c.connector),
  ];
  return new Set(
    profiles
      .filter((p) => p.id !== exceptProfileId)
      .flatMap((p) =>
        p.identities.filter((i) => i.handle === "shoetag").map((i) => i.identifier.toLowerCase()),
      ),
  );
}

/**
 * `yyyy-mm-dd` of a birthday, or null unless day, month and year are all known.
 *
 * @example
 * ```ts
 * birthDate(1, 3, 2018); // "2018-03-01"
 * ```
 */
export function birthDate(day: number | null, month: number | null, year: number | null): string | null {
  if (day === null || month === null || year === null) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
