import type { ChildConnection, LoyaltyProfile, Wishlist, WishlistItem } from "../customer.types";
import { type CustomerContext, daysAgo, pickSoldOut, pickVariant } from "./context";
import { wishlistItem } from "./items";
import { sizeAt } from "./transactions";

/** Ids reserved for the lists, so purchases can link to wardrobes before the lists exist. */
export interface ListIds {
  /** The parent's "My Wishlist" and second list. */
  own: readonly [number, number];
  /** Per child: its wishlist id and its wardrobe (`assigned`) id. */
  children: readonly (readonly [wishlist: number, assigned: number])[];
}

/**
 * Reserves list ids: the parent's two lists, then a wishlist and a wardrobe per child.
 *
 * @example
 * ```ts
 * reserveListIds(context, 3).children.length; // 3
 * ```
 */
export function reserveListIds(context: CustomerContext, childCount: number): ListIds {
  const next = () => context.nextId("list", 9100);
  const own = [next(), next()] as const;
  const children = Array.from({ length: childCount }, () => [next(), next()] as const);
  return { own, children };
}

function list(
  context: CustomerContext,
  id: number,
  name: string,
  handle: Wishlist["handle"],
  owner: LoyaltyProfile,
  isChild: boolean,
  items: WishlistItem[],
  age: number,
): Wishlist {
  const created = daysAgo(context, age);
  const updated = [created, ...items.map((item) => item.created_at)].sort().pop() ?? created;
  return {
    id,
    name,
    title: name,
    handle,
    profileId: owner.id,
    profile: isChild
      ? {
          id: owner.id,
          first_name: owner.first_name,
          last_name: owner.last_name,
          connector: {
            avatar_url: owner.avatar_url,
            first_name: owner.first_name,
            last_name: owner.last_name,
          },
        }
      : null,
    items,
    created_at: created,
    updated_at: updated,
  };
}

/**
 * The lists: "My Wishlist" (handle `wishlist`, seven items including a sold-out size so the
 * preview shows "+N" and "Notify me" can be tried), "Birthday Ideas", and per child a
 * wishlist named "{name}'s Wishlist" and a wardrobe (`assigned`) holding the assigned shoes.
 *
 * @example
 * ```ts
 * buildWishlists(context, parent, children, ids, assigned).map((l) => l.name);
 * // ["My Wishlist", "Birthday Ideas", "Mia's Wishlist", "Mia's Shoes", …]
 * ```
 */
export function buildWishlists(
  context: CustomerContext,
  parent: LoyaltyProfile,
  children: readonly ChildConnection[],
  ids: ListIds,
  assigned: readonly WishlistItem[][],
): Wishlist[] {
  const items = (count: number, kinds: readonly ("shoe" | "sock" | "apparel")[], size?: string) =>
    Array.from({ length: count }, (_, i) =>
      wishlistItem(
        context,
        pickVariant(context, kinds[i % kinds.length] ?? "shoe", size),
        daysAgo(context, 5 + i * 9),
      ),
    );
  const mine = items(6, ["shoe", "shoe", "apparel", "shoe", "sock"]);
  const soldOut = pickSoldOut(context);
  if (soldOut) mine.push(wishlistItem(context, soldOut, daysAgo(context, 2)));
  const lists = [
    list(context, ids.own[0], "My Wishlist", "wishlist", parent, false, mine, 400),
    list(context, ids.own[1], "Birthday Ideas", "wishlist", parent, false, items(3, ["shoe", "apparel"]), 90),
  ];
  children.forEach((child, index) => {
    const [wishlistId, assignedId] = ids.children[index] ?? [0, 0];
    const count = [4, 2, 1][index] ?? 1;
    const owned = items(count, ["shoe"], sizeAt(index, 0));
    lists.push(
      list(
        context,
        wishlistId,
        `${child.first_name}'s Wishlist`,
        "wishlist",
        child.connector,
        true,
        owned,
        300,
      ),
      list(
        context,
        assignedId,
        `${child.first_name}'s Shoes`,
        "assigned",
        child.connector,
        true,
        assigned[index] ?? [],
        700,
      ),
    );
  });
  return lists;
}
