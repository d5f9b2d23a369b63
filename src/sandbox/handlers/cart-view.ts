import { DEFAULT_CURRENCY } from "../../rules/constants";
import { SandboxHttpError } from "../route";
import type { SandboxCartLine } from "../sandbox-state";
import type { VariantEntry, VariantIndex } from "../variant-index";

/** A cart error the way the storefront words it: `{ status, message: "Cart Error", description }`. */
export function cartError(status: number, description: string): SandboxHttpError {
  return new SandboxHttpError(status, { status, message: "Cart Error", description });
}

/** The storefront's answer to a body it cannot read. */
export function badCartRequest(parameter: string): SandboxHttpError {
  return new SandboxHttpError(400, {
    status: "bad_request",
    message: "Parameter Missing or Invalid",
    description: `Required parameter missing or invalid: ${parameter}`,
  });
}

// FNV-1a: the storefront keys a line by variant and a hash of its properties, so the same variant
// with other gift-card details becomes a separate line.
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** The line key `{variantId}:{hash of properties}`. */
export function lineKey(line: Pick<SandboxCartLine, "variantId" | "properties">): string {
  const sorted = Object.keys(line.properties)
    .sort()
    .map((key) => [key, line.properties[key]]);
  return `${line.variantId}:${hash(JSON.stringify(sorted))}`;
}

/** `Product title - Variant title`, as the storefront names a line in messages. */
export function itemName({ product, variant }: VariantEntry): string {
  return `${product.title} - ${variant.title}`;
}

/** Looks a variant up the way `add.js` does: unknown or unpublished variants are not found. */
export function findVariant(index: VariantIndex, id: number): VariantEntry {
  const entry = index.variantById.get(id);
  if (!entry?.product.published) throw cartError(404, "Cannot find variant");
  return entry;
}

/**
 * Throws the storefront's 422 when `quantity` units of the variant cannot be in the cart:
 * sold out, already all in the cart, or more than the stock left.
 */
export function checkStock(entry: VariantEntry, quantity: number): void {
  const stock = entry.variant.inventory_quantity;
  if (quantity <= stock) return;
  const name = itemName(entry);
  if (stock <= 0) throw cartError(422, `The product '${name}' is already sold out.`);
  throw cartError(422, `You can only add ${stock} ${name} to the cart.`);
}

/** Units of a variant on every line of the cart except `skip`. */
export function unitsInCart(lines: readonly SandboxCartLine[], variantId: number, skip?: SandboxCartLine) {
  return lines.reduce((sum, l) => (l !== skip && l.variantId === variantId ? sum + l.quantity : sum), 0);
}

// `item.variant.metafields.utopia` as the view=ajax template prints it: null for a variant
// without sizes (socks, apparel, gift cards).
function sizeMetafields({ metafields }: VariantEntry["variant"]) {
  if (!metafields) return null;
  const { kids_uk, kids_us, euro, centimeter } = metafields;
  return { kids_uk, kids_us, euro, centimeter };
}

/** One line as the storefront's cart JSON shows it. */
export function cartItemJson(index: VariantIndex, line: SandboxCartLine, withCollections: boolean) {
  const entry = index.variantById.get(line.variantId);
  if (!entry) throw new Error(`cart line for unknown variant ${line.variantId}`);
  const { product, variant } = entry;
  const image = product.images[0];
  const giftCard = product.kind === "gift-card";
  const linePrice = variant.price * line.quantity;
  return {
    id: variant.id,
    variant_id: variant.id,
    product_id: product.id,
    key: lineKey(line),
    title: itemName(entry),
    product_title: product.title,
    variant_title: variant.title,
    variant_options: [variant.option1, ...(variant.option2 === null ? [] : [variant.option2])],
    options_with_values: product.options.map((option, i) => ({
      name: option.name,
      value: (i === 0 ? variant.option1 : variant.option2) ?? "",
    })),
    sku: variant.sku,
    vendor: product.vendor,
    handle: product.handle,
    url: `/products/${product.handle}?variant=${variant.id}`,
    product_type: product.product_type,
    quantity: line.quantity,
    price: variant.price,
    original_price: variant.price,
    final_price: variant.price,
    line_price: linePrice,
    original_line_price: linePrice,
    final_line_price: linePrice,
    total_discount: 0,
    discounts: [],
    properties: line.properties,
    gift_card: giftCard,
    requires_shipping: !giftCard,
    taxable: true,
    grams: 0,
    image: image?.src ?? null,
    featured_image: image
      ? { url: image.src, alt: image.alt, width: image.width, height: image.height }
      : null,
    // The theme's view=ajax template renders these two; cart.js and the mutations do not.
    ...(withCollections
      ? { collections: product.collections, size_metafields: sizeMetafields(variant) }
      : {}),
  };
}

/**
 * The whole cart (its token and lines) as `/cart.js` answers it. `withCollections` adds each
 * line's collection handles, which the theme's `view=ajax` template renders and the storefront's
 * cart.js does not.
 */
export function cartJson(
  index: VariantIndex,
  { token, lines }: { token: string; lines: readonly SandboxCartLine[] },
  withCollections: boolean,
) {
  const items = lines.map((line) => cartItemJson(index, line, withCollections));
  const total = items.reduce((sum, item) => sum + item.line_price, 0);
  return {
    token,
    note: null,
    attributes: {},
    original_total_price: total,
    total_price: total,
    total_discount: 0,
    total_weight: 0,
    items_subtotal_price: total,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    requires_shipping: items.some((item) => item.requires_shipping),
    currency: DEFAULT_CURRENCY,
    cart_level_discount_applications: [],
  };
}
