import type { Product } from "./catalogue.types";
import { hexTag } from "./colours";

/**
 * Gives every product of one style the swatch list of all the style's colours, with
 * `isCurrent` set on its own swatch.
 *
 * @param style - The products of one style group, one per colour.
 * @example
 * ```ts
 * linkSwatches([navyGlide, redGlide]);
 * navyGlide.swatches.map((s) => [s.colourName, s.isCurrent]); // [["Navy", true], ["Red", false]]
 * ```
 */
export function linkSwatches(style: readonly Product[]): void {
  for (const product of style) {
    product.swatches = style.map((sibling) => ({
      handle: sibling.handle,
      colourName: sibling.colour.name,
      tags: [hexTag(sibling.colour), `Colour:${sibling.colour.name}`],
      published: sibling.published,
      isCurrent: sibling === product,
    }));
  }
}
