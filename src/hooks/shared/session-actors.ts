// The page's customer session and guest wishlist, each held once per runtime in a module of its
// own, which the provider's storefront system composes (`storefrontSystem` reads them here). Not
// the other way round, and without their machines: the loyalty connection of an account section
// tells the session of a refused token through `refuseCustomerSession`, so the section carries
// neither the system, nor the paths of its cart, nor the customer machine; the hook that shows
// the session (`useCustomer`) brings the session's code.
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

// Runtimes whose loyalty service refused a fresh ID token before any hook built the session.
const refusedBeforeBuilt = new WeakSet<SolekitRuntime>();

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
  const session = suppliedCustomer(runtime);
  if (refusedBeforeBuilt.delete(runtime)) session.send({ type: "session.unauthorised" });
  return session;
}

/**
 * The loyalty service refused a fresh ID token (a second 401): the page's customer session ends
 * (account-area §2: tokens and account data forgotten, the logout page with the account hash),
 * and tells the browser's other tabs. A session no hook has built yet hears it when one does
 * (as an actor not yet started keeps an event until it starts), so this needs none of the
 * session's code: the loyalty connection of an account section calls it.
 *
 * @example
 * ```ts
 * createLoyaltyConnection({ config, storage, clock, onUnauthorised: () => refuseCustomerSession(runtime) });
 * ```
 */
export function refuseCustomerSession(runtime: SolekitRuntime): void {
  if (supplied.get(runtime)?.customer) suppliedCustomer(runtime).send({ type: "session.unauthorised" });
  else refusedBeforeBuilt.add(runtime);
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
