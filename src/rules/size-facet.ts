import { SIZE_FILTER_GROUPS, type SizeFilterGroup } from "./age-groups";
import { type SearchGridMessageCatalogue, searchGridMessages } from "./messages";
import { convertKidsSize, type KidsSizeConversion, parseKidsShoeSize } from "./sizes";

// Its own module, reading only the search catalogue: the search grid groups its size facet with
// it, and a search-only bundle carries no product-page wording.

const HEADINGS: Readonly<Record<SizeFilterGroup, keyof SearchGridMessageCatalogue>> = {
  "0-12 Months": "sizeGroupBaby",
  "1-3 Years": "sizeGroupToddler",
  "3-8 Years": "sizeGroupYounger",
  "8+ Years": "sizeGroupOlder",
  Adult: "sizeGroupAdult",
};

/**
 * The size filter group of a shoe size on the UK scales, by where the size sits: infant 01–03.5
 * is 0-12 Months, 04–08.5 is 1-3 Years, 09 to youth 1.5 is 3-8 Years, youth 2–7.5 is 8+ Years,
 * and 8 upwards is Adult. A facet value is only a size, not an age, and the age groups' runs
 * overlap (a youth 5 and an adult 5 are the same foot), so each size sits in exactly one group.
 * `null` for anything that is not a shoe size (socks, apparel).
 *
 * @example
 * ```ts
 * sizeFilterGroupOfShoeSize("05.5"); // "1-3 Years"
 * sizeFilterGroupOfShoeSize("9"); // "Adult"
 * sizeFilterGroupOfShoeSize("XS"); // null
 * ```
 */
export function sizeFilterGroupOfShoeSize(uk: string): SizeFilterGroup | null {
  const parsed = parseKidsShoeSize(uk);
  if (!parsed) return null;
  if (parsed.scale === "infant") {
    if (parsed.size < 1) return null;
    return parsed.size < 4 ? "0-12 Months" : parsed.size < 9 ? "1-3 Years" : "3-8 Years";
  }
  if (parsed.size < 1 || parsed.size > 15) return null;
  return parsed.size < 2 ? "3-8 Years" : parsed.size < 8 ? "8+ Years" : "Adult";
}

/** One heading of a grouped size filter: its values, each with its UK, US and EU sizes. */
export interface SizeFacetGroup<T> {
  /** The group, or `null` for the values that are not shoe sizes. */
  readonly group: SizeFilterGroup | null;
  /** Its heading, from the catalogue ('0-12 Months' … 'Adult', 'Other sizes'). */
  readonly label: string;
  /** Its values in the order they came, each with its conversions (`null` for a non-shoe size). */
  readonly values: readonly (T & { readonly conversion: KidsSizeConversion | null })[];
}

/**
 * Groups a size facet's values under the size filter groups (storefront §9), in the groups'
 * order, each value with its UK, US and EU sizes (`convertKidsSize`); values that are not shoe
 * sizes come last under 'Other sizes'. Empty groups are left out; values keep their order.
 *
 * @example
 * ```ts
 * groupSizeFacetValues([{ value: "05" }, { value: "9" }, { value: "XS" }]).map((g) => g.label);
 * // ["1-3 Years", "Adult", "Other sizes"]
 * ```
 */
export function groupSizeFacetValues<T extends { readonly value: string }>(
  values: readonly T[],
  catalogue: SearchGridMessageCatalogue = searchGridMessages,
): SizeFacetGroup<T>[] {
  const byGroup = new Map<SizeFilterGroup | null, (T & { conversion: KidsSizeConversion | null })[]>();
  for (const value of values) {
    const group = sizeFilterGroupOfShoeSize(value.value);
    const list = byGroup.get(group) ?? [];
    list.push({ ...value, conversion: group === null ? null : convertKidsSize(value.value) });
    byGroup.set(group, list);
  }
  return [...SIZE_FILTER_GROUPS, null].flatMap((group) => {
    const grouped = byGroup.get(group);
    if (!grouped) return [];
    const label = group === null ? catalogue.sizeGroupOther : catalogue[HEADINGS[group]];
    return [{ group, label, values: grouped }];
  });
}
