import type { AgeGroup, CategoryHandle, ProductKind } from "./catalogue.types";

/** How the generator builds products of one category. */
export interface CategoryDefinition {
  /** Category handle, also the category collection's handle. */
  handle: CategoryHandle;
  /** Display name, used as `product_type` and collection title. */
  title: string;
  /** Kind of article. */
  kind: ProductKind;
  /** Share of the catalogue's styles. */
  weight: number;
  /** Age groups the category is made for, with their share. */
  ageGroups: readonly (readonly [AgeGroup, number])[];
  /** Fewest and most widths a shoe style offers (0 for kinds without widths). */
  widthCount: readonly [number, number];
  /** Fewest and most colours a style comes in. */
  colourCount: readonly [number, number];
  /** Price range in whole dollars for kids' and adults' styles. */
  prices: { kids: readonly [number, number]; adults: readonly [number, number] };
  /** Model names the generator combines with a version or style word. */
  models: readonly string[];
  /** Words that vary a model name. */
  modelWords: readonly string[];
  /** Whether the word goes before the model (`Heritage Hoodie`) rather than after (`Glide 7`). */
  wordFirst: boolean;
  /** One sentence about the category for descriptions. */
  blurb: string;
}

const KIDS_AND_ADULTS: readonly (readonly [AgeGroup, number])[] = [
  ["BABY", 1],
  ["TODDLER", 2],
  ["3-8_YEARS", 3],
  ["8+_YEARS", 2.5],
  ["ADULT", 2.5],
];

/** Every category the catalogue sells, gift card last. */
export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    handle: "school-shoes",
    title: "School Shoes",
    kind: "shoe",
    weight: 12,
    ageGroups: [
      ["3-8_YEARS", 4],
      ["8+_YEARS", 4],
      ["ADULT", 2],
    ],
    widthCount: [3, 6],
    colourCount: [1, 2],
    prices: { kids: [100, 160], adults: [140, 200] },
    models: [
      "Scholar",
      "Prefect",
      "Campus",
      "Academy",
      "Sustain",
      "Apex",
      "Scout",
      "Mentor",
      "Prodigy",
      "Quest",
    ],
    modelWords: ["Lace", "Strap", "Buckle", "II", "3", "Leather", "Pro"],
    wordFirst: false,
    blurb: "A durable leather school shoe fitted in store, with a toe bumper built for the playground.",
  },
  {
    handle: "sneakers",
    title: "Sneakers",
    kind: "shoe",
    weight: 24,
    ageGroups: KIDS_AND_ADULTS,
    widthCount: [1, 2],
    colourCount: [1, 4],
    prices: { kids: [60, 140], adults: [110, 260] },
    models: [
      "Glide",
      "Dash",
      "Pulse",
      "Sprint",
      "Contend",
      "Nova",
      "Rally",
      "Court",
      "Bolt",
      "Orbit",
      "Zoom",
    ],
    modelWords: ["2", "3", "5", "7", "9", "12", "Lite", "Trail", "Knit"],
    wordFirst: false,
    blurb: "A light, cushioned sneaker for running, jumping and everything in between.",
  },
  {
    handle: "sandals",
    title: "Sandals",
    kind: "shoe",
    weight: 12,
    ageGroups: KIDS_AND_ADULTS,
    widthCount: [1, 2],
    colourCount: [1, 4],
    prices: { kids: [30, 90], adults: [40, 180] },
    models: ["Arizona", "Coast", "Reef", "Splash", "Harbour", "Tide", "Lagoon", "Palm", "Milano"],
    modelWords: ["Slide", "Strap", "Thong", "Cross", "Eva"],
    wordFirst: false,
    blurb: "An easy summer sandal with a contoured footbed and quick-dry straps.",
  },
  {
    handle: "boots",
    title: "Boots",
    kind: "shoe",
    weight: 11,
    ageGroups: [
      ["TODDLER", 2],
      ["3-8_YEARS", 3],
      ["8+_YEARS", 2],
      ["ADULT", 3],
    ],
    widthCount: [1, 3],
    colourCount: [1, 3],
    prices: { kids: [80, 170], adults: [150, 320] },
    models: ["Ridge", "Outback", "Chelsea", "Ranger", "Summit", "Drover", "Alpine", "Tundra"],
    modelWords: ["Hiker", "Zip", "WP", "Mid", "Classic"],
    wordFirst: false,
    blurb: "A water-resistant boot with a grippy outsole for wet days and weekends away.",
  },
  {
    handle: "slippers",
    title: "Slippers",
    kind: "shoe",
    weight: 7,
    ageGroups: KIDS_AND_ADULTS,
    widthCount: [1, 1],
    colourCount: [1, 3],
    prices: { kids: [25, 60], adults: [35, 140] },
    models: ["Cosy", "Snug", "Cloud", "Nest", "Dreamer", "Hearth", "Moccasin"],
    modelWords: ["Scuff", "Bootie", "Slide", "Plush"],
    wordFirst: false,
    blurb: "A soft, warm slipper with a non-slip sole for chilly floors.",
  },
  {
    handle: "socks",
    title: "Socks",
    kind: "sock",
    weight: 17,
    ageGroups: KIDS_AND_ADULTS,
    widthCount: [0, 0],
    colourCount: [1, 3],
    prices: { kids: [10, 25], adults: [12, 30] },
    models: [
      "Crew Sock",
      "Ankle Sock",
      "School Sock",
      "Sports Crew",
      "Bamboo Crew",
      "Thermal Sock",
      "No Show",
    ],
    modelWords: ["3 Pack", "5 Pack", "2 Pack", "Single"],
    wordFirst: false,
    blurb: "Soft cotton-rich socks with a cushioned sole and a seam-free toe.",
  },
  {
    handle: "apparel",
    title: "Apparel",
    kind: "apparel",
    weight: 17,
    ageGroups: KIDS_AND_ADULTS,
    widthCount: [0, 0],
    colourCount: [1, 4],
    prices: { kids: [20, 70], adults: [35, 120] },
    models: ["Logo Tee", "Hoodie", "Track Pant", "Sweat Short", "Rain Jacket", "Puffer Vest", "Crew Sweat"],
    modelWords: ["Classic", "Essential", "Heritage", "Active"],
    wordFirst: true,
    blurb: "An everyday layer in soft, hard-wearing fabric that survives the wash.",
  },
  {
    handle: "gift-card",
    title: "Gift Cards",
    kind: "gift-card",
    weight: 0,
    ageGroups: [],
    widthCount: [0, 0],
    colourCount: [1, 1],
    prices: { kids: [25, 200], adults: [25, 200] },
    models: ["Gift Card"],
    modelWords: [],
    wordFirst: false,
    blurb: "Let them choose: a digital gift card redeemable online and in every store.",
  },
];

/**
 * The definition of a category.
 *
 * @example
 * ```ts
 * categoryDefinition("sneakers").title; // "Sneakers"
 * ```
 */
export function categoryDefinition(handle: CategoryHandle): CategoryDefinition {
  const found = CATEGORIES.find((c) => c.handle === handle);
  if (!found) throw new RangeError(`Unknown category ${handle}`);
  return found;
}
