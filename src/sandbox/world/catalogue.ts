import { BRAND_DEFINITIONS, brandRecord, HOUSE_BRAND, slugify } from "./brands";
import type { BuildSteps } from "./build-steps";
import type { Brand, Collection, Colour, Product } from "./catalogue.types";
import { categoryDefinition } from "./categories";
import {
  audienceCollection,
  buildCollections,
  categoryCollection,
  NEW_ARRIVAL_DAYS,
  NEW_ARRIVALS,
  SALE,
  SHOP_ALL,
} from "./collections";
import { COLOURS, hexTag } from "./colours";
import { productImages } from "./images";
import type { Random } from "./random";
import { GIFT_CARD_AMOUNTS } from "./sizes";
import { planStyle, type StylePlan } from "./style";
import { linkSwatches } from "./swatches";
import { buildVariants } from "./variants";

/** The products, collections and brands of the world. */
export interface Catalogue {
  /** Every product, the gift card first, then styles with their colours side by side. */
  products: Product[];
  /** Every collection; membership is on `Product.collections`. */
  collections: Collection[];
  /** Every brand, in definition order. */
  brands: Brand[];
}

/** First product id; products are numbered upwards from here. */
export const PRODUCT_ID_BASE = 7_000_000;
/** First variant id; variants are numbered upwards from here, unique across the world. */
export const VARIANT_ID_BASE = 40_000_000;
/** Handle of the gift-card product. */
export const GIFT_CARD_HANDLE = "gift-card";

const DAY = 86_400_000;
const GOLD = COLOURS.find((c) => c.name === "Gold") as Colour;

interface Counters {
  product: number;
  variant: number;
}

function giftCard(counters: Counters, now: number, random: Random): Product {
  const id = PRODUCT_ID_BASE + ++counters.product;
  const created = new Date(now - 900 * DAY).toISOString();
  const labels = GIFT_CARD_AMOUNTS.map((amount) => `$${amount}`);
  const title = "Gift Card";
  return {
    id,
    gid: `gid://shopify/Product/${id}`,
    handle: GIFT_CARD_HANDLE,
    title,
    customer_facing_product_name: title,
    vendor: HOUSE_BRAND,
    brand: HOUSE_BRAND,
    category: "gift-card",
    kind: "gift-card",
    product_type: categoryDefinition("gift-card").title,
    audience: "adults",
    age_group: null,
    gender: "Unisex",
    style_code: "SNS-GIFT",
    colour: GOLD,
    tags: [hexTag(GOLD), "Colour:Gold", "Category:gift-card", `Brand:${HOUSE_BRAND}`, "gift-card"],
    collections: [SHOP_ALL, categoryCollection("gift-card"), brandRecord(HOUSE_BRAND).collection],
    published: true,
    published_at: created,
    created_at: created,
    description: categoryDefinition("gift-card").blurb,
    price: (GIFT_CARD_AMOUNTS[0] as number) * 100,
    compare_at_price: null,
    options: [{ name: "Amount", values: labels }],
    variants: buildVariants(
      {
        productId: id,
        skuStem: "SNS-GIFT",
        sizes: labels,
        skuSizes: GIFT_CARD_AMOUNTS.map(String),
        widths: [],
        shoe: false,
        prices: GIFT_CARD_AMOUNTS.map((amount) => amount * 100),
        compareAtPrice: null,
        soldOutRate: 0,
        unlimited: true,
      },
      random,
      () => VARIANT_ID_BASE + ++counters.variant,
    ),
    swatches: [],
    images: productImages(GIFT_CARD_HANDLE, title, "gift-card"),
    metafields: {
      utopia: {
        customer_facing_product_name: title,
        centimeter: null,
        kids_us: null,
        kids_uk: null,
        euro: null,
        age_group: null,
      },
      omneo: { brand: HOUSE_BRAND },
    },
  };
}

