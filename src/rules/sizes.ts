import type { ProductMessageCatalogue } from "./messages";
import { productMessages } from "./messages";

/** Size units the size selector can show, in the selector's order. */
export const SIZE_UNITS = ["UK", "US", "EU", "CM"] as const;

/** One of {@link SIZE_UNITS}. */
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** The unit the size selector starts in. */
export const DEFAULT_SIZE_UNIT: SizeUnit = "US";

/**
 * A variant's size in CM: its EU size times 2.54, to 2 decimals (storefront §9). Rounding works
 * on the exact product, so EU 40.5 gives 102.87 and never 102.86999.
 *
 * @example
 * ```ts
 * euToCm(40); // 101.6
 * euToCm(40.5); // 102.87
 * ```
 */
export function euToCm(eu: number): number {
  return Math.round(Number((eu * 254).toPrecision(12))) / 100;
}

/** A variant's size in each unit, from its option and metafields (`kids_uk`, `kids_us`, `euro`, `centimeter`). */
export interface VariantSizes {
  /** UK size (the size option, or `kids_uk`). */
  readonly uk?: string | number | null;
  /** US size (`kids_us`). */
  readonly us?: string | number | null;
  /** EU size (`euro`). */
  readonly eu?: string | number | null;
  /** CM (`centimeter`); computed from EU when absent. */
  readonly cm?: string | number | null;
}

const present = (value: string | number | null | undefined): value is string | number =>
  value !== null && value !== undefined && String(value).trim() !== "";

/**
 * The size to show in a unit, or `undefined` when the variant has no value for it. CM uses the
 * variant's own centimetre value when it has one, and otherwise the EU × 2.54 rule.
 *
 * @example
 * ```ts
 * sizeInUnit({ uk: "8", us: "9", eu: "42" }, "US"); // "9"
 * sizeInUnit({ eu: "42" }, "CM"); // "106.68"
 * ```
 */
export function sizeInUnit(sizes: VariantSizes, unit: SizeUnit): string | undefined {
  switch (unit) {
    case "UK":
      return present(sizes.uk) ? String(sizes.uk) : undefined;
    case "US":
      return present(sizes.us) ? String(sizes.us) : undefined;
    case "EU":
      return present(sizes.eu) ? String(sizes.eu) : undefined;
    case "CM": {
      if (present(sizes.cm)) return String(sizes.cm);
      const eu = present(sizes.eu) ? Number(sizes.eu) : Number.NaN;
      return Number.isFinite(eu) ? String(euToCm(eu)) : undefined;
    }
  }
}

/**
 * The label of a size unit, from the catalogue.
 *
 * @example
 * ```ts
 * sizeUnitLabel("CM"); // "CM"
 * ```
 */
export function sizeUnitLabel(
  unit: SizeUnit,
  catalogue: Pick<
    ProductMessageCatalogue,
    "sizeUnitUk" | "sizeUnitUs" | "sizeUnitEu" | "sizeUnitCm"
  > = productMessages,
): string {
  const keys = { UK: "sizeUnitUk", US: "sizeUnitUs", EU: "sizeUnitEu", CM: "sizeUnitCm" } as const;
  return catalogue[keys[unit]];
}

/**
 * A kids' shoe size on the two UK scales: `infant` sizes are written with a leading zero
 * ("01" to "013.5"), `youth` sizes without ("1" to "7.5"), as in the account spec's size list.
 */
export interface KidsShoeSize {
  /** Which UK scale. */
  readonly scale: "infant" | "youth";
  /** The size on that scale, e.g. 5.5. */
  readonly size: number;
}

/**
 * Reads a kids' size string; a leading zero marks the infant scale.
 *
 * @example
 * ```ts
 * parseKidsShoeSize("05.5"); // { scale: "infant", size: 5.5 }
 * parseKidsShoeSize("2"); // { scale: "youth", size: 2 }
 * ```
 */
export function parseKidsShoeSize(text: string): KidsShoeSize | null {
  const match = /^(0?)(\d{1,2}(?:\.5)?)$/.exec(text.trim());
  if (!match?.[2]) return null;
  return { scale: match[1] === "0" ? "infant" : "youth", size: Number(match[2]) };
}

// The kids' chart's anchors: EU 17 at UK infant 1, EU 33 at UK youth 1 (13 UK sizes on).
const EU_AT_INFANT_1 = 17;
const EU_PER_UK_SIZE = (33 - EU_AT_INFANT_1) / 13;

