// What a hook re-renders for: the Api's data, compared by value (functions are the same actions
// bound to the same actor, so they never count).

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === Array.prototype || prototype === null;
};

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
  if (Object.is(a, b)) return true;
  if (typeof a === "function" && typeof b === "function") return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameShown(left[key], right[key]))
  );
}
