// The page's customer session and guest wishlist, each held once per runtime in a module of its
// own, which the provider's storefront system composes (`storefrontSystem` reads them here). Not
// the other way round: an account section reaches the session through the loyalty connection, and
// so carries neither the system nor the paths of its cart (`addToCart`, `requestAdd`).
import type { CustomerActorRef } from "../../machines/storefront-system/customer-session";
import type { GuestWishlistActorRef } from "../../machines/storefront-system/guest-wishlist";
import { getClient, type SolekitRuntime } from "../provider/solekit-runtime";

/** Builds a page-wide actor of the system from the provider's runtime. */
export type SystemActorBuilder<TActor> = (runtime: SolekitRuntime) => TActor;

interface SessionBuilders {
  customer?: SystemActorBuilder<CustomerActorRef>;
  guestWishlist?: SystemActorBuilder<GuestWishlistActorRef>;
}

// The builders the hooks supplied, per runtime. The first one supplied is the page's, and the
// actor it builds is held by `getClient` under it: one session and one guest wishlist per runtime.
const supplied = new WeakMap<SolekitRuntime, SessionBuilders>();

function sessionBuilders(runtime: SolekitRuntime): SessionBuilders {
  const found = supplied.get(runtime) ?? {};
  supplied.set(runtime, found);
  return found;
}

function held<TActor>(runtime: SolekitRuntime, build: SystemActorBuilder<TActor> | undefined, name: string) {
  if (build === undefined) throw new Error(`No hook supplied the storefront system's ${name}`);
  return getClient(runtime, build);
}

/**
 * The provider's customer session, with `build` supplied to build it on the first read: the hook
 * that uses the session brings its code, so a page without that hook carries none of it. The
 * provider's storefront system composes the same actor as its `customer`. Keep `build` a
 * module-level function.
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
  sessionBuilders(runtime).customer ??= build;
  return suppliedCustomer(runtime);
}

/**
 * The provider's guest wishlist, with `build` supplied to build it on the first read (as
 * {@link systemCustomer}); the storefront system composes it as its `guestWishlist`.
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
  sessionBuilders(runtime).guestWishlist ??= build;
  return suppliedGuestWishlist(runtime);
}

/**
 * The customer session a hook supplied the builder of ({@link systemCustomer}); throws when none
 * did. The storefront system's `customer`.
 *
 * @example
 * ```ts
 * createStorefrontSystem({ customer: () => suppliedCustomer(runtime) });
 * ```
 */
export function suppliedCustomer(runtime: SolekitRuntime): CustomerActorRef {
  return held(runtime, supplied.get(runtime)?.customer, "customer");
}

/**
 * The guest wishlist a hook supplied the builder of ({@link systemGuestWishlist}); throws when
 * none did. The storefront system's `guestWishlist`.
 *
 * @example
 * ```ts
 * createStorefrontSystem({ guestWishlist: () => suppliedGuestWishlist(runtime) });
 * ```
 */
export function suppliedGuestWishlist(runtime: SolekitRuntime): GuestWishlistActorRef {
  return held(runtime, supplied.get(runtime)?.guestWishlist, "guestWishlist");
}
