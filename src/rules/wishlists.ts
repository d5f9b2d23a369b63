import * as v from "valibot";
import { WISHLIST_NAME_MAX_LENGTH, WISHLIST_PREVIEW_TILES } from "./constants";
import {
  type AccountAreaMessageCatalogue,
  type AccountMessageCatalogue,
  accountAreaMessages,
  accountWishlistDetailMessages,
  accountWishlistEditorMessages,
  accountWishlistHeartsMessages,
  formatMessage,
  type MessageCatalogue,
  messages,
} from "./messages";
import { type PlacedServiceErrors, placeServiceErrors } from "./service-errors";

/**
 * Validates a wishlist name as the loyalty service does (its valibot rule: trimmed, then
 * required and at most {@link WISHLIST_NAME_MAX_LENGTH} characters): blank or whitespace-only is
 * rejected with the spec's message, a longer name with the catalogue's `wishlistNameTooLong`, so
 * a name the service would refuse (422) is never sent.
 *
 * @example
 * ```ts
 * validateWishlistName("   "); // "Wishlist name is required for new list"
 * validateWishlistName("x".repeat(101)); // "Wishlist name must be 100 characters or fewer"
 * validateWishlistName("School shoes"); // null
 * ```
 */
export function validateWishlistName(
  name: string,
  catalogue: Pick<
    AccountMessageCatalogue,
    "wishlistNameRequired" | "wishlistNameTooLong"
  > = accountWishlistEditorMessages,
): string | null {
  const rule = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(catalogue.wishlistNameRequired),
    v.maxLength(
      WISHLIST_NAME_MAX_LENGTH,
      formatMessage(catalogue.wishlistNameTooLong, { limit: WISHLIST_NAME_MAX_LENGTH }),
    ),
  );
  const result = v.safeParse(rule, name, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0].message ?? null);
}

/**
 * Places the service's field errors of a refused wishlist create or rename (a 422's `errors`)
 * on the popover: `name` under the name field; any other (`profile_id`, …) is kept as unplaced.
 *
 * @example
 * ```ts
 * placeWishlistServiceErrors({ name: ["The name may not be greater than 100 characters."] });
 * // { fields: { name: "The name may not be greater than 100 characters." }, unplaced: [] }
 * ```
 */
export function placeWishlistServiceErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): PlacedServiceErrors<"name"> {
  return placeServiceErrors(fieldErrors, { name: "name" });
}

/**
 * A name in the possessive. Names ending in s take 's too ("James's"), as the Australian
 * Government Style Manual recommends and as the name is said aloud.
 *
 * @example
 * ```ts
 * possessive("Sam"); // "Sam's"
 * possessive("James"); // "James's"
 * ```
 */
export function possessive(name: string): string {
  const trimmed = name.trim();
  return trimmed === "" ? "" : `${trimmed}'s`;
}

/** A wishlist as far as its title and permissions go. */
export interface WishlistSummary {
  /** List name (or `title` in some payloads). */
  readonly name?: string | null;
  /** Alternative name field. */
  readonly title?: string | null;
  /** For a child's list, the child's profile. */
  readonly profile?: {
    /** The child's first name. */
    readonly first_name?: string | null;
  } | null;
}

/**
 * Whether a list belongs to a child (it carries the child's profile).
 *
 * @example
 * ```ts
 * isChildWishlist({ name: "x", profile: { first_name: "Mia" } }); // true
 * ```
 */
export function isChildWishlist(list: WishlistSummary): boolean {
  return Boolean(list.profile);
}

/**
 * Whether a list can be renamed or deleted from the list screen: a child's list cannot.
 *
 * @example
 * ```ts
 * canEditWishlist({ name: "Mine" }); // true
 * ```
 */
export function canEditWishlist(list: WishlistSummary): boolean {
  return !isChildWishlist(list);
}

/**
 * A list's title: a child's list is "{name}'s Wishlist" (see {@link possessive}); other lists show
 * their own name.
 *
 * @example
 * ```ts
 * wishlistTitle({ name: "wishlist", profile: { first_name: "Sam" } }); // "Sam's Wishlist"
 * wishlistTitle({ name: "School shoes" }); // "School shoes"
 * ```
 */