function styleProducts(
  style: StylePlan,
  count: number,
  context: { counters: Counters; now: number; random: Random; handles: Set<string> },
): Product[] {
  const { counters, now, random, handles } = context;
  const def = style.category;
  const brandCollection = brandRecord(style.brand).collection;
  const stem = slugify(`${style.brand} ${style.model}`);
  const isNewStyle = random.chance(0.1);
  const styleAge = isNewStyle ? random.int(0, NEW_ARRIVAL_DAYS - 3) : random.int(NEW_ARRIVAL_DAYS + 1, 900);
  const options =
    style.widths.length > 0
      ? [
          { name: "Size", values: style.sizes.slice() },
          { name: "Width", values: style.widths.slice() },
        ]
      : [{ name: "Size", values: style.sizes.slice() }];
  const products: Product[] = [];
  for (const colour of style.colours.slice(0, count)) {
    const id = PRODUCT_ID_BASE + ++counters.product;
    let handle = `${stem}-${slugify(colour.name)}`;
    for (let n = 2; handles.has(handle); n++) handle = `${stem}-${slugify(colour.name)}-${n}`;
    handles.add(handle);
    const title = `${style.brand} ${style.model} ${colour.name}`;
    const createdAt = now - (styleAge + random.int(0, 2)) * DAY - random.int(0, DAY - 1);
    const published = !random.chance(0.015);
    const publishedAt = Math.min(now, createdAt + random.int(0, 2) * DAY);
    const onSale = random.chance(0.18);
    const price = onSale
      ? Math.max(95, Math.round((style.price * (0.6 + random.next() * 0.25)) / 100) * 100 - 5)
      : style.price;
    const compareAt = onSale ? style.price : null;
    const isNew = published && now - publishedAt <= NEW_ARRIVAL_DAYS * DAY;
    const tags = [
      hexTag(colour),
      `Colour:${colour.name}`,
      `AgeGroup:${style.ageGroup}`,
      `Audience:${style.audience}`,
      `Category:${def.handle}`,
      `Brand:${style.brand}`,
      `Gender:${style.gender}`,
    ];
    if (onSale) tags.push("sale");
    if (isNew) tags.push("new");
    const collections = published
      ? [
          SHOP_ALL,
          categoryCollection(def.handle),
          audienceCollection(style.audience, def.handle),
          brandCollection,
        ]
      : [];
    if (published && onSale) collections.push(SALE);
    if (isNew) collections.push(NEW_ARRIVALS);
    products.push({
      id,
      gid: `gid://shopify/Product/${id}`,
      handle,
      title,
      customer_facing_product_name: style.model,
      vendor: style.brand,
      brand: style.brand,
      category: def.handle,
      kind: def.kind,
      product_type: def.title,
      audience: style.audience,
      age_group: style.ageGroup,
      gender: style.gender,
      style_code: style.styleCode,
      colour,
      tags,
      collections,
      published,
      published_at: published ? new Date(publishedAt).toISOString() : null,
      created_at: new Date(createdAt).toISOString(),
      description: `${style.brand} ${style.model} in ${colour.name}. ${def.blurb}`,
      price,
      compare_at_price: compareAt,
      options,
      variants: buildVariants(
        {
          productId: id,
          skuStem: `${style.styleCode}-${colour.code}`,
          sizes: style.sizes,
          widths: style.widths,
          shoe: def.kind === "shoe",
          prices: [price],
          compareAtPrice: compareAt,
          soldOutRate: random.chance(0.03) ? 1 : 0.12,
          unlimited: false,
        },
        random,
        () => VARIANT_ID_BASE + ++counters.variant,
      ),
      swatches: [],
      images: productImages(handle, title, def.kind),
      metafields: {
        utopia: {
          customer_facing_product_name: style.model,
          centimeter: style.sizeMetafields?.centimeter ?? null,
          kids_us: style.sizeMetafields?.kids_us ?? null,
          kids_uk: style.sizeMetafields?.kids_uk ?? null,
          euro: style.sizeMetafields?.euro ?? null,
          age_group: style.ageGroup,
        },
        omneo: { brand: style.brand },
      },
    });
  }
  linkSwatches(products);
  return products;
}

/** Styles generated between two pauses of a sliced build (about 60 products, a few ms). */
export const STYLES_PER_SLICE = 25;

/**
 * Generates the catalogue: the gift card, then styles in one to four colours each until
 * `size` products exist, pausing after every {@link STYLES_PER_SLICE} styles (see
 * {@link BuildSteps}). Deterministic for a given random source, size and `now`.
 *
 * @param size - Number of products, the gift card included (at least 1).
 * @param now - Epoch ms that publication dates count back from.
 * @example
 * ```ts
 * const { products } = runToEnd(createCatalogue(createRandom(1), 2000, Date.UTC(2025, 0, 1)));
 * products.length; // 2000
 * ```
 */
export function* createCatalogue(random: Random, size: number, now: number): BuildSteps<Catalogue> {
  const counters: Counters = { product: 0, variant: 0 };
  const handles = new Set<string>([GIFT_CARD_HANDLE]);
  const products: Product[] = [giftCard(counters, now, random)];
  const context = { counters, now, random, handles };
  for (let index = 0; products.length < size; index++) {
    const style = planStyle(random, index);
    for (const product of styleProducts(style, size - products.length, context)) products.push(product);
    if ((index + 1) % STYLES_PER_SLICE === 0) yield;
  }
  return {
    products,
    collections: buildCollections(),
    brands: BRAND_DEFINITIONS.map((b) => brandRecord(b.name)),
  };
}
