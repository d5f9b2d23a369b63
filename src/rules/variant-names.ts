// How a storefront variant is named and identified: shared by the product form and the wishlist's
// size step, so neither reaches into the other's slice.

/**
 * The numeric id at the end of a storefront global id.
 *
 * @example
 * ```ts
 * numericId("gid://shopify/ProductVariant/42"); // "42"
 * ```
 */
export function numericId(gid: string): string {
  return /(\d+)$/.exec(gid)?.[1] ?? gid;
}

/** What {@link sizeName} reads of a variant. */
export interface NamedVariant {
  /** The Size option's value, when the variant has one. */
  readonly size?: string | null;
  /** The variant's options in order. */
  readonly selectedOptions: readonly { readonly value: string }[];
  /** The variant's title. */
  readonly title: string;
}

/**
 * The variant's size name: its Size option, else its first option (Amount on gift cards), else
 * its title.
 *
 * @example
 * ```ts
 * sizeName({ size: "10", selectedOptions: [{ value: "10" }, { value: "F" }], title: "10 / F" }); // "10"
 * ```
 */
export function sizeName(variant: NamedVariant): string {
  return variant.size ?? variant.selectedOptions[0]?.value ?? variant.title;
}
