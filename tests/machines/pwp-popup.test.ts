import { createActor, fromPromise } from "xstate";
import type { SearchResult } from "../../src/clients/search";
import { connectCart } from "../../src/machines/cart";
import {
  connectPwpPopup,
  createPwpPopupActors,
  followCartChanges,
  type PwpPopupEvent,
  pwpPopupMachine,
} from "../../src/machines/pwp-popup";
import { requestAdd } from "../../src/machines/storefront-system";
import { DAY_MS } from "../../src/rules/constants";
import type { PwpMutes, PwpRule } from "../../src/rules/pwp";
import { product } from "../support/quick-search-fixtures";
import { answerAll, startCart } from "./cart.fixtures";

const SCHOOL: PwpRule = {
  title: "School socks",
  description: "Add socks",
  priority: 10,
  exclusionDays: 7,
  upsellTriggerCollection: "school-shoes",
  upsellCollection: "socks",
  productsToShow: 2,
};
const BOOTS: PwpRule = {
  title: "Boot socks",
  priority: 5,
  exclusionDays: 3,
  upsellTriggerProducts: [77],
  upsellProducts: ["wool-sock"],
};

function start(mutes: PwpMutes = {}, now = 1_000_000) {
  const requests: unknown[] = [];
  const saved: PwpMutes[] = [];
  const clock = { now };
  const actor = createActor(
    pwpPopupMachine.provide({
      actors: {
        loadUpsells: fromPromise(async ({ input }) => {
          requests.push(input);
          return [product("sock-a"), product("sock-b")] as SearchResult[];
        }),
      },
      actions: { persistMutes: ({ context }) => void saved.push(context.mutes) },
    }),
    { input: { rules: [BOOTS, SCHOOL], mutes, now: () => clock.now } },
  ).start();
  return { actor, requests, saved, clock, api: () => connectPwpPopup(actor.getSnapshot(), actor.send) };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const school = { product_id: 1, collections: ["school-shoes"] };
const boots = { product_id: 77, collections: ["boots"] };

describe("pwp popup machine", () => {
  it("stays closed while the cart matches no rule", () => {
    const { actor, api } = start();
    actor.send({ type: "cart.change", items: [{ product_id: 5, collections: ["sandals"] }] });
    expect(api().isOpen).toBe(false);
    expect(api().status).toBe("idle");
  });

  it("opens the highest-priority matching rule and loads its upsell products", async () => {
    const { actor, api, requests } = start();
    actor.send({ type: "cart.change", items: [boots, school] });
    expect(api()).toMatchObject({
      isOpen: true,
      status: "loading",
      title: "School socks",
      description: "Add socks",
    });
    await flush();
    expect(requests).toEqual([{ rule: SCHOOL, limit: 2 }]);
    expect(api().status).toBe("success");
    expect(api().products.map((p) => p.handle)).toEqual(["sock-a", "sock-b"]);
    expect(api().viewAllUrl).toBe("/collections/socks");
    expect(api().viewAllLabel).toBe("View all");
  });

  it("mutes a dismissed rule for its exclusion days, then offers it again", async () => {
    const { actor, api, saved, clock } = start();
    actor.send({ type: "cart.change", items: [school] });
    api().getDismissButtonProps().onClick();
    expect(api().isOpen).toBe(false);
    expect(saved).toEqual([{ "School socks": clock.now + 7 * DAY_MS }]);
    actor.send({ type: "cart.change", items: [school] });
    expect(api().isOpen).toBe(false);
    clock.now += 7 * DAY_MS;
    actor.send({ type: "cart.change", items: [school] });
    expect(api().isOpen).toBe(true);
  });

  it("skips a rule muted in storage and offers the next one", () => {
    const { actor, api } = start({ "School socks": 2_000_000 });
    actor.send({ type: "cart.change", items: [school, boots] });
    expect(api().title).toBe("Boot socks");
    expect(api().viewAllUrl).toBeNull();
  });

  it("is a modal dialog named by its title and described by its description; Escape dismisses", () => {
    const { actor, api, saved } = start();
    actor.send({ type: "cart.change", items: [school] });
    const dialog = api().getDialogProps();
    expect(dialog).toMatchObject({
      id: "pwp-dialog",
      role: "dialog",
      "aria-modal": true,
      "aria-labelledby": "pwp-title",
      "aria-describedby": "pwp-description",
    });
    expect(api().getTitleProps()).toEqual({ id: "pwp-title", tabIndex: -1 });
    expect(api().getDescriptionProps()).toEqual({ id: "pwp-description" });
    dialog.onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault: () => undefined });
    expect(api().isOpen).toBe(false);
    expect(saved).toHaveLength(1);
  });
});

