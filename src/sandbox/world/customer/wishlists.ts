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

/** One list to build: its id, name and kind, whose it is, what it holds and how old it is. */
interface ListPlan {
  /** The reserved list id. */
  id: number;
  /** Name (also its title). */
  name: string;
  /** `wishlist` or the wardrobe's `assigned`. */
  handle: Wishlist["handle"];
  /** The profile that owns it. */
  owner: LoyaltyProfile;
  /** A child's list, which names its owner (the parent's lists do not). */
  isChild: boolean;
  /** Its items. */
  items: WishlistItem[];
  /** Days since it was created. */
  age: number;
}

function list(
  context: CustomerContext,
  { id, name, handle, owner, isChild, items, age }: ListPlan,
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

/** Whose lists {@link buildWishlists} builds, under which ids, and the wardrobes' items. */
export interface WishlistOwners {
  /** The customer's own profile. */
  parent: LoyaltyProfile;
  /** The customer's children, in order. */
  children: readonly ChildConnection[];
  /** The list ids reserved by {@link reserveListIds}. */
  ids: ListIds;
  /** Per child, in the children's order: the items of its wardrobe (`assigned` list). */
  assigned: readonly WishlistItem[][];
}

/**
 * The lists: "My Wishlist" (handle `wishlist`, seven items including a sold-out size so the
 * preview shows "+N" and "Notify me" can be tried), "Birthday Ideas", and per child a
 * wishlist named "{name}'s Wishlist" and a wardrobe (`assigned`) holding the assigned shoes.
 *
 * @example
 * ```ts
 * buildWishlists(context, { parent, children, ids, assigned }).map((l) => l.name);
 * // ["My Wishlist", "Birthday Ideas", "Mia's Wishlist", "Mia's Shoes", …]
 * ```
 */
export function buildWishlists(
  context: CustomerContext,
  { parent, children, ids, assigned }: WishlistOwners,
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
    list(context, {
      id: ids.own[0],
      name: "My Wishlist",
      handle: "wishlist",
      owner: parent,
      isChild: false,
      items: mine,
      age: 400,
    }),
    list(context, {
      id: ids.own[1],
      name: "Birthday Ideas",
      handle: "wishlist",
      owner: parent,
      isChild: false,
      items: items(3, ["shoe", "apparel"]),
      age: 90,
    }),
  ];
  children.forEach((child, index) => {
    const [wishlistId, assignedId] = ids.children[index] ?? [0, 0];
    const count = [4, 2, 1][index] ?? 1;
    const owned = items(count, ["shoe"], sizeAt(index, 0));
    lists.push(
      list(context, {
        id: wishlistId,
        name: `${child.first_name}'s Wishlist`,
        handle: "wishlist",
        owner: child.connector,
        isChild: true,
        items: owned,
        age: 300,
      }),
      list(context, {
        id: assignedId,
        name: `${child.first_name}'s Shoes`,
        handle: "assigned",
        owner: child.connector,
        isChild: true,
        items: assigned[index] ?? [],
        age: 700,
      }),
    );
  });
  return lists;
}
