import { createActor, fromCallback } from "xstate";
import {
  connectWishlistHearts,
  type WishlistHeartsEvent,
  type WishlistRemoveRequest,
  wishlistHeartsMachine,
} from "../../src/machines/wishlist-hearts";
import type { WishlistMembershipList } from "../../src/rules/wishlist-membership";
import { item, list, wishlistMessages } from "./wishlist.fixtures";

// Lists pushed by the test; removals answered by the test.
function start(member = true) {
  let pushLists: (lists: WishlistMembershipList[]) => void = () => undefined;
  const removals: { input: WishlistRemoveRequest; answer: (ok: boolean) => void }[] = [];
  const actor = createActor(
    wishlistHeartsMachine.provide({
      actors: {
        watchLists: fromCallback<WishlistHeartsEvent>(({ sendBack }) => {
          pushLists = (lists) => sendBack({ type: "lists.changed", lists });
        }),
        removeItems: fromCallback<WishlistHeartsEvent, WishlistRemoveRequest>(({ input, sendBack }) => {
          removals.push({
            input,
            answer: (ok) =>
              sendBack(
                ok
                  ? { type: "remove.done", refs: input.refs }
                  : { type: "remove.failed", refs: input.refs, error: new Error("refused") },
              ),
          });
        }),
      },
    }),
    { input: { member, messages: wishlistMessages } },
  ).start();
  const api = () => connectWishlistHearts(actor.getSnapshot(), actor.send);
  return { actor, api, removals, push: (lists: WishlistMembershipList[]) => pushLists(lists) };
}

const runner = { productId: 5, name: "Runner" };
const boot = { productId: 6, name: "Boot" };
const lists = [list(1, "Mine", [item(11, 5, 51)]), list(2, "Mia", [item(21, 5, 52)], true)];

describe("members' hearts (account-area §2: remove from all lists, else open the modal)", () => {
  it("presses the heart of a product on a list and fills the header count", () => {
    const { api, push } = start();
    push(lists);
    expect(api().getHeartProps(runner)["aria-pressed"]).toBe(true);
    expect(api().getHeartProps(runner)["aria-label"]).toBe("Remove Runner from wishlist");
    expect(api().getHeartProps(boot)["aria-pressed"]).toBe(false);
    expect(api().count).toBe(2);
  });

  it("a pressed heart removes the product from every list at once, without the modal", () => {
    const { api, push, removals } = start();
    push(lists);
    api()
      .getHeartProps(runner)
      .onClick({ preventDefault: () => undefined, defaultPrevented: false });
    expect(removals.map((r) => r.input.refs)).toEqual([
      [
        { listId: 1, itemId: 11 },
        { listId: 2, itemId: 21 },
      ],
    ]);
    expect(api().isWishlisted(runner)).toBe(false);
    expect(api().modalProduct).toBeNull();
  });

  it("keeps removed items hidden until the refreshed lists no longer hold them", () => {
    const { api, push, removals } = start();
    push(lists);
    api().toggle(runner);
    removals[0]?.answer(true);
    // The lists answer from before the removal is still shown: the heart stays empty.
    expect(api().isWishlisted(runner)).toBe(false);
    push([list(1, "Mine"), list(2, "Mia", [], true)]);
    expect(api().isWishlisted(runner)).toBe(false);
    push(lists);
    expect(api().isWishlisted(runner)).toBe(true);
  });

  it("rolls a failed removal back, with a message", () => {
    const { api, push, removals } = start();
    push(lists);
    api().toggle(runner);
    removals[0]?.answer(false);
    expect(api().isWishlisted(runner)).toBe(true);
    expect(api().errorMessage).toBe("The item could not be removed from your wishlists. Please try again.");
  });

  it("an unpressed heart opens the modal for the product, and a card's default variant is not a choice", () => {
    const { api, push } = start();
    push(lists);
    api().toggle({ ...boot, defaultVariantId: 61 });
    expect(api().modalProduct).toEqual(boot);
    api().closeModal();
    expect(api().modalProduct).toBeNull();
  });

  it("handles a heart pressed before the lists are read once they arrive", () => {
    const { api, push, removals } = start();
    api().toggle(runner);
    expect(removals).toHaveLength(0);
    push(lists);
    expect(removals).toHaveLength(1);
  });

  it("does nothing for a guest (the guest wishlist serves them)", () => {
    const { api, removals } = start(false);
    api().toggle(runner);
    expect(api().isMember).toBe(false);
    expect(removals).toHaveLength(0);
    expect(api().modalProduct).toBeNull();
  });
});
