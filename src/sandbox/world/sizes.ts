import { convertKidsSize } from "../../rules/sizes";
import type { AgeGroup, SizeConversion } from "./catalogue.types";

function halfSteps(from: number, to: number, prefix: string): string[] {
  const sizes: string[] = [];
  for (let size = from; size <= to; size += 0.5) sizes.push(`${prefix}${size}`);
  return sizes;
}

/**
 * Kids' AU/UK shoe sizes in the spec's order: infant sizes written with a leading zero
 * (`01`, `01.5` … `013.5`), then youth sizes `1` to `7.5`, in half steps.
 */
export const KIDS_SHOE_SIZES: readonly string[] = [...halfSteps(1, 13.5, "0"), ...halfSteps(1, 7.5, "")];

/** Adults' UK shoe sizes: 3 to 12 in half steps, then 13 (the spec is silent; this is the usual run). */
export const ADULT_SHOE_SIZES: readonly string[] = [...halfSteps(3, 12, ""), "13"];

/** Shoe widths, narrowest first. */
export const SHOE_WIDTHS: readonly string[] = ["C", "D", "E", "F", "G", "H"];

/**
 * The run of sizes offered per age group; a product offers a contiguous part of its group's run.
 * Baby 01–05, toddler 04–09, 3–8 years 09–2, 8+ years 1–7.5, adults 3–13.
 */
export const SHOE_SIZES_BY_AGE_GROUP: Readonly<Record<AgeGroup, readonly string[]>> = {
  BABY: KIDS_SHOE_SIZES.slice(0, 9),
  TODDLER: KIDS_SHOE_SIZES.slice(6, 17),
  "3-8_YEARS": KIDS_SHOE_SIZES.slice(16, 29),
  "8+_YEARS": KIDS_SHOE_SIZES.slice(26),
  ADULT: ADULT_SHOE_SIZES,
};

/** Sock sizes per age group (ranges of shoe sizes, as sock packs are labelled). */
export const SOCK_SIZES_BY_AGE_GROUP: Readonly<Record<AgeGroup, readonly string[]>> = {
  BABY: ["0-2", "2-5"],
  TODDLER: ["2-5", "5-8"],
  "3-8_YEARS": ["9-12", "13-3"],
  "8+_YEARS": ["13-3", "3-8"],
  ADULT: ["3-8", "8-11", "11-14"],
};

/** Garment sizes per age group (AU children's sizes, letter sizes for adults). */
export const APPAREL_SIZES_BY_AGE_GROUP: Readonly<Record<AgeGroup, readonly string[]>> = {
  BABY: ["000", "00", "0"],
  TODDLER: ["1", "2", "3"],
  "3-8_YEARS": ["4", "5", "6", "7", "8"],
  "8+_YEARS": ["8", "10", "12", "14", "16"],
  ADULT: ["XS", "S", "M", "L", "XL"],
};

/** Gift-card denominations in dollars. */
export const GIFT_CARD_AMOUNTS: readonly number[] = [25, 50, 75, 100, 150, 200];

/**
 * Position of a shoe size on one continuous UK scale: infant `01` is 1, infant `013.5` is 13.5,
 * youth/adult `1` is 14 (the step after 13.5).
 *
 * @example
 * ```ts
 * shoeSizeStep("010.5"); // 10.5
 * shoeSizeStep("2");     // 15
 * ```
 */
export function shoeSizeStep(size: string): number {
  const value = Number.parseFloat(size);
  return size.startsWith("0") ? value : 13 + value;
}

const conversions = new Map<string, SizeConversion>();

/**
 * UK, US, EU and CM values of an AU/UK shoe size, as the library converts it for the size filter
 * (`convertKidsSize`: EU 17 at infant 1 to 33 at youth 1, in half sizes; US is UK + 1), so the
 * filter and the product page agree; CM is EU × 2.54 to 2 decimals, as the spec defines it.
 * Results are cached and frozen: every variant of a size shares one object.
 *
 * @example
 * ```ts
 * sizeConversion("010"); // { kids_uk: "10", kids_us: "11", euro: "28", centimeter: "71.12" }
 * ```
 */
export function sizeConversion(size: string): SizeConversion {
  const cached = conversions.get(size);
  if (cached) return cached;
  const converted = convertKidsSize(size);
  if (!converted) throw new Error(`sandbox: "${size}" is not a shoe size`);
  const conversion: SizeConversion = Object.freeze({
    kids_uk: converted.uk,
    kids_us: converted.us,
    euro: String(converted.eu),
    centimeter: (converted.eu * 2.54).toFixed(2),
  });
  conversions.set(size, conversion);
  return conversion;
}
