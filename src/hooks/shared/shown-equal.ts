import { sameContent } from "../../runtime/same-content";

// What a hook re-renders for: the Api's data, compared by value (functions are the same actions
// bound to the same actor, so they never count).
const sameOrBothFunctions = (a: unknown, b: unknown) =>
  Object.is(a, b) || (typeof a === "function" && typeof b === "function");

/**
 * Whether two Apis show the same thing: plain objects and arrays compared entry by entry,
 * functions always equal, anything else (an error, a Date) by identity. Sound because every
 * prop getter and action of an Api depends only on what that Api shows.
 *
 * @example
 * ```ts
 * useSelector(actor, (snapshot) => connectCart(snapshot, actor.send), sameShown);
 * ```
 */
export function sameShown(a: unknown, b: unknown): boolean {
  return sameContent(a, b, sameOrBothFunctions);
}
