import { assign, emit, setup } from "xstate";
import { validateBackInStockEmail } from "../../rules/back-in-stock";
import { asError } from "../shared/as-error";
import { answer, carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  WishlistNotifyRequest,
  WishlistSizeContext,
  WishlistSizeEmitted,
  WishlistSizeEvent,
  WishlistSizeInput,
  WishlistSizeOption,
  WishlistSizeRequest,
} from "./wishlist-size.types";

/** The chosen variant of a size-step context, if any. */
export function selectedOption(context: Pick<WishlistSizeContext, "options" | "selectedId">) {
  return context.options.find((option) => option.id === context.selectedId) ?? null;
}

// What an event carries or an actor answers, handed to guards and actions as typed params.
const loaded = answer<WishlistSizeOption[]>();
const subscribed = answer<{ sent: boolean }>();
const sizeSelected = carried<Extract<WishlistSizeEvent, { type: "size.select" }>>();
const widthChanged = carried<Extract<WishlistSizeEvent, { type: "width.change" }>>();
const emailChanged = carried<Extract<WishlistSizeEvent, { type: "email.change" }>>();

// The machine's type is inferred here and named by WishlistSizeMachine below.
function buildWishlistSizeMachine() {
  return setup({
    types: {
      context: {} as WishlistSizeContext,
      events: {} as WishlistSizeEvent,
      input: {} as WishlistSizeInput,
      emitted: {} as WishlistSizeEmitted,
      tags: {} as "busy",
    },
    actors: {
      loadSizes: missingActor<WishlistSizeOption[], WishlistSizeRequest>("wishlist-size", "loadSizes"),
      subscribeBackInStock: missingActor<{ sent: boolean }, WishlistNotifyRequest>(
        "wishlist-size",
        "subscribeBackInStock",
      ),
    },
    guards: {
      nothingChosen: ({ context }) => selectedOption(context) === null,
      isNotifiable: ({ context }) => context.notifyEnabled && selectedOption(context)?.available === false,
      emailRefused: ({ context }) => validateBackInStockEmail(context.email, context.messages) !== null,
      wasSent: (_, result: { sent: boolean }) => result.sent,
    },
    actions: {
      setOptions: assign(({ context }, options: WishlistSizeOption[]) => {
        const chosen = options.find((option) => option.id === context.selectedId);
        return {
          options,
          error: null,
          selectedId: chosen ? chosen.id : null,
          width: chosen ? chosen.width : (options[0]?.width ?? null),
        };
      }),
      setLoadError: assign((_, error: unknown) => ({ error: asError(error) })),
      selectSize: assign(({ context }, event: { size: string }) => {
        const option = context.options.find(
          (candidate) => candidate.size === event.size && candidate.width === context.width,
        );
        return { selectedId: option?.id ?? null, emailError: null, notifyError: null };
      }),
      changeWidth: assign(({ context }, event: { width: string }) => {
        const name = selectedOption(context)?.size;
        const same = context.options.find((option) => option.size === name && option.width === event.width);
        return { width: event.width, selectedId: same?.id ?? null, emailError: null, notifyError: null };
      }),
      setEmail: assign((_, event: { value: string }) => ({
        email: event.value,
        emailError: null,
        notifyError: null,
      })),
      refuseEmail: assign(({ context }) => ({
        emailError: validateBackInStockEmail(context.email, context.messages),
      })),
      // The back-in-stock client rejects with the spec's message already (storefront §8).
      setNotifyError: assign((_, thrownError: unknown) => {
        const error = asError(thrownError);
        const readable = error.kind === "http" || error.kind === "invalid-response";
        return { notifyError: readable && error.message ? error.message : null };
      }),
      announceConfirmed: emit(({ context }) => {
        const variant = selectedOption(context);
        if (!variant) throw new Error("wishlist-size: confirmed without a size");
        return { type: "size.confirmed", variant } as const;
      }),
    },
  }).createMachine({
    id: "wishlistSize",
    context: ({ input }) => ({
      productId: String(input.productId),
      options: [],
      width: null,
      selectedId: input.variantId === null || input.variantId === undefined ? null : String(input.variantId),
      email: "",
      emailError: null,
      notifyError: null,
      error: null,
      loggedIn: input.loggedIn,
      notifyEnabled: input.notifyEnabled ?? true,
      confirmLabel: input.confirmLabel ?? null,
      messages: input.messages,
    }),
    initial: "loading",
    states: {
      loading: {
        tags: ["busy"],
        invoke: {
          src: "loadSizes",
          input: ({ context }) => ({ productId: context.productId }),
          onDone: { target: "ready", actions: { type: "setOptions", params: loaded } },
          onError: { target: "failed", actions: { type: "setLoadError", params: thrown } },
        },
      },
      failed: {
        on: { "sizes.retry": "loading" },
      },
      ready: {
        initial: "routing",
        // A new size or width supersedes whatever the step was doing (a running back-in-stock
        // request is aborted with the state that invoked it).
        on: {
          "size.select": { target: ".routing", actions: { type: "selectSize", params: sizeSelected } },
          "width.change": { target: ".routing", actions: { type: "changeWidth", params: widthChanged } },
        },
        states: {
          routing: {
            always: [
              { guard: "nothingChosen", target: "SELECT" },
              { guard: "isNotifiable", target: "NOTIFY_ME" },
              { target: "ADD_TO_WISHLIST" },
            ],
          },
          SELECT: {},
          NOTIFY_ME: {
            initial: "editing",
            on: { "email.change": { actions: { type: "setEmail", params: emailChanged } } },
            states: {
              editing: {
                on: {
                  "notify.submit": [{ guard: "emailRefused", actions: "refuseEmail" }, { target: "sending" }],
                },
              },
              sending: {
                tags: ["busy"],
                // A second submit of the same email while it is sent is the same request.
                on: { "notify.submit": {} },
                invoke: {
                  src: "subscribeBackInStock",
                  input: ({ context }) => ({
                    email: context.email.trim(),
                    variantId: selectedOption(context)?.id ?? "",
                  }),
                  // A network failure is silent (storefront §8): the form simply stays.
                  onDone: [
                    { guard: { type: "wasSent", params: subscribed }, target: "sent" },
                    { target: "editing" },
                  ],
                  onError: { target: "editing", actions: { type: "setNotifyError", params: thrown } },
                },
              },
              sent: {
                on: {
                  "email.change": { target: "editing", actions: { type: "setEmail", params: emailChanged } },
                },
              },
            },
          },
          ADD_TO_WISHLIST: {
            on: { "size.confirm": { actions: "announceConfirmed" } },
          },
        },
      },
    },
  });
}

/** The size step's machine type. */
export type WishlistSizeMachine = ReturnType<typeof buildWishlistSizeMachine>;

/**
 * The size step shared by the wishlist modal and the Edit Item modal (account-area §4 "Back-in-stock
 * flow in wishlist item modal"): SELECT until a size is chosen, then NOTIFY_ME for an out-of-stock
 * size (the back-in-stock email, when enabled) or ADD_TO_WISHLIST, whose button ('Next' for a
 * member, 'Add to wishlist' for a visitor, or the host's label such as 'Update wishlist') emits
 * `size.confirmed` with the variant. Provide its actors with `createWishlistSizeActors`.
 *
 * @example
 * ```ts
 * const size = createActor(wishlistSizeMachine.provide({ actors }), {
 *   input: { productId: 5, loggedIn: true, messages },
 * }).start();
 * size.on("size.confirmed", ({ variant }) => modal.send({ type: "variant.choose", variant }));
 * ```
 */
export const wishlistSizeMachine: WishlistSizeMachine = buildWishlistSizeMachine();
