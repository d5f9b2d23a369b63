/**
 * Facet fields never offered as filters (storefront §5): on-sale, days since published, days
 * since created, neckline and variant size. Field names vary between feeds (`on_sale`,
 * `ss_on_sale`, `on-sale`), so {@link isExcludedFacet} compares them normalised.
 */
export const EXCLUDED_FACETS = [
  "on_sale",
  "days_since_published",
  "days_since_created",
  "neckline",
  "variant_size",
] as const;

/**
 * Whether a facet field is excluded from the filters. Case, hyphens/spaces versus underscores
 * and the search service's `ss_` prefix are ignored.
 *
 * @example
 * ```ts
 * isExcludedFacet("ss_days_since_published"); // true
 * isExcludedFacet("brand"); // false
 * ```
 */
export function isExcludedFacet(field: string): boolean {
  const normalised = field
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_")
    .replace(/^ss_/, "");
  return (EXCLUDED_FACETS as readonly string[]).includes(normalised);
}

/** Anything with a facet field name, and a list facet's values. */
export interface FacetField {
  /** The facet's field, e.g. `brand`. */
  readonly field: string;
  /** A list facet's values; a slider has none. */
  readonly values?: readonly unknown[];
}

/**
 * The facets to offer as filters, in their original order: not an excluded one, nor a list facet
 * without values (a service may send one, e.g. an `Age` facet no result has a value for), which
 * would show as a group with nothing to choose.
 *
 * @example
 * ```ts
 * offeredFacets([{ field: "brand" }, { field: "on_sale" }]); // [{ field: "brand" }]
 * offeredFacets([{ field: "size_group", values: [] }]); // []
 * ```
 */
export function offeredFacets<F extends FacetField>(facets: readonly F[]): F[] {
  return facets.filter((facet) => !isExcludedFacet(facet.field) && facet.values?.length !== 0);
}
