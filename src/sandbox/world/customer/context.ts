import type { Product, ProductKind, Variant } from "../catalogue.types";
import type { ImageRef } from "../purchase.types";
import type { Random } from "../random";

const DAY = 86_400_000;

/** A product with one of its variants. */
export interface Pick {
  product: Product;
  variant: Variant;
}

/** What every part of the demo customer draws from: randomness, the clock and the catalogue. */
export interface CustomerContext {
  /** Seeded random source for the customer's data. */
  random: Random;
  /** Epoch ms that dates count back from. */
  now: number;
  /** Published products by kind (the gift card excluded). */
  byKind: Readonly<Record<Exclude<ProductKind, "gift-card">, readonly Product[]>>;
  /** Next id of a sequence; each sequence starts at its own base. */
  nextId(sequence: string, base: number): number;
}

/**
 * Builds the context the customer generators share. Only published products are used, so
 * every reference points at something a shopper can see.
 *
 * @example
 * ```ts
 * const context = createCustomerContext(createRandom(1), Date.now(), world.products);
 * context.byKind.shoe.length > 0; // true
 * ```
 */
export function createCustomerContext(
  random: Random,
  now: number,
  products: readonly Product[],
): CustomerContext {
  const byKind: Record<Exclude<ProductKind, "gift-card">, Product[]> = { shoe: [], sock: [], apparel: [] };
  for (const product of products) {
    if (product.published && product.kind !== "gift-card") byKind[product.kind].push(product);
  }
  const counters = new Map<string, number>();
  return {
    random,
    now,
    byKind,
    nextId(sequence, base) {
      const next = (counters.get(sequence) ?? base) + 1;
      counters.set(sequence, next);
      return next;
    },
  };
}

/**
 * ISO timestamp `days` days before `now`, at a random time of that day.
 *
 * @example
 * ```ts
 * daysAgo(context, 3); // e.g. "2025-05-29T04:12:09.000Z"
 * ```
 */
export function daysAgo(context: CustomerContext, days: number): string {
  const ms = context.now - days * DAY - context.random.int(0, 8 * 3600) * 1000;
  return new Date(Math.floor(ms / 1000) * 1000).toISOString();
}

/**
 * Picks a product and variant: a shoe in `size` when one exists (falling back to any shoe,
 * then to any product), or any product of `kind`. Prefers variants in stock.
 *
 * @example
 * ```ts
 * pickVariant(context, "shoe", "010.5").variant.option1; // "010.5"
 * ```
 */
export function pickVariant(
  context: CustomerContext,
  kind: Exclude<ProductKind, "gift-card">,
  size?: string,
): Pick {
  const { random, byKind } = context;
  const pools = [byKind[kind], byKind.shoe, byKind.sock, byKind.apparel].filter((pool) => pool.length > 0);
  const pool = pools[0];
  if (!pool) throw new RangeError("The catalogue has no published products to refer to");
  for (let attempt = 0; attempt < 400; attempt++) {
    const product = random.pick(pool);
    const fits = size === undefined ? product.variants : product.variants.filter((v) => v.option1 === size);
    const inStock = fits.filter((v) => v.availableForSale);
    if (inStock.length > 0) return { product, variant: random.pick(inStock) };
    if (fits.length > 0 && attempt > 200) return { product, variant: random.pick(fits) };
  }
  const product = random.pick(pool);
  return { product, variant: random.pick(product.variants) };
}

/**
 * Picks a product with a variant that is sold out (for "Notify me" flows), if any exists.
 *
 * @example
 * ```ts
 * pickSoldOut(context)?.variant.availableForSale; // false
 * ```
 */
export function pickSoldOut(context: CustomerContext): Pick | null {
  for (const product of context.byKind.shoe) {
    const variant = product.variants.find((v) => !v.availableForSale);
    if (variant && product.variants.some((v) => v.availableForSale)) return { product, variant };
  }
  return null;
}

/**
 * The first `count` images of a product as `{ src, alt }` references.
 *
 * @example
 * ```ts
 * imageRefs(product, 1); // [{ src: "/sandbox/images/…/1-960.svg", alt: "… – side view" }]
 * ```
 */
export function imageRefs(product: Product, count: number): ImageRef[] {
  return product.images.slice(0, count).map((image) => ({ src: image.src, alt: image.alt }));
}

/**
 * Cents to dollars, rounded to the cent.
 *
 * @example
 * ```ts
 * toDollars(12995); // 129.95
 * ```
 */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}
