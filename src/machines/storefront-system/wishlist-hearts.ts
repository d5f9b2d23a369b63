// The page's members' hearts, wired to the page's notice as the cart is: in a module of their own,
// so a page without hearts carries none of their machine.
import { type ActorRefFrom, createActor } from "xstate";
import type { NoticeEvent } from "../notice/notice.types";
import {
  createWishlistHeartsActors,
  type WishlistHeartsServices,
} from "../wishlist-hearts/wishlist-hearts.actors";
import {
  type WishlistHeartsMachine,
  wishlistHeartsMachine,
} from "../wishlist-hearts/wishlist-hearts.machine";
import type { WishlistHeartsMessages } from "../wishlist-hearts/wishlist-hearts.types";
import { wishlistHeartsMessages } from "../wishlists/wishlist-hearts-messages";

/** The members' hearts actor ({@link createWishlistHearts}). */
export type WishlistHeartsActorRef = ActorRefFrom<WishlistHeartsMachine>;

/** What {@link createWishlistHearts} builds the hearts from. */
export interface WishlistHeartsOptions {
  /** The member's lists and the removal's calls (`createWishlistHeartsActors`' services). */
  services: WishlistHeartsServices;
  /** A signed-in member (a guest's hearts are the guest wishlist's). */
  member: boolean;
  /** The page's notice: every rolled-back heart is told there. @default none */
  notice?: {
    /** Shows the failure (`notice.show`). */
    send(event: NoticeEvent): void;
  };
  /** Overrides of the hearts' words (the notice's `wishlistHeartRemoveFailed` among them). @default the catalogue's */
  messages?: Partial<WishlistHeartsMessages>;
}

/**
 * Builds the page's members' hearts actor (not started), wired to the page's notice by the
 * hearts' public `heart.failed` event, as {@link createCart} wires the cart's `cart.failed`: a
 * heart whose removal failed fills again (concurrency rule 3) and a global error notice says so
 * ('The item could not be removed from your wishlists. Please try again.'). One per page, so
 * every heart and the header agree.
 *
 * @example
 * ```ts
 * const system = createStorefrontSystem({ notice: createNotice });
 * const hearts = createWishlistHearts({ services, member: config.customer?.logged === true, notice: system.notice });
 * hearts.start();
 * hearts.subscribe((snapshot) => renderHearts(connectWishlistHearts(snapshot, hearts.send)));
 * ```
 */
export function createWishlistHearts(options: WishlistHeartsOptions): WishlistHeartsActorRef {
  const hearts = createActor(
    wishlistHeartsMachine.provide({ actors: createWishlistHeartsActors(options.services) }),
    { input: { member: options.member, messages: { ...wishlistHeartsMessages, ...options.messages } } },
  );
  const { notice } = options;
  if (notice) {
    hearts.on("heart.failed", ({ message }) => {
      notice.send({ type: "notice.show", notice: { type: "error", message } });
    });
  }
  return hearts;
}
