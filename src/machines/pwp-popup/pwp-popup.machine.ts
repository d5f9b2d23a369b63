import { assign, setup } from "xstate";
import type { SearchResult } from "../../clients/search";
import { mutePwpRule, type PwpCartItem, type PwpRule, selectPwpRule } from "../../rules/pwp";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type { PwpPopupContext, PwpPopupEvent, PwpPopupInput, PwpUpsellRequest } from "./pwp-popup.types";

const DEFAULT_PRODUCTS_TO_SHOW = 4;

const matchingRule = (context: PwpPopupContext, items: readonly PwpCartItem[]) =>
  selectPwpRule(context.rules, { cartItems: items, mutes: context.mutes, now: context.now() });

// What an event carries, handed to guards and actions as typed params (no `event.type` checks).
const cartItems = ({ event }: { event: Extract<PwpPopupEvent, { type: "cart.change" }> }) => event.items;
const newRules = ({ event }: { event: Extract<PwpPopupEvent, { type: "rules.change" }> }) => event.rules;

// The machine's type is inferred here and named by PwpPopupMachine below.
function buildPwpPopupMachine() {
  return setup({
    types: {
      context: {} as PwpPopupContext,
      events: {} as PwpPopupEvent,
      input: {} as PwpPopupInput,
    },
    actors: {
      loadUpsells: missingActor<readonly SearchResult[], PwpUpsellRequest>("pwp-popup", "loadUpsells"),
    },
    guards: {
      cartMatchesRule: ({ context }, items: readonly PwpCartItem[]) =>
        matchingRule(context, items) !== undefined,
    },
    actions: {
      openRule: assign(({ context }, items: readonly PwpCartItem[]) => ({
        rule: matchingRule(context, items) ?? null,
        products: [],
        error: null,
      })),
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
      now: input.now ?? Date.now,
    }),
    initial: "closed",
    on: {
      "rules.change": { actions: { type: "replaceRules", params: newRules } },
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
        },
        states: {
          loading: {
            invoke: {
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
 * its `exclusionDays` (`persistMutes` keeps the mutes, under the stored key `pwp-mute`).
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
