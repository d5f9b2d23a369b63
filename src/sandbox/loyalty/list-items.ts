import * as v from "valibot";
import type { SandboxContext } from "../sandbox-context";
import { indexVariants, type VariantEntry } from "../variant-index";
import type { WishlistItem, World } from "../world";
import { type WishlistItemFields, wishlistItemFor } from "../world/customer/items";
import { invalid } from "./validation";

const bySku = new WeakMap<World, Map<string, VariantEntry>>();

function skuIndex(world: World): Map<string, VariantEntry> {
  let index = bySku.get(world);
  if (!index) {
    index = new Map(
      [...indexVariants(world).variantById.values()].map((entry) => [entry.variant.sku, entry]),
    );
    bySku.set(world, index);
  }
  return index;
}

/** The body of `POST`/`PUT /profile/lists/{id}/items`: a variant by SKU or id, and the storefront's meta. */
export const listItemBodySchema = v.object({
  product_variant_sku: v.optional(v.pipe(v.string("The product variant sku must be a string."), v.trim())),
  product_variant_id: v.optional(
    v.union([v.number(), v.string()], "The product variant id must be a number."),
  ),
  meta: v.optional(v.looseObject({ img: v.optional(v.string()) }), {}),
});

/**
 * The catalogue variant a list item body names: by SKU, else by id. Answers 422 when neither
 * is given, either is unknown, or they name different variants.
 *
 * @example
 * ```ts
 * const { product, variant } = resolveVariant(ctx, { product_variant_sku: "ABC-010-F", meta: {} });
 * ```
 */
export function resolveVariant(
  ctx: SandboxContext,
  body: v.InferOutput<typeof listItemBodySchema>,
): VariantEntry {
  const bySkuEntry = body.product_variant_sku ? skuIndex(ctx.world).get(body.product_variant_sku) : undefined;
  const id = body.product_variant_id === undefined ? undefined : Number(body.product_variant_id);
  const byIdEntry = id === undefined ? undefined : indexVariants(ctx.world).variantById.get(id);
  if (body.product_variant_sku && !bySkuEntry) {
    throw invalid([["product_variant_sku", "The selected product variant sku is invalid."]]);
  }
  if (id !== undefined && !byIdEntry)
    throw invalid([["product_variant_id", "The selected product variant id is invalid."]]);
  if (bySkuEntry && byIdEntry && bySkuEntry.variant.id !== byIdEntry.variant.id) {
    throw invalid([["product_variant_id", "The product variant id does not match the product variant sku."]]);
  }
  const entry = bySkuEntry ?? byIdEntry;
  if (!entry) throw invalid([["product_variant_sku", "The product variant sku field is required."]]);
  return entry;
}

/**
 * A list item for a catalogue variant, shaped as the lists API returns it.
 *
 * @example
 * ```ts
 * const item = listItem(entry, { id: nextId(draft), createdAt: new Date().toISOString() });
 * ```
 */
export function listItem(entry: VariantEntry, fields: WishlistItemFields): WishlistItem {
  return wishlistItemFor(entry, fields);
}
