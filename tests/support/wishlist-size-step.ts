// The size step the wishlist modal and Edit Item are linked to in their `*.link` tests: the real
// wishlist size machine over fake actors (the fixture's sizes; back-in-stock always sent), for a
// member, and its Api read fresh on every call.
import { createActor, fromPromise } from "xstate";
import {
  connectWishlistSize,
  type WishlistNotifyRequest,
  type WishlistSizeInput,
  wishlistSizeMachine,
} from "../../src/machines/wishlist-size";
import { sizes, wishlistMessages } from "../machines/wishlist.fixtures";

/** Lets the fake actors' promises settle and the linked actors answer each other. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Starts the size step for a product (and the variant chosen already); `id` is its DOM id base. */
export function startWishlistSizeStep(
  target: Pick<WishlistSizeInput, "productId" | "variantId">,
  id: string,
) {
  const size = createActor(
    wishlistSizeMachine.provide({
      actors: {
        loadSizes: fromPromise(async () => sizes),
        subscribeBackInStock: fromPromise<{ sent: boolean }, WishlistNotifyRequest>(async () => ({
          sent: true,
        })),
      },
    }),
    { input: { ...target, loggedIn: true, messages: wishlistMessages } },
  ).start();
  const sizeApi = () => connectWishlistSize(size.getSnapshot(), size.send, { id });
  return { size, sizeApi };
}
