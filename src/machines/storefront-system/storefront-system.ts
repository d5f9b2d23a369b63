// The page-wide actors of a storefront (cart, notice, customer session, guest wishlist), created
// once per page (per provider in React), and their wiring through public events only:
// framework-free, so a Vue or vanilla host gets the same.
import type { ActorRefFrom } from "xstate";
import type { CartAddLine } from "../cart/cart.types";
import type { NoticeMachine } from "../notice/notice.machine";
import type { CustomerActorRef } from "./customer-session";
import type { GuestWishlistActorRef } from "./guest-wishlist";
import { type CartActorRef, type RequestAddOptions, requestAdd } from "./request-add";

/** The notice actor of a {@link StorefrontSystem}. */
export type NoticeActorRef = ActorRefFrom<NoticeMachine>;

/** What {@link createStorefrontSystem} builds the page-wide actors from. */
export interface StorefrontSystemOptions {
  /**
   * Builds the page's cart on the first read of `cart` or the first `addToCart`, given the page's
   * notice for its failures (`createCart` fits). Leave it out on a page without a cart: the
   * system then carries none of its machine.
   */
  cart?: (notice: NoticeActorRef) => CartActorRef;
  /**
   * Builds the page's global notice on the first read of `notice` or of the cart, which tells its
   * failures there (`createNotice` fits). Leave it out on a page that shows no notice.
   */
  notice?: () => NoticeActorRef;
  /** The base of the mini cart's DOM ids, unique on the page. @default "cart" */
  cartId?: string;
  /**
   * Builds the page's customer session on the first read of `customer` (`createCustomerSession`
   * fits). Leave it out on a page without one: the system then carries none of its machine.
   */
  customer?: () => CustomerActorRef;
  /**
   * Builds the page's guest wishlist on the first read of `guestWishlist` (`createGuestWishlist`
   * fits). Leave it out on a page without hearts.
   */
  guestWishlist?: () => GuestWishlistActorRef;
}

/** The page-wide actors and how to reach them. Actors are built on first use and not started. */
export interface StorefrontSystem {
  /** The page's one cart (built on first read by the `cart` option; reading it without that option throws). */
  readonly cart: CartActorRef;
  /** The page's one global notice (built on first read by the `notice` option; reading it without that option throws). */
  readonly notice: NoticeActorRef;
  /**
   * The page's one customer session (built on first read by the `customer` option; reading it
   * without that option throws).
   */
  readonly customer: CustomerActorRef;
  /**
   * The page's one guest wishlist (built on first read by the `guestWishlist` option; reading it
   * without that option throws).
   */
  readonly guestWishlist: GuestWishlistActorRef;
  /** The base of the mini cart's DOM ids: every trigger's `aria-controls` points at its dialog. */
  readonly cartId: string;
  /**
   * Adds lines to the cart and settles when the cart answers them ({@link requestAdd}): the
   * product form's `addToCart`.
   */
  addToCart(
    request: { items: readonly CartAddLine[] },
    signal?: AbortSignal,
    options?: RequestAddOptions,
  ): Promise<void>;
  /**
   * Starts the actors (a host without React calls it once, after building the page): the notice,
   * and the cart, the customer session and the guest wishlist whose builders were given.
   */
  start(): void;
  /** Stops every actor built so far (the page goes away). */
  stop(): void;
}

/**
 * Creates the storefront's page-wide actors once: the global notice, the cart, the customer session
 * and the guest wishlist, each from the builder given for it, wired by public events only
 * (`docs/architecture.md`, "Composition"). Each is built on its first read, so a page builds only
 * what it uses. The cart raises its own notice: every rolled-back change shows a global error
 * notice with the storefront's `description` (storefront §8), else `cartUpdateFailed`. The product
 * form reaches the cart through `addToCart`, which settles when the cart confirms or refuses the
 * add. No code reads another slice's context.
 *
 * @example
 * ```ts
 * const system = createStorefrontSystem({
 *   notice: createNotice,
 *   cart: (notice) => createCart({ client: createCartClient(config), visibility: document, notice }),
 * });
 * system.start();
 * const form = createActor(
 *   productFormMachine.provide({
 *     actors: createProductFormActors({ storefront, addToCart: system.addToCart }),
 *   }),
 *   { input: { handle: "kids-runner-navy" } },
 * ).start();
 * system.cart.subscribe((snapshot) => render(connectCart(snapshot, system.cart.send, { id: system.cartId })));
 * system.notice.subscribe((snapshot) => renderNotice(connectNotice(snapshot, system.notice.send)));
 * ```
 *
 * A page with a header adds `customer: () => createCustomerSession({...})` and, with hearts,
 * `guestWishlist: () => createGuestWishlist({ storage, target: window })`.
 */
export function createStorefrontSystem(options: StorefrontSystemOptions): StorefrontSystem {
  let cart: CartActorRef | undefined;
  let notice: NoticeActorRef | undefined;
  const noticeActor = () => {
    notice ??= required(options.notice, "notice")();
    return notice;
  };
  const cartActor = () => {
    cart ??= required(options.cart, "cart")(noticeActor());
    return cart;
  };
  let customer: CustomerActorRef | undefined;
  let guestWishlist: GuestWishlistActorRef | undefined;
  const customerActor = () => {
    customer ??= required(options.customer, "customer")();
    return customer;
  };
  const guestWishlistActor = () => {
    guestWishlist ??= required(options.guestWishlist, "guestWishlist")();
    return guestWishlist;
  };
  return {
    get cart() {
      return cartActor();
    },
    get notice() {
      return noticeActor();
    },
    get customer() {
      return customerActor();
    },
    get guestWishlist() {
      return guestWishlistActor();
    },
    cartId: options.cartId ?? "cart",
    addToCart: (request, signal, addOptions) =>
      requestAdd(cartActor(), request.items, { ...addOptions, signal }),
    start() {
      if (options.notice) noticeActor().start();
      if (options.cart) cartActor().start();
      if (options.customer) customerActor().start();
      if (options.guestWishlist) guestWishlistActor().start();
    },
    stop() {
      cart?.stop();
      notice?.stop();
      customer?.stop();
      guestWishlist?.stop();
    },
  };
}

// A builder the host did not give is a programming error, told at the first read.
function required<T>(build: T | undefined, name: string): T {
  if (build === undefined) {
    throw new Error(`This storefront system has no ${name}: pass \`${name}\` to createStorefrontSystem`);
  }
  return build;
}
