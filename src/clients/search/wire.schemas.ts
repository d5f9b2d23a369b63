import * as v from "valibot";

/** A number the feed may send as a number or a numeric string (`"129.95"`). */
export const amountSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number), v.number(), v.finite()),
]);

/** An id the feed may send as a number or a string; always a string after parsing. */
export const idSchema = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

/**
 * A list that feeds send either as a JSON array or as a string holding JSON (Shopify feeds encode
 * variants that way); both parse to the same array, and a missing list to an empty one.
 *
 * @example
 * ```ts
 * v.parse(v.object({ tags: listOf(v.string()) }), { tags: '["a","b"]' }); // { tags: ["a", "b"] }
 * ```
 */
export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.optional(v.union([v.array(item), v.pipe(v.string(), v.parseJson(), v.array(item))]), []);
}