/** A kids' size in UK, US and EU, as the product page shows them. */
export interface KidsSizeConversion {
  /**
   * UK size without the infant scale's leading zero ("5.5" for "05.5", "10" for "010", "2"), as
   * the product page shows it (the storefront's `kids_uk` metafield).
   */
  readonly uk: string;
  /** US size: kids' scale up to 13.5, then youth from 1. */
  readonly us: string;
  /** EU size. */
  readonly eu: number;
}

/**
 * Converts a kids' UK size, as written on the size list ("05.5", "2"), to the UK size the product
 * page shows ("5.5", "2"), US and EU. The specs name the conversions but not a chart, so
 * solekit uses the kids' chart's anchors: EU 17 at UK infant 1 and EU 33 at UK youth 1, even steps
 * between and beyond, to the nearest half size (so every half UK size has an EU size of its own:
 * UK 5 is EU 22, UK 5.5 is EU 22.5); US is one size above UK, rolling from kids' 13.5 to youth 1.
 * The sandbox's storefront gives its variants these sizes (`euro`), so the size filter and the
 * product page agree.
 *
 * @example
 * ```ts
 * convertKidsSize("05"); // { uk: "5", us: "6", eu: 22 }
 * convertKidsSize("013"); // { uk: "13", us: "1", eu: 32 }
 * ```
 */
export function convertKidsSize(uk: string): KidsSizeConversion | null {
  const parsed = parseKidsShoeSize(uk);
  if (!parsed) return null;
  // Position on one continuous scale in UK sizes, with UK infant 0 at 0 and youth 1 at 14.
  const position = parsed.scale === "infant" ? parsed.size : parsed.size + 13;
  const eu = Math.round((EU_AT_INFANT_1 + (position - 1) * EU_PER_UK_SIZE) * 2) / 2;
  const usPosition = position + 1;
  const us = usPosition < 14 ? usPosition : usPosition - 13;
  return { uk: String(parsed.size), us: String(us), eu };
}

/**
 * A size option as stored on a list item or an order line, as the product page names it in UK
 * when no storefront variant is at hand: the kids' infant scale's leading zero dropped ("011.5"
 * reads "11.5", as {@link convertKidsSize} gives it); any other size ("7", "M") as it is.
 *
 * @example
 * ```ts
 * storedSizeInUk("011.5"); // "11.5"
 * storedSizeInUk("M"); // "M"
 * ```
 */
export function storedSizeInUk(option: string): string {
  return convertKidsSize(option)?.uk ?? option;
}

/** A variant's size metafields (namespace `utopia`), as the storefront stores them. */
export interface SizeMetafields {
  /** UK size. */
  readonly kids_uk?: string | null;
  /** US size. */
  readonly kids_us?: string | null;
  /** EU size. */
  readonly euro?: string | null;
  /** Size in CM. */
  readonly centimeter?: string | null;
}

/**
 * Whether a variant's size converts between units (UK, US, EU, CM): it has an EU or a US size.
 *
 * @example
 * ```ts
 * convertsSizeUnits({ euro: "22", kids_us: "6" }); // true
 * convertsSizeUnits({ euro: null, kids_us: null }); // false (socks: S, M, L)
 * ```
 */
export function convertsSizeUnits(metafields: SizeMetafields | null | undefined): boolean {
  return present(metafields?.euro) || present(metafields?.kids_us);
}

/**
 * A variant's size as the product page shows it in `unit`: from its size metafields (UK falls
 * back to the size option itself), else the size option (`name`). CM is the `centimeter`
 * metafield, or the spec's EU × 2.54 where that is missing. The product page's size selector and
 * a cart line both use it, so the bag names the size the shopper chose.
 *
 * @example
 * ```ts
 * variantSizeInUnit("04.5", { kids_uk: "4.5", kids_us: "5.5", euro: "21" }, "US"); // "5.5"
 * variantSizeInUnit("M", null, "US"); // "M"
 * ```
 */
export function variantSizeInUnit(
  name: string,
  metafields: SizeMetafields | null | undefined,
  unit: SizeUnit,
): string {
  const { kids_uk, kids_us, euro, centimeter } = metafields ?? {};
  return sizeInUnit({ uk: kids_uk ?? name, us: kids_us, eu: euro, cm: centimeter }, unit) ?? name;
}