export function wishlistTitle(
  list: WishlistSummary,
  catalogue: Pick<AccountMessageCatalogue, "childWishlistTitle"> = accountWishlistDetailMessages,
): string {
  const childName = list.profile?.first_name?.trim();
  // The catalogue template carries the 's, which matches possessive() for every name.
  if (childName) return formatMessage(catalogue.childWishlistTitle, { name: childName });
  return list.name || list.title || "";
}

/** The preview of a list card: up to 4 tiles, with '+N' over the 4th when more. */
export interface WishlistPreview<I> {
  /** Up to 4 items to show as tiles. */
  readonly tiles: readonly I[];
  /** N for the '+N' overlay on the 4th tile (0 when none). */
  readonly more: number;
}

/**
 * Picks a list card's preview: up to 4 tiles; with more than 4 items the 4th tile carries '+N',
 * N being the items beyond the first 3.
 *
 * @example
 * ```ts
 * wishlistPreview(["a", "b", "c", "d", "e", "f"]); // { tiles: ["a", "b", "c", "d"], more: 3 }
 * wishlistPreview(["a", "b", "c", "d"]); // { tiles: ["a", "b", "c", "d"], more: 0 }
 * ```
 */
export function wishlistPreview<I>(items: readonly I[]): WishlistPreview<I> {
  const tiles = items.slice(0, WISHLIST_PREVIEW_TILES);
  const more = items.length > WISHLIST_PREVIEW_TILES ? items.length - (WISHLIST_PREVIEW_TILES - 1) : 0;
  return { tiles, more };
}

/** A storefront variant offered for add-to-bag. */
export interface BagVariant {
  /** Variant id. */
  readonly id: string | number;
  /** Variant SKU. */
  readonly sku?: string | null;
  /** Whether it can be bought now. */
  readonly availableForSale: boolean;
}

/** A cart line added from a wishlist. */
export interface BagLine {
  /** Variant id. */
  readonly id: string | number;
  /** Always 1. */
  readonly quantity: 1;
}

/**
 * The cart lines of 'Add items to bag': for each wishlist item, the storefront variant whose
 * SKU matches and that is available, quantity 1. Items with no such variant are left out.
 *
 * @example
 * ```ts
 * addToBagLines([{ product_variant_sku: "A-8" }], [{ id: 81, sku: "A-8", availableForSale: true }]);
 * // [{ id: 81, quantity: 1 }]
 * ```
 */
export function addToBagLines(
  items: readonly { readonly product_variant_sku?: string | null }[],
  variants: readonly BagVariant[],
): BagLine[] {
  return items.flatMap((item) => {
    const variant = variants.find(
      (candidate) =>
        candidate.availableForSale && !!candidate.sku && candidate.sku === item.product_variant_sku,
    );
    return variant ? [{ id: variant.id, quantity: 1 as const }] : [];
  });
}

/** The wishlist detail page's states. */
export type WishlistPageState = "LOADING" | "READY" | "NO_DATA" | "ERROR";

/**
 * The detail page's state from its query.
 *
 * @example
 * ```ts
 * wishlistPageState({ isLoading: false, isError: false, itemCount: 0 }); // "NO_DATA"
 * ```
 */
export function wishlistPageState(query: {
  readonly isLoading: boolean;
  readonly isError: boolean;
  readonly itemCount: number;
}): WishlistPageState {
  if (query.isLoading) return "LOADING";
  if (query.isError) return "ERROR";
  return query.itemCount > 0 ? "READY" : "NO_DATA";
}

/**
 * Whether the wishlist modal may save: not while loading, not in create mode, and only with a list
 * checked.
 *
 * @example
 * ```ts
 * canSaveWishlistModal({ loading: false, mode: "SELECT_LIST", checkedCount: 1 }); // true
 * ```
 */
export function canSaveWishlistModal(state: {
  readonly loading: boolean;
  readonly mode: "SELECT_LIST" | "CREATE_LIST";
  readonly checkedCount: number;
}): boolean {
  return !state.loading && state.mode === "SELECT_LIST" && state.checkedCount > 0;
}