describe("pwp popup dialog focus", () => {
  it("opens on its title, focusable by script, as the WAI-ARIA dialog pattern has a dialog that starts with text", () => {
    const { actor, api } = start();
    actor.send({ type: "cart.change", items: [school] });
    const focused: string[] = [];
    const element = (id: string) => ({ id, focus: () => focused.push(id) });
    const dialog = {
      ...element("pwp-dialog"),
      contains: () => false,
      querySelectorAll: () => [],
      ownerDocument: { activeElement: element("add-to-cart"), body: {}, getElementById: element },
    };
    api().getDialogProps().ref(dialog);
    expect(focused).toEqual(["pwp-title"]);
    expect(api().getTitleProps()).toMatchObject({ id: "pwp-title", tabIndex: -1 });
    api().getDialogProps().ref(null);
  });
});

describe("followCartChanges", () => {
  const received = () => {
    const events: PwpPopupEvent[] = [];
    return { events, popup: { send: (event: PwpPopupEvent) => void events.push(event) } };
  };
  const itemIds = (event: PwpPopupEvent | undefined) =>
    event?.type === "cart.change" ? event.items.map((item) => item.product_id) : null;

  it("sends nothing for a cart nobody changed, then each confirmed change", async () => {
    const cart = startCart([{ variantId: 1, quantity: 1, properties: {} }]);
    await answerAll(cart.service);
    const { events, popup } = received();
    const stop = followCartChanges(cart.actor, popup);
    expect(events).toEqual([]);
    connectCart(cart.actor.getSnapshot(), cart.actor.send).add([{ id: 2, quantity: 1 }]);
    expect(events).toEqual([]);
    await answerAll(cart.service);
    // The add's lines as add.js answered them, then the whole cart read after it.
    expect(events.map(itemIds)).toEqual([
      [10, 20],
      [10, 20],
    ]);
    stop();
    connectCart(cart.actor.getSnapshot(), cart.actor.send).add([{ id: 3, quantity: 1 }]);
    await answerAll(cart.service);
    expect(events).toHaveLength(2);
  });

  it("catches up with a change confirmed before it started (a popup whose code loaded late)", async () => {
    const cart = startCart();
    await answerAll(cart.service);
    connectCart(cart.actor.getSnapshot(), cart.actor.send).add([{ id: 4, quantity: 1 }]);
    await answerAll(cart.service);
    const { events, popup } = received();
    followCartChanges(cart.actor, popup);
    expect(events.map(itemIds)).toEqual([[40]]);
  });
});

describe("pwp popup: adding an upsell product, confirmed by the cart's answer", () => {
  async function withCart() {
    const cart = startCart();
    await answerAll(cart.service);
    const actor = createActor(
      pwpPopupMachine.provide({
        actors: {
          ...createPwpPopupActors(
            { search: async () => ({ results: [product("sock-a")] }) as never },
            (lines, signal) => requestAdd(cart.actor, lines, { silent: true, signal }),
          ),
        },
      }),
      { input: { rules: [SCHOOL] } },
    ).start();
    actor.send({ type: "cart.change", items: [school] });
    await flush();
    const api = () => connectPwpPopup(actor.getSnapshot(), actor.send);
    const sock = api().products[0];
    if (!sock) throw new Error("no upsell product");
    return { cart, api, sock };
  }

  it("says Adding… until the cart takes the add, then Added, with a polite status; the mini cart stays closed", async () => {
    const { cart, api, sock } = await withCart();
    expect(api().getStatusProps()).toEqual({ id: "pwp-status", role: "status", "aria-live": "polite" });
    api()
      .getAddButtonProps(sock, [{ id: 2, quantity: 1 }])
      .onClick();
    expect(api().addState(sock)).toBe("adding");
    expect(api().getAddButtonProps(sock, [])).toMatchObject({
      "aria-label": `Adding… ${sock.name}`,
      "aria-disabled": true,
      "data-state": "adding",
    });
    api()
      .getAddButtonProps(sock, [{ id: 2, quantity: 1 }])
      .onClick(); // a second click while adding
    expect(api().statusMessage).toBeNull(); // not before the cart answers: the add can be refused
    await answerAll(cart.service);
    expect(api().addLabel(sock)).toBe("Added");
    expect(api().getAddButtonProps(sock, [])["aria-disabled"]).toBe(false);
    expect(api().statusMessage).toBe(`${sock.name} added to your bag.`);
    expect(cart.server.lines).toEqual([{ variantId: 2, quantity: 1, properties: {} }]);
    expect(connectCart(cart.actor.getSnapshot(), cart.actor.send).isMiniCartOpen).toBe(false);
  });

  it("says why when the cart refuses the add, and the button offers Add again", async () => {
    const { cart, api, sock } = await withCart();
    api().add(sock, [{ id: 9, quantity: 4 }]); // 3 in stock: the storefront's 422
    await answerAll(cart.service);
    expect(api().addState(sock)).toBe("failed");
    expect(api().addLabel(sock)).toBe("Add");
    expect(api().statusMessage).toBe(
      `Sorry, ${sock.name} couldn't be added: You can only add 3 Sock 9 to the cart.`,
    );
  });
});
