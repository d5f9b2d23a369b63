import { SIZE_FILTER_GROUPS, sizeFilterGroup } from "../../rules/age-groups";
import type { Product } from "../world";
import {
  ADULT_SHOE_SIZES,
  APPAREL_SIZES_BY_AGE_GROUP,
  KIDS_SHOE_SIZES,
  SHOE_WIDTHS,
  SOCK_SIZES_BY_AGE_GROUP,
} from "../world";

/** A list facet the sandbox offers: its field, label, how to draw it and how to read a product. */
export interface ListFacetDefinition {
  /** Facet field, also the `filter.{field}` name. */
  field: string;
  /** Label shown above the values. */
  label: string;
  /** `list`, `grid` (sizes) or `palette` (colours). */
  display: "list" | "grid" | "palette";
  /** The product's values for this facet (distinct). */
  values(product: Product): string[];
  /** Canonical value order; values are otherwise listed by count, most first. */
  order?: readonly string[];
}

const inStock = (product: Product) => product.variants.filter((variant) => variant.availableForSale);

/** Sizes in the order a size grid shows them: kids' shoes, adults' shoes, socks, apparel. */
export const SIZE_ORDER: readonly string[] = [
  ...new Set([
    ...KIDS_SHOE_SIZES,
    ...ADULT_SHOE_SIZES,
    ...Object.values(SOCK_SIZES_BY_AGE_GROUP).flat(),
    ...Object.values(APPAREL_SIZES_BY_AGE_GROUP).flat(),
  ]),
];

/**
 * The list facets, in the order the filters panel shows them. The spec's excluded facets (on
 * sale, days since published/created, neckline, variant size) are deliberately absent; `on_sale`
 * still works as a filter, as on the real service.
 */
export const LIST_FACETS: readonly ListFacetDefinition[] = [
  { field: "brand", label: "Brand", display: "list", values: (p) => [p.brand] },
  { field: "product_type", label: "Category", display: "list", values: (p) => [p.product_type] },
  { field: "gender", label: "Gender", display: "list", values: (p) => [p.gender] },
  {
    field: "size_group",
    label: "Age",
    display: "list",
    values: (p) => (p.kind === "gift-card" ? [] : [sizeFilterGroup(p.age_group)]),
    order: SIZE_FILTER_GROUPS,
  },
  {
    field: "size",
    label: "Size",
    display: "grid",
    values: (p) =>
      p.options[0]?.name === "Size" ? [...new Set(inStock(p).map((variant) => variant.option1))] : [],
    order: SIZE_ORDER,
  },
  {
    field: "width",
    label: "Width",
    display: "list",
    values: (p) => [
      ...new Set(inStock(p).flatMap((variant) => (variant.option2 === null ? [] : [variant.option2]))),
    ],
    order: SHOE_WIDTHS,
  },
  { field: "colour", label: "Colour", display: "palette", values: (p) => [p.colour.name] },
];

/** The price slider's field. */
export const PRICE_FIELD = "price";
/** The price slider's label. */
export const PRICE_LABEL = "Price";
/** The price slider's step in dollars; the range is widened to whole steps. */
export const PRICE_STEP = 5;
/** A filter that works but is never offered as a facet (an excluded facet of storefront §5). */
export const ON_SALE_FIELD = "on_sale";
