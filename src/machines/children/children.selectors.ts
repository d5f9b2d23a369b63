import type { ChildConnection, Wishlist, WishlistItem } from "../../clients/loyalty";

/**
 * The child a `child={connectionId}` URL points at, among the customer's children; `null` when
 * the id is not one of them.
 *
 * @example
 * ```ts
 * findChild(children, "2001")?.first_name; // "Mia"
 * ```
 */
export function findChild(
  children: readonly ChildConnection[],
  connectionId: string | number,
): ChildConnection | null {
  return children.find((child) => String(child.connectionId) === String(connectionId)) ?? null;
}

/**
 * The items of a child's lists (its wishlist, or its `assigned` shoe wardrobe): the lists whose
 * owner is the child's profile, items newest first.
 *
 * @example
 * ```ts
 * childListItems(wishlists, mia.connector.id).length; // Mia's wishlist items
 * ```
 */
export function childListItems(lists: readonly Wishlist[], profileId: number): WishlistItem[] {
  return lists
    .filter((list) => list.profileId === profileId)
    .flatMap((list) => list.items)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * A child's favourite brands or sports: the `omneo` custom attribute of that handle.
 *
 * @example
 * ```ts
 * childFavourites(mia, "sports"); // ["Netball", "Dance"]
 * ```
 */
export function childFavourites(child: ChildConnection | null, handle: "brands" | "sports"): string[] {
  const attribute = child?.connector.custom_attributes.find(
    (a) => a.namespace === "omneo" && a.handle === handle,
  );
  return Array.isArray(attribute?.value) ? [...attribute.value] : [];
}
