/** A variant as the size selector sees it. */
export interface SizeOption {
  /** Variant id. */
  readonly id: string | number;
  /** Size name (the size option, e.g. "8" or "010.5"). */
  readonly size: string;
  /** Width option, e.g. "E"; absent for products without widths. */
  readonly width?: string | null;
  /** Whether the variant is in stock. */
  readonly available: boolean;
}

/** The size selector's current choice (storefront §4). */
export interface SizeSelection {
  /** Chosen variant id. */
  readonly id: string | number;
  /** Size name. */
  readonly name: string;
  /** Width, or `null` without widths. */
  readonly width: string | null;
  /** The chosen variant. */
  readonly variant: SizeOption;
  /** True for an out-of-stock variant: still selectable, but flagged. */
  readonly unavailableStock: boolean;
}

const sameWidth = (option: SizeOption, width: string | null | undefined) =>
  (option.width ?? null) === (width ?? null);

/**
 * Chooses a size in a width. Out-of-stock variants can be chosen and come back flagged
 * `unavailableStock`; a size that does not exist in that width gives `null`.
 *
 * @example
 * ```ts
 * selectSize([{ id: 1, size: "8", width: "E", available: false }], "8", "E")?.unavailableStock; // true
 * ```
 */
export function selectSize(
  options: readonly SizeOption[],
  size: string,
  width: string | null = null,
): SizeSelection | null {
  const variant = options.find((option) => option.size === size && sameWidth(option, width));
  if (!variant) return null;
  return {
    id: variant.id,
    name: variant.size,
    width: variant.width ?? null,
    variant,
    unavailableStock: !variant.available,
  };
}

/**
 * Changes width: re-picks the size of the same name in the new width, or clears the selection
 * when that size does not exist there.
 *
 * @example
 * ```ts
 * const options = [{ id: 1, size: "8", width: "E", available: true }, { id: 2, size: "8", width: "G", available: true }];
 * changeWidth(options, selectSize(options, "8", "E"), "G")?.id; // 2
 * ```
 */
export function changeWidth(
  options: readonly SizeOption[],
  selection: SizeSelection | null,
  width: string | null,
): SizeSelection | null {
  return selection ? selectSize(options, selection.name, width) : null;
}

/**
 * The widths a product offers, in the order first seen.
 *
 * @example
 * ```ts
 * widthsOf([{ id: 1, size: "8", width: "E", available: true }, { id: 2, size: "9", width: "E", available: true }]); // ["E"]
 * ```
 */
export function widthsOf(options: readonly SizeOption[]): string[] {
  return [...new Set(options.flatMap((option) => (option.width ? [option.width] : [])))];
}

/** A size button of the selector. */
export interface SizeChoice {
  /** Size name. */
  readonly size: string;
  /** False when out of stock (struck through, still selectable). */
  readonly available: boolean;
  /** Variant id. */
  readonly id: string | number;
}

/**
 * The sizes offered in a width, in variant order, each with whether it is in stock (out-of-stock
 * sizes are struck through but still listed).
 *
 * @example
 * ```ts
 * sizesInWidth([{ id: 1, size: "8", width: "E", available: false }], "E"); // [{ size: "8", available: false, id: 1 }]
 * ```
 */
export function sizesInWidth(options: readonly SizeOption[], width: string | null): SizeChoice[] {
  return options
    .filter((option) => sameWidth(option, width))
    .map((option) => ({ size: option.size, available: option.available, id: option.id }));
}
