import { sandboxHosts } from "../sandbox-hosts";
import type { Product, ProductImage, ProductKind } from "./catalogue.types";

/** Image widths the storefront requests, per the spec's constants. */
export const IMAGE_WIDTHS: readonly number[] = [320, 480, 560, 640, 720, 960];

/** Images generated per product. */
export const IMAGES_PER_PRODUCT = 3;

/** The width `ProductImage.src` points at. */
export const DEFAULT_IMAGE_WIDTH = 960;

/** What `productImageSvg` needs of a product. */
export type ImageSubject = Pick<Product, "category" | "kind" | "brand" | "colour" | "title">;

const BACKGROUNDS = ["#f5f5f3", "#eef1f4", "#f6f0ea"];

const VIEWS: Readonly<Record<ProductKind, readonly string[]>> = {
  shoe: ["side view", "other side", "angled view"],
  sock: ["flat lay", "reverse", "angled view"],
  apparel: ["front", "back", "detail"],
  "gift-card": ["front", "back", "angled view"],
};

const SNEAKER =
  '<path d="M40 260C40 205 95 196 135 186L195 140C214 126 242 132 252 152L272 192C322 202 358 218 362 254V262Z"/>' +
  '<rect x="36" y="258" width="330" height="22" rx="10" fill="#fafafa"/>' +
  '<path d="M170 165l22 14M186 152l22 14M202 142l20 14" stroke="#fff" stroke-width="6"/>';

const SHAPES: Readonly<Record<string, string>> = {
  sneakers: SNEAKER,
  "school-shoes":
    '<path d="M40 262C40 214 100 204 150 196L210 168C240 160 300 176 340 208C362 226 364 246 362 262Z"/>' +
    '<rect x="36" y="258" width="330" height="20" rx="6" fill="#222"/>' +
    '<rect x="190" y="176" width="60" height="16" rx="4" fill="#222"/>',
  boots:
    '<path d="M92 80H206L212 196C268 204 340 218 352 252V270H84Z"/>' +
    '<rect x="80" y="266" width="278" height="22" rx="8" fill="#333"/>' +
    '<path d="M100 110H200" stroke="#fff" stroke-width="6"/>',
  sandals:
    '<path d="M48 262C48 244 80 236 200 236S356 244 356 262V276H48Z" fill="#d9c7a7"/>' +
    '<path d="M120 240C130 190 200 180 230 240M240 240C250 200 300 196 320 240"/>' +
    '<path d="M112 240C126 176 206 168 238 240H222C198 194 140 196 128 240ZM232 240C246 188 312 186 328 240H312C298 206 262 206 248 240Z"/>',
  slippers:
    '<path d="M48 262C48 206 140 182 222 186C306 192 354 224 354 262Z"/>' +
    '<rect x="44" y="258" width="316" height="20" rx="10" fill="#ddd"/>' +
    '<ellipse cx="210" cy="196" rx="70" ry="14" fill="#fff" opacity="0.6"/>',
  socks:
    '<path d="M150 60H250V236C250 292 220 330 162 330H96C64 330 58 290 92 280L150 250Z"/>' +
    '<rect x="146" y="56" width="108" height="30" fill="#fff" opacity="0.5"/>',
  apparel:
    '<path d="M130 82L172 70C182 96 218 96 228 70L270 82L334 140L294 182L272 162V332H128V162L106 182L66 140Z"/>',
  "gift-card":
    '<rect x="70" y="110" width="260" height="170" rx="16"/>' +
    '<rect x="70" y="170" width="260" height="26" fill="#fff" opacity="0.7"/>' +
    '<rect x="180" y="110" width="26" height="170" fill="#fff" opacity="0.7"/>',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function viewTransform(view: number): string {
  if (view === 1) return "translate(400 0) scale(-1 1)";
  if (view === 2) return "rotate(-10 200 200) translate(20 10) scale(0.92)";
  return "";
}

/**
 * URL of a product image at a width, on the shop's CDN host as a live store's images are (so a
 * grid's images do not queue on the page's own connections); the sandbox serves
 * `productImageSvg` there. `imageIndex` is the image's 1-based `position`.
 *
 * @example
 * ```ts
 * productImageUrl("asics-glide-7-junior-navy", 1, 480);
 * // "https://cdn.solekit.test/sandbox/images/asics-glide-7-junior-navy/1-480.svg"
 * ```
 */
export function productImageUrl(handle: string, imageIndex: number, width: number): string {
  return `${sandboxHosts.cdn}/sandbox/images/${handle}/${imageIndex}-${width}.svg`;
}

/**
 * Draws a product image: a silhouette of the article in the product's colour on a light
 * background, with the brand underneath. Cheap enough to render per request.
 *
 * @param imageIndex - The image's 1-based `position`; each shows a different view (views repeat after three).
 * @param width - Pixel width and height of the square image.
 * @example
 * ```ts
 * const svg = productImageSvg(product, 1, 320);
 * svg.startsWith("<svg"); // true
 * ```
 */
export function productImageSvg(product: ImageSubject, imageIndex: number, width: number): string {
  const view = Math.abs(Math.trunc(imageIndex) - 1) % 3;
  const shape = SHAPES[product.category] ?? SNEAKER;
  const size = Math.max(1, Math.round(width));
  const label = escapeXml(product.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect width="400" height="400" fill="${BACKGROUNDS[view]}"/>` +
    `<g transform="${viewTransform(view)}" fill="${product.colour.hex}" stroke="#333" stroke-width="3" stroke-linejoin="round">${shape}</g>` +
    `<text x="200" y="372" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#333">${escapeXml(product.brand)}</text>` +
    "</svg>"
  );
}

/**
 * The image records of a product: one per view, `src` at the default width.
 *
 * @example
 * ```ts
 * productImages("bonds-crew-sock-navy", "Bonds Crew Sock Navy", "sock")[0]?.alt; // "Bonds Crew Sock Navy – flat lay"
 * ```
 */
export function productImages(handle: string, title: string, kind: ProductKind): ProductImage[] {
  const views = VIEWS[kind];
  const images: ProductImage[] = [];
  for (let i = 0; i < IMAGES_PER_PRODUCT; i++) {
    images.push({
      position: i + 1,
      src: productImageUrl(handle, i + 1, DEFAULT_IMAGE_WIDTH),
      alt: `${title} – ${views[i] ?? "view"}`,
      width: DEFAULT_IMAGE_WIDTH,
      height: DEFAULT_IMAGE_WIDTH,
    });
  }
  return images;
}
