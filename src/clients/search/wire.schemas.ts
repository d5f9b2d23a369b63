import * as v from "valibot";

// Rules on values are `v.check`s rather than valibot's `finite`, `integer`, `minValue` and
// `length`: one kind of action instead of four keeps about 0.7 KB of valibot out of the search
// bundle. An error still names the path of the value that broke the rule.

/** A number the feed may send as a number or a numeric string (`"129.95"`). */
export const amountSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.transform(Number))]),
  v.check((amount: number) => Number.isFinite(amount)),
);

/**
 * A price the search service sends in dollars (`129.95` or `"129.95"`), as integer cents after
 * parsing: every price leaves the clients in cents, which is what `formatMoney` and the price
 * rules take. Rounded, so binary fractions (`99.95 * 100` is `9994.999…`) land on the cent.
 */
export const centsSchema = v.pipe(
  amountSchema,
  v.transform((dollars: number) => Math.round(dollars * 100)),
);

/** A count or a step: a number not below zero. */
export const nonNegativeSchema = v.pipe(
  v.number(),
  v.check((value) => value >= 0),
);

/** An id the feed may send as a number or a string; always a string after parsing. */
export const idSchema = v.union([v.string(), v.pipe(v.number(), v.transform(String))]);

// Building blocks the search schemas share; valibot schemas hold no state, so one instance serves
// every field. (A list's `[]` default is one shared array, as with any valibot default.)

/** Text the feed may leave out: empty then. */
export const optionalText = v.optional(v.string(), "");

/** A list of texts the feed may leave out: empty then. */
export const optionalTexts = v.optional(v.array(v.string()), []);

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
