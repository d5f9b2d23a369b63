import type { StorefrontProductDetail, StorefrontVariant } from "../../src/clients/storefront";

const money = (amount: string) => ({ amount, currencyCode: "AUD" });

function variant(
  id: number,
  size: string,
  width: string | null,
  available: boolean,
  sizes: { us: string; eu: string; cm: string | null } | null,
  price = "89.95",
  compareAt: string | null = null,
): StorefrontVariant {
  const selectedOptions = width
    ? [
        { name: "Size", value: size },
        { name: "Width", value: width },
      ]
    : [{ name: sizes ? "Size" : "Amount", value: size }];
  return {
    id: `gid://shopify/ProductVariant/${id}`,
    sku: `SKU-${id}`,
    title: width ? `${size} / ${width}` : size,
    availableForSale: available,
    currentlyNotInStock: false,
    price: money(price),
    compareAtPrice: compareAt ? money(compareAt) : null,
    selectedOptions,
    size: sizes ? size : null,
    width,
    metafields: {
      customer_facing_product_name: null,
      age_group: "3-8_YEARS",
      kids_uk: sizes ? size.replace(/^0/, "") : null,
      kids_us: sizes?.us ?? null,
      euro: sizes?.eu ?? null,
      centimeter: sizes?.cm ?? null,
    },
  };
}

/** A kids' shoe in widths E and G; 012 in E is sold out, 013 exists only in E, 012 G has no centimetre metafield. */
export const shoe: StorefrontProductDetail = {
  id: "gid://shopify/Product/1",
  title: "Solestar Runner Navy",
  handle: "solestar-runner-navy",
  vendor: "Solestar",
  brand: "Solestar",
  description: "A runner.",
  tags: ["sale", "Category:sneakers"],
  featuredImage: null,
  images: [{ url: "/images/runner.svg", altText: "Runner", width: 960, height: 960 }],
  collections: [{ id: "gid://shopify/Collection/sneakers", handle: "sneakers" }],
  priceRange: { minVariantPrice: money("69.95"), maxVariantPrice: money("69.95") },
  metafields: {
    customer_facing_product_name: "Runner",
    centimeter: null,
    kids_us: null,
    kids_uk: null,
    euro: null,
    age_group: "3-8_YEARS",
  },
  variants: [
    variant(11, "011", "E", true, { us: "12", eu: "29", cm: "73.66" }, "69.95", "99.95"),
    variant(12, "012", "E", false, { us: "13", eu: "30", cm: "76.2" }, "69.95", "99.95"),
    variant(13, "013", "E", true, { us: "1", eu: "31", cm: "78.74" }, "69.95", "99.95"),
    variant(21, "011", "G", true, { us: "12", eu: "29", cm: "73.66" }, "69.95", "99.95"),
    variant(22, "012", "G", true, { us: "13", eu: "30", cm: null }, "69.95", "99.95"),
  ],
};

/** The gift card: amounts, no sizes. */
export const giftCard: StorefrontProductDetail = {
  ...shoe,
  id: "gid://shopify/Product/2",
  title: "Gift Card",
  handle: "gift-card",
  tags: ["gift-card"],
  metafields: { ...shoe.metafields, customer_facing_product_name: "Gift Card" },
  priceRange: { minVariantPrice: money("25.00"), maxVariantPrice: money("100.00") },
  variants: [variant(31, "$25", null, true, null, "25.00"), variant(32, "$50", null, true, null, "50.00")],
};
