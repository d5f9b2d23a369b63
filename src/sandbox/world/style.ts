import { brandsFor } from "./brands";
import type { AgeGroup, Audience, Colour, ProductGender } from "./catalogue.types";
import { CATEGORIES, type CategoryDefinition } from "./categories";
import { COLOURS, SCHOOL_COLOURS } from "./colours";
import type { Random } from "./random";
import {
  APPAREL_SIZES_BY_AGE_GROUP,
  SHOE_SIZES_BY_AGE_GROUP,
  SHOE_WIDTHS,
  SOCK_SIZES_BY_AGE_GROUP,
  sizeConversion,
} from "./sizes";

/** One style: a model of one brand that the catalogue sells in one or more colours. */
export interface StylePlan {
  /** Category definition. */
  category: CategoryDefinition;
  /** Age group. */
  ageGroup: AgeGroup;
  /** Kids or adults. */
  audience: Audience;
  /** Brand name. */
  brand: string;
  /** Marketed gender. */
  gender: ProductGender;
  /** Model name without brand or colour, e.g. `Glide 7 Junior`. */
  model: string;
  /** Style code, unique per style. */
  styleCode: string;
  /** Sizes in order. */
  sizes: readonly string[];
  /** Widths in order (empty for articles without widths). */
  widths: readonly string[];
  /** The style's colours, distinct. */
  colours: readonly Colour[];
  /** Full price in cents. */
  price: number;
  /** Size lists per unit for the product metafields, null for non-shoes. */
  sizeMetafields: { kids_uk: string; kids_us: string; euro: string; centimeter: string } | null;
}

const CATEGORY_WEIGHTS = CATEGORIES.filter((c) => c.weight > 0).map((c) => [c, c.weight] as const);

const AGE_QUALIFIER: Readonly<Record<AgeGroup, string>> = {
  BABY: " Baby",
  TODDLER: " Toddler",
  "3-8_YEARS": " Junior",
  "8+_YEARS": " Youth",
  ADULT: "",
};

const KIDS_GENDERS = [
  ["Unisex", 5],
  ["Boys", 2],
  ["Girls", 2],
] as const;
const ADULT_GENDERS = [
  ["Womens", 2],
  ["Mens", 2],
  ["Unisex", 1],
] as const;

function pickSizes(
  random: Random,
  category: CategoryDefinition,
  { ageGroup, gender }: { ageGroup: AgeGroup; gender: ProductGender },
) {
  if (category.kind === "sock") return SOCK_SIZES_BY_AGE_GROUP[ageGroup];
  if (category.kind === "apparel") return APPAREL_SIZES_BY_AGE_GROUP[ageGroup];
  let run = SHOE_SIZES_BY_AGE_GROUP[ageGroup];
  if (ageGroup === "ADULT")
    run = gender === "Womens" ? run.slice(0, 15) : gender === "Mens" ? run.slice(6) : run;
  // School shoes are fitted, so they carry the whole run; other styles drop a size or two at the ends.
  if (category.handle === "school-shoes") return run;
  const from = random.int(0, 2);
  const to = run.length - random.int(0, 2);
  return run.slice(from, to);
}

function pickWidths(random: Random, [min, max]: readonly [number, number]): readonly string[] {
  if (max === 0) return [];
  const count = random.int(min, max);
  const start = count >= 3 ? random.int(0, SHOE_WIDTHS.length - count) : random.int(2, 4 - count);
  return SHOE_WIDTHS.slice(start, start + count);
}

/**
 * A price in cents ending in 95, near a dollar amount (rounded to the nearest five dollars).
 *
 * @example
 * ```ts
 * roundPrice(128.4); // 12995
 * ```
 */
export function roundPrice(dollars: number): number {
  return Math.max(1, Math.round(dollars / 5)) * 500 - 5;
}

/**
 * Plans one style: category, age group, brand, model, sizes, widths, colours and price.
 *
 * @param index - Position of the style in the catalogue; makes the style code unique.
 * @example
 * ```ts
 * const style = planStyle(createRandom(1), 0);
 * style.styleCode; // e.g. "ASI-10000"
 * ```
 */
export function planStyle(random: Random, index: number): StylePlan {
  const category = random.weighted(CATEGORY_WEIGHTS);
  const ageGroup = random.weighted(category.ageGroups);
  const audience: Audience = ageGroup === "ADULT" ? "adults" : "kids";
  const brand = random.weighted(brandsFor(category.handle, ageGroup));
  const gender: ProductGender = random.weighted(audience === "adults" ? ADULT_GENDERS : KIDS_GENDERS);
  const qualifier =
    ageGroup === "ADULT" ? (gender === "Unisex" ? "" : ` ${gender}`) : AGE_QUALIFIER[ageGroup];
  const word = category.modelWords.length > 0 && random.chance(0.8) ? random.pick(category.modelWords) : "";
  const base = random.pick(category.models);
  const named = word === "" ? base : category.wordFirst ? `${word} ${base}` : `${base} ${word}`;
  const model = `${named}${qualifier}`;
  const sizes = pickSizes(random, category, { ageGroup, gender });
  const widths = pickWidths(random, category.widthCount);
  const palette = category.handle === "school-shoes" ? SCHOOL_COLOURS : COLOURS;
  const colours = random.sample(palette, random.int(category.colourCount[0], category.colourCount[1]));
  const [low, high] = category.prices[audience];
  const price = roundPrice((low + random.next() * (high - low)) * brand.priceFactor);
  const code = brand.name
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase();
  const conversions = category.kind === "shoe" ? sizes.map(sizeConversion) : null;
  return {
    category,
    ageGroup,
    audience,
    brand: brand.name,
    gender,
    model,
    styleCode: `${code}-${10000 + index}`,
    sizes,
    widths,
    colours,
    price,
    sizeMetafields: conversions && {
      kids_uk: conversions.map((c) => c.kids_uk).join(","),
      kids_us: conversions.map((c) => c.kids_us).join(","),
      euro: conversions.map((c) => c.euro).join(","),
      centimeter: conversions.map((c) => c.centimeter).join(","),
    },
  };
}
