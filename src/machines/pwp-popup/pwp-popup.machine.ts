import { assign, setup, spawnChild, stopChild } from "xstate";
import type { SearchResult } from "../../clients/search";
import { mutePwpRule, type PwpCartItem, type PwpRule, selectPwpRule } from "../../rules/pwp";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import { missingAddToCart } from "./pwp-popup.actors";
import type {
  PwpAddRequest,
  PwpAddState,
  PwpPopupContext,
  PwpPopupEvent,
  PwpPopupInput,
  PwpUpsellRequest,
} from "./pwp-popup.types";

const DEFAULT_PRODUCTS_TO_SHOW = 4;

const matchingRule = (context: PwpPopupContext, items: readonly PwpCartItem[]) =>
  selectPwpRule(context.rules, { cartItems: items, mutes: context.mutes, now: context.now() });

// What an event carries, handed to guards and actions as typed params (no `event.type` checks).
const cartItems = ({ event }: { event: Extract<PwpPopupEvent, { type: "cart.change" }> }) => event.items;
const newRules = ({ event }: { event: Extract<PwpPopupEvent, { type: "rules.change" }> }) => event.rules;
type Of<T extends PwpPopupEvent["type"]> = Extract<PwpPopupEvent, { type: T }>;
const addAsked = ({ event }: { event: Of<"upsell.add"> }) => event;
const addAnswered = ({ event }: { event: Of<"upsell.added" | "upsell.refused"> }) => event;

