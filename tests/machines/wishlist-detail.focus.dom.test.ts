// @vitest-environment jsdom
import { createActor, fromPromise } from "xstate";
import { bindProps } from "../../src/machines/shared/dom-props";
import {
  connectWishlistDetail,
  followWishlistDetailFocus,
  type WishlistItemRef,
  wishlistDetailMachine,
} from "../../src/machines/wishlist-detail";
import { SolekitError } from "../../src/runtime";
import { item } from "./wishlists.fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

// A list's page in plain DOM: each item's Remove bound to the connect's props, the empty state.
function page(items: ReturnType<typeof item>[]) {
  const removes: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const actor = createActor(
    wishlistDetailMachine.provide({
      actors: {
        removeItem: fromPromise<void, WishlistItemRef>(
          () => new Promise((resolve, reject) => removes.push({ resolve, reject })),
        ),
      },
    }),
    { input: {} },
  ).start();
  const stop = followWishlistDetailFocus(actor, { id: "wl", document });
  const api = () => connectWishlistDetail(actor.getSnapshot(), actor.send, { id: "wl" });
  document.body.replaceChildren();
  const buttons = items.map((entry, index) => {
    const button = document.createElement("button");
    bindProps(
      button,
      api().getRemoveButtonProps({
        listId: 9,
        item: entry,
        name: "Mine",
        next: items[index + 1] ?? items[index - 1] ?? null,
      }),
    );
    document.body.append(button);
    return button;
  });
  const empty = document.createElement("p");
  bindProps(empty, api().getEmptyStateProps());
  document.body.append(empty);
  return { buttons, empty, removes, stop };
}

const a = item(1, "A-10-E", 501, "Runner One");
const b = item(2, "B-10-E", 502, "Runner Two");

describe("wishlist detail: where focus goes as an item's card goes (plain DOM)", () => {
  it("moves focus to the next item's Remove, else the one before", async () => {
    const { buttons, stop } = page([a, b]);
    buttons[0]?.click();
    await flush();
    expect(document.activeElement).toBe(buttons[1]);
    stop();
    const last = page([a, b]);
    last.buttons[1]?.click();
    await flush();
    expect(document.activeElement).toBe(last.buttons[0]);
    last.stop();
  });

  it("moves focus to the empty state when the last item goes", async () => {
    const { buttons, empty, stop } = page([a]);
    buttons[0]?.click();
    await flush();
    expect(document.activeElement).toBe(empty);
    stop();
  });

  it("puts focus back on the item's Remove when the service refuses the remove", async () => {
    const { buttons, removes, stop } = page([a, b]);
    buttons[0]?.click();
    await flush();
    expect(document.activeElement).toBe(buttons[1]);
    removes[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "Server Error" }));
    await flush();
    expect(document.activeElement).toBe(buttons[0]);
    stop();
  });
});
