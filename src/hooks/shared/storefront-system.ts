// The provider's one storefront system (cart, notice, customer session, guest wishlist, wired by
// events), built on first use. The session and the guest wishlist are held in `session-actors.ts`,
// which the system composes, so a page reaching only the session carries none of this module.
import { createNotice } from "../../machines/storefront-system/notice";
import type { CartActorRef } from "../../machines/storefront-system/request-add";
import {
  createStorefrontSystem,
  type NoticeActorRef,
  type StorefrontSystem,
} from "../../machines/storefront-system/storefront-system";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";
import { suppliedCustomer, suppliedGuestWishlist } from "./session-actors";

/** Builds the page's cart from the provider's runtime and the system's notice. */
export type CartBuilder = (runtime: SolekitRuntime, notice: NoticeActorRef) => CartActorRef;

interface Builders {
  notice?: () => NoticeActorRef;
  cart?: CartBuilder;
}

// The builders the hooks supplied, per runtime: the system asks for them on the first read only,
// so a page whose hooks never read the cart carries none of its machine.
const supplied = new WeakMap<SolekitRuntime, Builders>();

function builders(runtime: SolekitRuntime): Builders {
  const found = supplied.get(runtime) ?? {};
  supplied.set(runtime, found);
  return found;
}

function missing(name: string): never {
  throw new Error(`No hook supplied the storefront system's ${name}`);
}

/**
 * The storefront system of the provider (`getClient(runtime, storefrontSystem)`): the page-wide
 * actors of `solekit/machines`' {@link createStorefrontSystem}, built once per runtime on first
 * use, with the builders the hooks supply: the cart comes from the hooks that use it
 * ({@link systemCart}); the customer session and the guest wishlist are composed from
 * `session-actors.ts` (`systemCustomer`, `systemGuestWishlist`), the same actors their hooks
 * read there. Its actors are started by the
 * hooks after mount ({@link useSharedActor}), so rendering on the server starts nothing.
 *
 * @example
 * ```ts
 * const system = getClient(runtime, storefrontSystem);
 * await system.addToCart({ items: [{ id: 4242, quantity: 1 }] });
 * ```
 */
export function storefrontSystem(runtime: SolekitRuntime): StorefrontSystem {
  return createStorefrontSystem({
    notice: () => (builders(runtime).notice ?? missing("notice"))(),
    cart: (notice) => (builders(runtime).cart ?? missing("cart"))(runtime, notice),
    customer: () => suppliedCustomer(runtime),
    guestWishlist: () => suppliedGuestWishlist(runtime),
  });
}

/**
 * The provider's system's cart, with `build` supplied for the system to build it on its first
 * read: a page whose hooks never read the cart (an account section) carries none of it.
 *
 * @example
 * ```ts
 * const cartActor = (runtime: SolekitRuntime) => systemCart(runtime, buildCart);
 * ```
 */
export function systemCart(runtime: SolekitRuntime, build: CartBuilder): CartActorRef {
  // The cart tells its failures in the page's notice: whoever uses a cart also has the notice.
  builders(runtime).notice ??= createNotice;
  builders(runtime).cart ??= build;
  return getClient(runtime, storefrontSystem).cart;
}

/**
 * The page's one notice: supplies the system's notice builder (`createNotice`), then reads it.
 *
 * @example
 * ```ts
 * const noticeActor = (runtime: SolekitRuntime) => systemNotice(runtime);
 * ```
 */
export function systemNotice(runtime: SolekitRuntime): NoticeActorRef {
  builders(runtime).notice ??= createNotice;
  return getClient(runtime, storefrontSystem).notice;
}
