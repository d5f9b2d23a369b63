/**
 * Age groups as the storefront's `age_group` metafield and size filters name them.
 * `ADULT` marks adults' products, which the spec's kids-only enumeration leaves out.
 */
export type AgeGroup = "BABY" | "TODDLER" | "3-8_YEARS" | "8+_YEARS" | "ADULT";

/** Who a product is for: children (every age group but `ADULT`) or adults. */
export type Audience = "kids" | "adults";

/** Product categories of the sandbox catalogue; each is also a collection handle. */
export type CategoryHandle =
  | "school-shoes"
  | "sneakers"
  | "sandals"
  | "boots"
  | "slippers"
  | "socks"
  | "apparel"
  | "gift-card";

/** What kind of article a category holds; decides the variant options and the image drawn. */
export type ProductKind = "shoe" | "sock" | "apparel" | "gift-card";

/** The gender a product is marketed to. */
export type ProductGender = "Boys" | "Girls" | "Unisex" | "Mens" | "Womens";

/** A named colour with its `#rrggbb` value. */
export interface Colour {
  /** Display name, e.g. `Navy`. */
  name: string;
  /** Lower-case `#rrggbb`. */
  hex: string;
  /** Three-letter code used in SKUs, e.g. `NVY`. */
  code: string;
}

/** A brand sold in the catalogue. */
export interface Brand {
  /** Display name, also the product `vendor` and the omneo `brand` metafield. */
  name: string;
  /** Slug, e.g. `new-balance`. */
  handle: string;
  /** Handle of the brand's collection, e.g. `brand-new-balance`. */
  collection: string;
}

/** One product image. `src` points at the sandbox SVG at the largest spec width. */
export interface ProductImage {
  /** 1-based position, as the storefront lists images. */
  position: number;
  /** URL of the image at 960 px; other widths via `productImageUrl`. */
  src: string;
  /** Alt text. */
  alt: string;
  /** Pixel width of `src`. */
  width: number;
  /** Pixel height of `src` (images are square). */
  height: number;
}

/** A sibling colour of the same style, as search results show swatches. */
export interface Swatch {
  /** Handle of the sibling product. */
  handle: string;
  /** The sibling's colour name. */
  colourName: string;
  /** The sibling's colour tags, including `Hex:#rrggbb`. */
  tags: string[];
  /** Whether the sibling is published. */
  published: boolean;
  /** True on the swatch of the product that carries this list. */
  isCurrent: boolean;
}

/**
 * Size conversions of one shoe size (metafield namespace `utopia`). Values are display strings;
 * `centimeter` is `euro × 2.54` to 2 decimals, as the spec's constants define it.
 */
export interface SizeConversion {
  /** UK size without the kids' leading zero, e.g. `10.5`. */
  kids_uk: string;
  /** US size, e.g. `11.5`. */
  kids_us: string;
  /** EU size, e.g. `28`. */
  euro: string;
  /** EU × 2.54 to 2 decimals. */
  centimeter: string;
}

/** Product metafields in namespace `utopia`. Size fields list the product's sizes in that unit, comma-separated. */
export interface UtopiaMetafields {
  /** The model name shoppers see. */
  customer_facing_product_name: string;
  /** Sizes in CM (EU × 2.54); null for articles without shoe sizes. */
  centimeter: string | null;
  /** Sizes in US; null for articles without shoe sizes. */
  kids_us: string | null;
  /** Sizes in UK; null for articles without shoe sizes. */
  kids_uk: string | null;
  /** Sizes in EU; null for articles without shoe sizes. */
  euro: string | null;
  /** Age group; null for the gift card. */
  age_group: AgeGroup | null;
}

/** Product metafields the storefront reads, by namespace. */
export interface ProductMetafields {
  /** Namespace `utopia`. */
  utopia: UtopiaMetafields;
  /** Namespace `omneo`. */
  omneo: {
    /** Brand name. */
    brand: string;
  };
}

/** One purchasable variant. Money is in cents. */
export interface Variant {
  /** Numeric id, unique across the world. */
  id: number;
  /** `gid://shopify/ProductVariant/{id}`. */
  gid: string;
  /** Id of the product that owns the variant. */
  product_id: number;
  /** Unique SKU. */
  sku: string;
  /** `option1 / option2`, or `option1` alone. */
  title: string;
  /** Size (AU/UK for shoes, e.g. `010.5`), sock or garment size, or gift-card amount (`$50`). */
  option1: string;
  /** Width `C`–`H` for shoes; null otherwise. */
  option2: string | null;
  /** Price in cents. */
  price: number;
  /** Compare-at price in cents, above `price` on sale items; null when not discounted. */
  compare_at_price: number | null;
  /** Units in stock; 0 means sold out. */
  inventory_quantity: number;
  /** Whether the variant can be bought (`inventory_quantity > 0`). */
  availableForSale: boolean;
  /** Size conversions (namespace `utopia`) for shoes; null for other kinds. Shared, treat as read-only. */
  metafields: SizeConversion | null;
}

/** A product option and the values its variants use. */
export interface ProductOption {
  /** `Size`, `Width` or `Amount`. */
  name: string;
  /** Values in display order. */
  values: string[];
}

/** One catalogue product: one style in one colour. Money is in cents. */
export interface Product {
  /** Numeric id. */
  id: number;
  /** `gid://shopify/Product/{id}`. */
  gid: string;
  /** Unique slug. */
  handle: string;
  /** Full title: brand, model and colour. */
  title: string;
  /** The model name shoppers see, without brand or colour. */
  customer_facing_product_name: string;
  /** Brand name (Shopify's `vendor`). */
  vendor: string;
  /** Same as `vendor`, as search results name it. */
  brand: string;
  /** Category handle. */
  category: CategoryHandle;
  /** Kind of article, derived from the category. */
  kind: ProductKind;
  /** Display name of the category, e.g. `School Shoes`. */
  product_type: string;
  /** Children or adults. */
  audience: Audience;
  /** Age group; null for the gift card. */
  age_group: AgeGroup | null;
  /** Marketed gender. */
  gender: ProductGender;
  /** Style code shared by all colours of the style. */
  style_code: string;
  /** The product's colour. */
  colour: Colour;
  /** Tags: `Hex:#rrggbb`, `Colour:…`, `AgeGroup:…`, `Audience:…`, `Category:…`, `Brand:…`, `Gender:…`, `sale`, `new`. */
  tags: string[];
  /** Handles of the collections holding the product (empty when unpublished). */
  collections: string[];
  /** Whether the product is published on the storefront. */
  published: boolean;
  /** ISO date of publication; null when unpublished. */
  published_at: string | null;
  /** ISO date of creation. */
  created_at: string;
  /** Short plain-text description. */
  description: string;
  /** Lowest variant price in cents. */
  price: number;
  /** Compare-at price in cents on sale items, else null. */
  compare_at_price: number | null;
  /** Options in order (`Size`, `Width`, or `Amount`). */
  options: ProductOption[];
  /** Variants in size order, widths within a size. */
  variants: Variant[];
  /** Sibling colours of the same style, this product included. */
  swatches: Swatch[];
  /** Images, first is the featured image. */
  images: ProductImage[];
  /** Metafields by namespace. */
  metafields: ProductMetafields;
}

/** What a collection groups. */
export type CollectionKind = "all" | "sale" | "new" | "category" | "audience-category" | "brand";

/** A collection of products; membership is stored on each product's `collections`. */
export interface Collection {
  /** Numeric id. */
  id: number;
  /** Handle used in `/collections/{handle}`. */
  handle: string;
  /** Display title. */
  title: string;
  /** What the collection groups. */
  kind: CollectionKind;
}
