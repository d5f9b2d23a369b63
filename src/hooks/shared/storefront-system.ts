// The provider's one storefront system (cart, notice, customer session, guest wishlist, wired by
// events), built on first use.
import type { CustomerActorRef } from "../../machines/storefront-system/customer-session";
import type { GuestWishlistActorRef } from "../../machines/storefront-system/guest-wishlist";
import { createNotice } from "../../machines/storefront-system/notice";
import type { CartActorRef } from "../../machines/storefront-system/request-add";
import {
  createStorefrontSystem,
  type NoticeActorRef,
  type StorefrontSystem,
} from "../../machines/storefront-system/storefront-system";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";

/** Builds a page-wide actor of the system from the provider's runtime. */
export type SystemActorBuilder<TActor> = (runtime: SolekitRuntime) => TActor;

/** Builds the page's cart from the provider's runtime and the system's notice. */
export type CartBuilder = (runtime: SolekitRuntime, notice: NoticeActorRef) => CartActorRef;

interface Builders {
  notice?: () => NoticeActorRef;
  cart?: CartBuilder;
  customer?: SystemActorBuilder<CustomerActorRef>;
  guestWishlist?: SystemActorBuilder<GuestWishlistActorRef>;
}

// The builders the hooks supplied, per runtime: the system asks for them on the first read only,
// so a page whose hooks never read the cart or the customer session carries none of its machine.
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
 * use, with the builders the hooks supply: the cart, the customer session and the guest
 * wishlist come from the hooks that use them ({@link systemCart}, {@link systemCustomer},
 * {@link systemGuestWishlist}). Its actors are started by the
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
    customer: () => (builders(runtime).customer ?? missing("customer"))(runtime),
    guestWishlist: () => (builders(runtime).guestWishlist ?? missing("guestWishlist"))(runtime),
  });
}

/**
 * The provider's system's cart, with `build` supplied for the system to build it on its first
 * read (as {@link systemCustomer}): an account page, which reaches the system through the
 * customer session, carries no cart.
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
 * The provider's system's customer session, with `build` supplied for the system to build it on
 * its first read: the hook that uses the session brings its code, so a page without that hook
 * carries none of it. Keep `build` a module-level function.
 *
 * @example
 * ```ts
 * const customerSessionActor = (runtime: SolekitRuntime) => systemCustomer(runtime, buildCustomerSession);
 * ```
 */
export function systemCustomer(
  runtime: SolekitRuntime,
  build: SystemActorBuilder<CustomerActorRef>,
): CustomerActorRef {
  builders(runtime).customer ??= build;
  return getClient(runtime, storefrontSystem).customer;
}

/**
 * The provider's system's guest wishlist, with `build` supplied for the system to build it on its
 * first read (as {@link systemCustomer}).
 *
 * @example
 * ```ts
 * const guestWishlistActor = (runtime: SolekitRuntime) => systemGuestWishlist(runtime, buildGuestWishlist);
 * ```
 */
export function systemGuestWishlist(
  runtime: SolekitRuntime,
  build: SystemActorBuilder<GuestWishlistActorRef>,
): GuestWishlistActorRef {
  builders(runtime).guestWishlist ??= build;
  return getClient(runtime, storefrontSystem).guestWishlist;
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