/**
 * What the headless wishlist button does: remove the variant from every list when it is in one,
 * otherwise open the modal.
 *
 * @example
 * ```ts
 * wishlistButtonAction([{ items: [{ product_variant_id: 5 }] }], 5); // "removeFromAll"
 * ```
 */
export function wishlistButtonAction(
  lists: readonly { readonly items?: readonly { readonly product_variant_id?: string | number | null }[] }[],
  variantId: string | number,
): "removeFromAll" | "openModal" {
  const inAny = lists.some((list) =>
    (list.items ?? []).some((item) => String(item.product_variant_id) === String(variantId)),
  );
  return inAny ? "removeFromAll" : "openModal";
}

/**
 * The header's wishlist link's accessible name: 'Wishlist, {count} items', and 'Wishlist, 1 item'
 * for one (a separate template, as the search's "1 result").
 *
 * @example
 * ```ts
 * wishlistLinkLabel(1); // "Wishlist, 1 item"
 * wishlistLinkLabel(17); // "Wishlist, 17 items"
 * ```
 */
export function wishlistLinkLabel(
  count: number,
  catalogue: Pick<
    AccountMessageCatalogue,
    "wishlistLinkLabel" | "wishlistLinkLabelOne"
  > = accountWishlistHeartsMessages,
): string {
  return count === 1 ? catalogue.wishlistLinkLabelOne : formatMessage(catalogue.wishlistLinkLabel, { count });
}

/** The item modal's states. */
export type WishlistItemStep = "SELECT" | "NOTIFY_ME" | "ADD_TO_WISHLIST";

/** The item modal's step and its button text. */
export interface WishlistItemButton {
  /** Modal state. */
  readonly step: WishlistItemStep;
  /** Button text. */
  readonly label: string;
}

/**
 * The item modal's step and button text: 'Select size' with no size; 'Notify me when {size} is
 * back' for an out-of-stock size when back-in-stock is enabled; otherwise 'Next' for a logged-in
 * customer or 'Add to wishlist' for a visitor.
 *
 * @example
 * ```ts
 * wishlistItemButton({ size: "8", outOfStock: true, notifyEnabled: true, loggedIn: true });
 * // { step: "NOTIFY_ME", label: "Notify me when 8 is back" }
 * ```
 */
export function wishlistItemButton(
  input: {
    readonly size: string | null;
    readonly outOfStock: boolean;
    readonly notifyEnabled: boolean;
    readonly loggedIn: boolean;
  },
  catalogue: Pick<AccountMessageCatalogue, "wishlistSelectSize" | "wishlistNext" | "addToWishlist"> &
    Pick<MessageCatalogue, "notifyMeWhenBack"> = messages,
): WishlistItemButton {
  if (!input.size) return { step: "SELECT", label: catalogue.wishlistSelectSize };
  if (input.outOfStock && input.notifyEnabled) {
    return { step: "NOTIFY_ME", label: formatMessage(catalogue.notifyMeWhenBack, { variant: input.size }) };
  }
  return {
    step: "ADD_TO_WISHLIST",
    label: input.loggedIn ? catalogue.wishlistNext : catalogue.addToWishlist,
  };
}

/**
 * Checks the arguments of a wishlist item call, returning the spec's argument error or `null`.
 *
 * @example
 * ```ts
 * wishlistItemArgumentError({ productId: "1", variantId: "" }); // "Variant ID is required"
 * ```
 */
export function wishlistItemArgumentError(
  args: { readonly productId?: string | number | null; readonly variantId?: string | number | null },
  catalogue: Pick<
    AccountAreaMessageCatalogue,
    "productIdRequired" | "variantIdRequired"
  > = accountAreaMessages,
): string | null {
  const missing = (value: string | number | null | undefined) =>
    value === null || value === undefined || String(value).trim() === "";
  if (missing(args.productId)) return catalogue.productIdRequired;
  if (missing(args.variantId)) return catalogue.variantIdRequired;
  return null;
}
