// The size radio group's transitions: pure, so the form that holds the selection (its add, its
// URL and its back-in-stock box read it too) keeps one copy of it and changes it through these.
import type { StorefrontProductDetail } from "../../clients/storefront";
import { knownVariant, variantInWidth, widthFor } from "./size-radio-group.selectors";
import type { SizeRadioGroupSelection, SizeRadioGroupState } from "./size-radio-group.types";

/**
 * The selection once a product has loaded: the variant asked for (a deep link's `variant`) when
 * it is one of the product's, and the width to show.
 *
 * @example
 * ```ts
 * selectionOnLoad(product, url.searchParams.get("variant")); // { variantId: "4242", width: "E" }
 * ```
 */
export function selectionOnLoad(
  product: StorefrontProductDetail,
  requestedVariantId: string | null,
): SizeRadioGroupSelection {
  const variantId = knownVariant(product, requestedVariantId);
  return { variantId, width: widthFor(product, variantId) };
}

/**
 * After `size.select`: the size and its width; a variant foreign to the product changes nothing.
 *
 * @example
 * ```ts
 * selectionAfterSize(state, "4243"); // { variantId: "4243", width: "E" }
 * ```
 */
export function selectionAfterSize(state: SizeRadioGroupState, asked: string): SizeRadioGroupSelection {
  const variantId = knownVariant(state.product, asked);
  return variantId ? { variantId, width: widthFor(state.product, variantId) } : {};
}

/**
 * After `width.change`: the same size in the new width, or no size when that width lacks it.
 *
 * @example
 * ```ts
 * selectionAfterWidth(state, "G"); // { width: "G", variantId: "4250" } or { width: "G", variantId: null }
 * ```
 */
export function selectionAfterWidth(state: SizeRadioGroupState, width: string): SizeRadioGroupSelection {
  return { width, variantId: variantInWidth(state.product, state.variantId, width) };
}

/**
 * After the URL's `variant` changed (Back, Forward, a link): that variant and its width; null
 * clears the choice; an unknown or foreign id changes nothing (the choice on screen stays).
 *
 * @example
 * ```ts
 * selectionAfterUrl(state, null); // { variantId: null, width: state.width }
 * ```
 */
export function selectionAfterUrl(state: SizeRadioGroupState, asked: string | null): SizeRadioGroupSelection {
  const variantId = knownVariant(state.product, asked);
  if (asked !== null && variantId === null) return {};
  return { variantId, width: variantId ? widthFor(state.product, variantId) : state.width };
}
