/** Image widths of the storefront's responsive images, narrowest first. */
export const IMAGE_WIDTHS = [320, 480, 560, 640, 720, 960] as const;

/**
 * Sets the `width` query parameter of an image URL (the storefront CDN resizes on it), keeping
 * any other parameters and protocol-relative URLs as they are.
 *
 * @example
 * ```ts
 * imageUrlAtWidth("//cdn.example.com/shoe.jpg?v=3", 480); // "//cdn.example.com/shoe.jpg?v=3&width=480"
 * ```
 */
export function imageUrlAtWidth(src: string, width: number): string {
  const [beforeHash = "", hash] = src.split("#", 2);
  const queryStart = beforeHash.indexOf("?");
  const path = queryStart === -1 ? beforeHash : beforeHash.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? "" : beforeHash.slice(queryStart + 1));
  params.set("width", String(width));
  return `${path}?${params.toString()}${hash === undefined ? "" : `#${hash}`}`;
}

/**
 * A `srcset` for an image at the spec's widths (or your own).
 *
 * @example
 * ```ts
 * imageSrcset("/shoe.jpg", [320, 480]); // "/shoe.jpg?width=320 320w, /shoe.jpg?width=480 480w"
 * ```
 */
export function imageSrcset(src: string, widths: readonly number[] = IMAGE_WIDTHS): string {
  return widths.map((width) => `${imageUrlAtWidth(src, width)} ${width}w`).join(", ");
}

/**
 * The alt text of the image at `index`, taken from a pipe-separated list (search results carry one
 * list per product). Falls back to the first entry and then to `fallback`, so an image never loses
 * its description because the list is shorter than the gallery.
 *
 * @example
 * ```ts
 * imageAlt("Red sneaker|Red sneaker, side view", 1); // "Red sneaker, side view"
 * imageAlt("Red sneaker", 3); // "Red sneaker"
 * ```
 */
export function imageAlt(altList: string | null | undefined, index: number, fallback = ""): string {
  const alts = (altList ?? "")
    .split("|")
    .map((alt) => alt.trim())
    .filter(Boolean);
  return alts[index] ?? alts[0] ?? fallback;
}
