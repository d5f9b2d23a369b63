import { GRID_COLUMNS_DESKTOP, GRID_COLUMNS_MOBILE } from "./constants";

/** The grid column counts a shopper can choose (storefront §2: 2 on mobile, 3 on desktop). */
export const GRID_COLUMN_CHOICES = [GRID_COLUMNS_MOBILE, GRID_COLUMNS_DESKTOP] as const;

/** One of {@link GRID_COLUMN_CHOICES}. */
export type GridColumns = (typeof GRID_COLUMN_CHOICES)[number];

/**
 * Reads a stored column preference; anything but `"2"` or `"3"` means no preference (`null`), so
 * a tampered or outdated value falls back to the viewport's default.
 *
 * @example
 * ```ts
 * parseGridColumns("3"); // 3
 * parseGridColumns("four"); // null
 * ```
 */
export function parseGridColumns(stored: string | null | undefined): GridColumns | null {
  const value = Number(stored);
  return GRID_COLUMN_CHOICES.find((choice) => choice === value) ?? null;
}

/**
 * The grid's column count: the shopper's choice, else 2 below the desktop breakpoint and 3 at
 * and above it.
 *
 * @example
 * ```ts
 * gridColumnsFor(null, { isDesktop: false }); // 2
 * gridColumnsFor(2, { isDesktop: true }); // 2
 * ```
 */
export function gridColumnsFor(
  preference: GridColumns | null,
  viewport: { isDesktop: boolean },
): GridColumns {
  return preference ?? (viewport.isDesktop ? GRID_COLUMNS_DESKTOP : GRID_COLUMNS_MOBILE);
}
