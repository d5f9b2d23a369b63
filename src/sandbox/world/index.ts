import { AVATAR_URLS } from "./avatars";
import { type BuildSteps, runToEnd } from "./build-steps";
import { createCatalogue } from "./catalogue";
import { buildPages, buildPosts } from "./content";
import { createDemoCustomer } from "./customer";
import { buildMerchandising, SPORTS } from "./merchandising";
import { createRandom, deriveSeed } from "./random";
import { buildStores } from "./stores";
import type { World, WorldOptions } from "./world.types";

/** Default seed of {@link createWorld}. */
export const DEFAULT_SEED = 1;
/** Default number of products of {@link createWorld}. */
export const DEFAULT_CATALOGUE_SIZE = 2000;
/** Smallest catalogue {@link createWorld} accepts: enough shoes for the demo customer's purchases. */
export const MIN_CATALOGUE_SIZE = 50;

/**
 * Builds the sandbox world: catalogue, collections, brands, content pages, blog posts,
 * stores, merchandising and the demo customer. Pure and deterministic: the same seed,
 * catalogue size and `now` give a deep-equal world; nothing reads the clock but the
 * `now` default.
 *
 * @throws RangeError when `catalogueSize` is not an integer of at least {@link MIN_CATALOGUE_SIZE}.
 * @example
 * ```ts
 * const world = createWorld({ seed: 7, catalogueSize: 10_000, now: Date.UTC(2025, 0, 1) });
 * world.products.find((p) => p.handle === "gift-card")?.variants.map((v) => v.option1);
 * // ["$25", "$50", "$75", "$100", "$150", "$200"]
 * ```
 */
export function createWorld(options: WorldOptions = {}): World {
  return runToEnd(worldSteps(options));
}

/**
 * {@link createWorld} as a sliced build: it pauses after every slice of the catalogue, so
 * `runInSlices` can build the world in the browser without one long task. The same options give
 * the same world either way.
 *
 * @throws RangeError when `catalogueSize` is not an integer of at least {@link MIN_CATALOGUE_SIZE}.
 * @example
 * ```ts
 * const world = await runInSlices(worldSteps({ seed: 7 }), () => new Promise((r) => setTimeout(r)));
 * ```
 */
export function* worldSteps(options: WorldOptions = {}): BuildSteps<World> {
  const seed = options.seed ?? DEFAULT_SEED;
  const catalogueSize = options.catalogueSize ?? DEFAULT_CATALOGUE_SIZE;
  const now = options.now ?? Date.now();
  if (!Number.isInteger(catalogueSize) || catalogueSize < MIN_CATALOGUE_SIZE) {
    throw new RangeError(
      `catalogueSize must be an integer of at least ${MIN_CATALOGUE_SIZE}, got ${catalogueSize}`,
    );
  }
  if (!Number.isFinite(now)) throw new RangeError(`now must be epoch milliseconds, got ${now}`);
  const catalogue = yield* createCatalogue(createRandom(deriveSeed(seed, "catalogue")), catalogueSize, now);
  const stores = buildStores();
  yield;
  return {
    options: { seed, catalogueSize, now },
    products: catalogue.products,
    collections: catalogue.collections,
    brands: catalogue.brands,
    sports: SPORTS.slice(),
    pages: buildPages(),
    posts: buildPosts(now),
    stores,
    merchandising: buildMerchandising(),
    avatars: AVATAR_URLS.slice(),
    customer: createDemoCustomer(createRandom(deriveSeed(seed, "customer")), now, {
      products: catalogue.products,
      stores,
    }),
  };
}

export { AVATAR_COUNT, AVATAR_URLS, avatarSvg, avatarUrl } from "./avatars";
export { type BuildSteps, runInSlices, runToEnd, type SharedBuild, sharedBuild } from "./build-steps";
export { GIFT_CARD_HANDLE } from "./catalogue";
export type * from "./catalogue.types";
export {
  audienceCollection,
  categoryCollection,
  NEW_ARRIVAL_DAYS,
  NEW_ARRIVALS,
  SALE,
  SHOP_ALL,
} from "./collections";
export { COLOURS, hexTag } from "./colours";
export { ORDER_STATUS_LABELS } from "./customer/orders";
export { DEMO_CUSTOMER_ID, DEMO_EMAIL, DEMO_MOBILE, DEMO_PROFILE_ID } from "./customer/profile";
export { REWARD_DEFINITIONS, type RewardKind } from "./customer/rewards";
export { SHOE_PRODUCT_TYPES, unassignedItems } from "./customer/unassigned";
export type * from "./customer.types";
export {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  IMAGES_PER_PRODUCT,
  type ImageSubject,
  productImageSvg,
  productImageUrl,
} from "./images";
export { SPORTS } from "./merchandising";
export type * from "./purchase.types";
export {
  ADULT_SHOE_SIZES,
  APPAREL_SIZES_BY_AGE_GROUP,
  GIFT_CARD_AMOUNTS,
  KIDS_SHOE_SIZES,
  SHOE_SIZES_BY_AGE_GROUP,
  SHOE_WIDTHS,
  SOCK_SIZES_BY_AGE_GROUP,
  shoeSizeStep,
  sizeConversion,
} from "./sizes";
export { worldStats } from "./stats";
export { STORE_NAME_PREFIX } from "./stores";
export type * from "./world.types";