// The machine's type is inferred here and named by PwpPopupMachine below.
function buildPwpPopupMachine() {
  return setup({
    types: {
      context: {} as PwpPopupContext,
      events: {} as PwpPopupEvent,
      input: {} as PwpPopupInput,
      // The per-click adds are named by a pattern, so the declarations stay valid under
      // `skipLibCheck: false` (a plain string index clashes with `upsells`).
      children: {} as { upsells: "loadUpsells"; [add: `add-${number}`]: "addToCart" },
    },
    actors: {
      loadUpsells: missingActor<readonly SearchResult[], PwpUpsellRequest>("pwp-popup", "loadUpsells"),
      addToCart: missingAddToCart,
    },
    guards: {
      // One add per product at a time: a second click while the cart takes the first is the same wish.
      notAdding: ({ context }, asked: Of<"upsell.add">) => context.adds[asked.productId] !== "adding",
      cartMatchesRule: ({ context }, items: readonly PwpCartItem[]) =>
        matchingRule(context, items) !== undefined,
    },
    actions: {
      openRule: assign(({ context }, items: readonly PwpCartItem[]) => ({
        rule: matchingRule(context, items) ?? null,
        products: [],
        error: null,
        adds: {},
        lastAnswer: null,
      })),
      // The add goes to the cart at once (its queue orders it); the popup shows it when the cart
      // answers, not before: the add can be refused.
      askAdd: assign(({ context }, asked: Of<"upsell.add">) => {
        const adding: PwpAddState = "adding";
        return {
          adds: { ...context.adds, [asked.productId]: adding },
          asked: {
            addId: context.nextAddId,
            productId: asked.productId,
            name: asked.name,
            lines: asked.lines,
          },
          nextAddId: context.nextAddId + 1,
        };
      }),
      handOverAdd: spawnChild("addToCart", {
        id: ({ context }) => `add-${context.asked?.addId ?? -1}`,
        // `askAdd` has just set it: the two run together on `upsell.add`.
        input: ({ context }) => context.asked as PwpAddRequest,
      }),
      takeAnswer: assign(({ context }, answered: Of<"upsell.added" | "upsell.refused">) => {
        const error = answered.type === "upsell.refused" ? asError(answered.error) : null;
        const state: PwpAddState = error ? "failed" : "added";
        return {
          adds: { ...context.adds, [answered.productId]: state },
          lastAnswer: { addId: answered.addId, productId: answered.productId, name: answered.name, error },
        };
      }),
      stopAnswered: stopChild(({ context }) => `add-${context.lastAnswer?.addId ?? -1}`),
      muteRule: assign(({ context }) => ({
        mutes: context.rule ? mutePwpRule(context.rule, context.mutes, context.now()) : context.mutes,
        rule: null,
      })),
      // Where the mutes are kept is the host's: the hook provides this (storage key `pwp-mute`).
      persistMutes: () => undefined,
      replaceRules: assign({ rules: (_, rules: readonly PwpRule[]) => rules }),
      keepProducts: assign({ products: (_, products: readonly SearchResult[]) => products }),
      setError: assign({ error: (_, error: unknown) => asError(error) }),
    },
  }).createMachine({
    id: "pwpPopup",
    context: ({ input }) => ({
      rules: input.rules,
      mutes: input.mutes ?? {},
      rule: null,
      products: [],
      error: null,
      adds: {},
      asked: null,
      lastAnswer: null,
      nextAddId: 1,
      now: input.now ?? Date.now,
    }),
    initial: "closed",
    on: {
      "rules.change": { actions: { type: "replaceRules", params: newRules } },
      // Answered at the root: an add the shopper made stays with the cart if the popup closes.
      "upsell.added": { actions: [{ type: "takeAnswer", params: addAnswered }, "stopAnswered"] },
      "upsell.refused": { actions: [{ type: "takeAnswer", params: addAnswered }, "stopAnswered"] },
    },
    states: {
      closed: {
        on: {
          "cart.change": {
            guard: { type: "cartMatchesRule", params: cartItems },
            target: "open",
            actions: { type: "openRule", params: cartItems },
          },
        },
      },
      // Open stays open while the cart changes (the shopper may be adding from it).
      open: {
        initial: "loading",
        on: {
          "popup.dismiss": { target: "closed", actions: ["muteRule", "persistMutes"] },
          "upsell.add": {
            guard: { type: "notAdding", params: addAsked },
            actions: [{ type: "askAdd", params: addAsked }, "handOverAdd"],
          },
        },
        states: {
          loading: {
            invoke: {
              id: "upsells",
              src: "loadUpsells",
              input: ({ context }) => ({
                rule: context.rule ?? { title: "" },
                limit: context.rule?.productsToShow ?? DEFAULT_PRODUCTS_TO_SHOW,
              }),
              onDone: {
                target: "ready",
                actions: { type: "keepProducts", params: ({ event }) => event.output },
              },
              onError: {
                target: "failed",
                actions: {
                  type: "setError",
                  params: ({ event }: { event: { error: unknown } }) => event.error,
                },
              },
            },
          },
          ready: {},
          failed: {},
        },
      },
    },
  });
}

/** The pwp popup machine's type. */
export type PwpPopupMachine = ReturnType<typeof buildPwpPopupMachine>;

/**
 * The product-with-purchase popup (storefront §2, §3, §4). After the cart changes, the
 * highest-priority rule that the cart triggers and that is not muted opens the popup
 * (`closed` → `open`), which loads the rule's upsell products. Dismissing it mutes the rule for
 * its `exclusionDays` (`persistMutes` keeps the mutes, under the stored key `pwp-mute`). An upsell
 * product added from the popup (`upsell.add`) goes to the cart silently through the `addToCart`
 * actor; the product's add reads `adding` until the cart answers, then `added` or `failed`, and
 * `lastAnswer` is what the popup's status says.
 *
 * @example
 * ```ts
 * const popup = createActor(
 *   pwpPopupMachine.provide({ actors: createPwpPopupActors(searchClient) }),
 *   { input: { rules } },
 * ).start();
 * cart.on("cart.changed", ({ cart }) => popup.send({ type: "cart.change", items: cart.items }));
 * ```
 */
export const pwpPopupMachine: PwpPopupMachine = buildPwpPopupMachine();
