import { createActor, fromCallback } from "xstate";
import { connectNotice } from "../../src/machines/notice";
import { createNotice, createWishlistHearts } from "../../src/machines/storefront-system";
import {
  connectWishlistHearts,
  createWishlistHeartsActors,
  type WishlistHeartsEmitted,
  type WishlistHeartsEvent,
  type WishlistHeartsServices,
  type WishlistRemoveRequest,
  wishlistHeartsMachine,
} from "../../src/machines/wishlist-hearts";
import type { WishlistMembershipList } from "../../src/rules/wishlist-membership";
import { SolekitError } from "../../src/runtime";
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

  it("tells the page a failed removal once, with the catalogue's message (heart.failed)", () => {
    const { actor, api, push, removals } = start();
    const told: WishlistHeartsEmitted[] = [];
    actor.on("heart.failed", (event) => told.push(event));
    push(lists);
    api().toggle(runner);
    expect(told).toEqual([]);
    removals[0]?.answer(false);
    expect(told).toEqual([
      {
        type: "heart.failed",
        error: expect.objectContaining({ message: "refused" }),
        message: "The item could not be removed from your wishlists. Please try again.",
      },
    ]);
  });

  it.each([
    [[list(1, "Mine", [item(11, 5, 51)])], "Wishlist, 1 item"],
    [lists, "Wishlist, 2 items"],
  ])("names the header link's count in the singular or plural", (shown, label) => {
    const { api, push } = start();
    push(shown);
    expect(api().countLabel).toBe(label);
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

// The removal's answer with the real actors over fake services: the refresh after it is held open.
function removalServices(deleteListItem: () => Promise<void>) {
  let lists: (lists: WishlistMembershipList[]) => void = () => undefined;
  let finishRefresh: () => void = () => undefined;
  const refreshes: string[][] = [];
  const services: WishlistHeartsServices = {
    watchLists: (onLists) => {
      lists = onLists;
      return () => undefined;
    },
    items: async () => ({ deleteListItem }),
    invalidate: (names) => {
      refreshes.push([...names]);
      // A refresh of a service that is down: the account query client retries it for seconds.
      return new Promise<void>((resolve) => (finishRefresh = resolve));
    },
  };
  return {
    services,
    push: (shown: WishlistMembershipList[]) => lists(shown),
    refreshes,
    finishRefresh: () => finishRefresh(),
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe("members' hearts: a failed removal rolls back at once and says so (DESIGN.md concurrency rule 3)", () => {
  it("rolls back before the refresh that follows it has answered", async () => {
    const refused = new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" });
    const fake = removalServices(() => Promise.reject(refused));
    const actor = createActor(
      wishlistHeartsMachine.provide({ actors: createWishlistHeartsActors(fake.services) }),
      {
        input: { member: true, messages: wishlistMessages },
      },
    ).start();
    const api = () => connectWishlistHearts(actor.getSnapshot(), actor.send);
    fake.push(lists);
    api().toggle(runner);
    expect(api().isWishlisted(runner)).toBe(false);
    await settle();
    // The refresh is still running, and the heart is already back with its message.
    expect(fake.refreshes).toEqual([["Wishlists"]]);
    expect(api().isWishlisted(runner)).toBe(true);
    expect(api().count).toBe(2);
    expect(api().errorMessage).toBe("The item could not be removed from your wishlists. Please try again.");
    fake.finishRefresh();
    await settle();
    expect(api().isWishlisted(runner)).toBe(true);
  });

  it("createWishlistHearts shows the rolled-back heart in the page's notice, as an error", async () => {
    const fake = removalServices(() =>
      Promise.reject(new SolekitError({ kind: "network", message: "offline" })),
    );
    const notice = createNotice();
    notice.start();
    const hearts = createWishlistHearts({ services: fake.services, member: true, notice });
    hearts.start();
    fake.push(lists);
    connectWishlistHearts(hearts.getSnapshot(), hearts.send).toggle(runner);
    expect(connectNotice(notice.getSnapshot(), notice.send).notice).toBeNull();
    await settle();
    const shown = connectNotice(notice.getSnapshot(), notice.send);
    expect(shown.notice).toMatchObject({
      type: "error",
      message: "The item could not be removed from your wishlists. Please try again.",
    });
    expect(shown.getRegionProps().role).toBe("alert");
    expect(connectWishlistHearts(hearts.getSnapshot(), hearts.send).isWishlisted(runner)).toBe(true);
  });

  it("createWishlistHearts takes the host's words for the notice", async () => {
    const fake = removalServices(() => Promise.reject(new Error("down")));
    const notice = createNotice();
    notice.start();
    const hearts = createWishlistHearts({
      services: fake.services,
      member: true,
      notice,
      messages: { wishlistHeartRemoveFailed: "Not removed." },
    });
    hearts.start();
    fake.push(lists);
    connectWishlistHearts(hearts.getSnapshot(), hearts.send).toggle(runner);
    await settle();
    expect(connectNotice(notice.getSnapshot(), notice.send).notice?.message).toBe("Not removed.");
  });
});
