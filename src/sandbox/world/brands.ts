import type { AgeGroup, Brand, CategoryHandle } from "./catalogue.types";

/** A brand with what it makes, for the generator. */
export interface BrandDefinition {
  /** Display name. */
  name: string;
  /** Categories the brand makes. */
  categories: readonly CategoryHandle[];
  /** Age groups the brand makes for. */
  ageGroups: readonly AgeGroup[];
  /** How often the brand is picked among those that fit. */
  weight: number;
  /** Multiplier on the category's price range (premium brands above 1). */
  priceFactor: number;
}

const KIDS: readonly AgeGroup[] = ["BABY", "TODDLER", "3-8_YEARS", "8+_YEARS"];
const ALL: readonly AgeGroup[] = [...KIDS, "ADULT"];
const OLDER: readonly AgeGroup[] = ["3-8_YEARS", "8+_YEARS", "ADULT"];
const NOT_BABY: readonly AgeGroup[] = ["TODDLER", "3-8_YEARS", "8+_YEARS", "ADULT"];

/** The house brand: the retailer's own socks and the gift card. */
export const HOUSE_BRAND = "SNS";

/** Brands of the catalogue: real shoe brands mixed with invented ones. */
export const BRAND_DEFINITIONS: readonly BrandDefinition[] = [
  {
    name: "Bobux",
    categories: ["sneakers", "sandals", "boots", "slippers"],
    ageGroups: ["BABY", "TODDLER", "3-8_YEARS"],
    weight: 4,
    priceFactor: 1.1,
  },
  { name: "Ascent", categories: ["school-shoes", "sneakers"], ageGroups: OLDER, weight: 4, priceFactor: 1.1 },
  {
    name: "Clarks",
    categories: ["school-shoes", "sandals", "boots", "sneakers"],
    ageGroups: NOT_BABY,
    weight: 5,
    priceFactor: 1,
  },
  {
    name: "Asics",
    categories: ["sneakers", "school-shoes", "apparel"],
    ageGroups: OLDER,
    weight: 5,
    priceFactor: 1.1,
  },
  {
    name: "New Balance",
    categories: ["sneakers", "apparel"],
    ageGroups: NOT_BABY,
    weight: 5,
    priceFactor: 1.05,
  },
  { name: "Birkenstock", categories: ["sandals", "slippers"], ageGroups: OLDER, weight: 3, priceFactor: 1.3 },
  { name: "Havaianas", categories: ["sandals"], ageGroups: NOT_BABY, weight: 3, priceFactor: 0.6 },
  {
    name: "Skechers",
    categories: ["sneakers", "school-shoes", "sandals"],
    ageGroups: NOT_BABY,
    weight: 4,
    priceFactor: 0.9,
  },
  { name: "Vans", categories: ["sneakers", "apparel"], ageGroups: NOT_BABY, weight: 3, priceFactor: 0.9 },
  { name: "Converse", categories: ["sneakers", "apparel"], ageGroups: ALL, weight: 3, priceFactor: 0.9 },
  { name: "Crocs", categories: ["sandals", "slippers"], ageGroups: NOT_BABY, weight: 3, priceFactor: 0.8 },
  { name: "Teva", categories: ["sandals"], ageGroups: OLDER, weight: 2, priceFactor: 1 },
  {
    name: "Merrell",
    categories: ["boots", "sneakers", "sandals"],
    ageGroups: OLDER,
    weight: 3,
    priceFactor: 1.15,
  },
  { name: "Saucony", categories: ["sneakers"], ageGroups: OLDER, weight: 2, priceFactor: 1.1 },
  {
    name: "Grosby",
    categories: ["slippers", "school-shoes"],
    ageGroups: NOT_BABY,
    weight: 2,
    priceFactor: 0.6,
  },
  { name: "Emu Australia", categories: ["boots", "slippers"], ageGroups: ALL, weight: 3, priceFactor: 1.2 },
  {
    name: "Little Strides",
    categories: ["sneakers", "sandals", "boots"],
    ageGroups: ["BABY", "TODDLER"],
    weight: 3,
    priceFactor: 0.85,
  },
  {
    name: "Kinder Fit",
    categories: ["school-shoes", "sneakers"],
    ageGroups: ["3-8_YEARS", "8+_YEARS"],
    weight: 2,
    priceFactor: 0.9,
  },
  { name: "Trailmate", categories: ["boots", "sandals"], ageGroups: OLDER, weight: 2, priceFactor: 1 },
  { name: "Bonds", categories: ["socks", "apparel"], ageGroups: ALL, weight: 5, priceFactor: 0.9 },
  { name: "Explorer", categories: ["socks"], ageGroups: ALL, weight: 4, priceFactor: 1 },
  { name: "Wattle & Wren", categories: ["apparel", "socks"], ageGroups: KIDS, weight: 3, priceFactor: 1.1 },
  { name: "Happy Toes", categories: ["socks"], ageGroups: KIDS, weight: 2, priceFactor: 0.8 },
  { name: HOUSE_BRAND, categories: ["socks", "gift-card"], ageGroups: ALL, weight: 3, priceFactor: 0.8 },
];

/**
 * A URL slug: lower case, runs of other characters turned into single hyphens.
 *
 * @example
 * ```ts
 * slugify("Wattle & Wren"); // "wattle-wren"
 * ```
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The public record of a brand: name, handle and collection handle (`brand-{handle}`).
 *
 * @example
 * ```ts
 * brandRecord("New Balance"); // { name: "New Balance", handle: "new-balance", collection: "brand-new-balance" }
 * ```
 */
export function brandRecord(name: string): Brand {
  const handle = slugify(name);
  return { name, handle, collection: `brand-${handle}` };
}

const candidates = new Map<string, readonly (readonly [BrandDefinition, number])[]>();

/**
 * Brands that make a category for an age group, paired with their weight.
 *
 * @example
 * ```ts
 * brandsFor("school-shoes", "8+_YEARS").map(([brand]) => brand.name); // ["Ascent", "Clarks", …]
 * ```
 */
export function brandsFor(
  category: CategoryHandle,
  ageGroup: AgeGroup,
): readonly (readonly [BrandDefinition, number])[] {
  const key = `${category}|${ageGroup}`;
  let found = candidates.get(key);
  if (!found) {
    found = BRAND_DEFINITIONS.filter(
      (b) => b.categories.includes(category) && b.ageGroups.includes(ageGroup),
    ).map((b) => [b, b.weight] as const);
    candidates.set(key, found);
  }
  return found;
}
