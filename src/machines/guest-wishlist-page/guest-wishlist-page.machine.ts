import { assign, emit, setup } from "xstate";
import type { StorefrontProduct } from "../../clients/storefront";
import { asError } from "../shared/as-error";
import { answer, carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import { guestWishlistProductsToLoad, numericId } from "./guest-wishlist-page.selectors";
import type {
  GuestWishlistPageContext,
  GuestWishlistPageEvent,
  GuestWishlistPageInput,
  GuestWishlistPageRemoved,
} from "./guest-wishlist-page.types";

// What an event carries or an actor answers, handed to guards and actions as typed params.
const changed = carried<Extract<GuestWishlistPageEvent, { type: "entries.change" }>>();
const removeAsked = carried<Extract<GuestWishlistPageEvent, { type: "item.remove" }>>();
const loaded = answer<StorefrontProduct[]>();

const toLoad = (context: GuestWishlistPageContext) =>
  guestWishlistProductsToLoad(context.entries ?? [], context.products, context.unknownIds);

// The machine's type is inferred here and named by GuestWishlistPageMachine below.
function buildGuestWishlistPageMachine() {
  return setup({
    types: {
      context: {} as GuestWishlistPageContext,
      events: {} as GuestWishlistPageEvent,
      input: {} as GuestWishlistPageInput,
      emitted: {} as GuestWishlistPageRemoved,
    },
    actors: {
      loadProducts: missingActor<StorefrontProduct[], readonly string[]>(
        "guest-wishlist-page",
        "loadProducts",
      ),
    },
    guards: {
      entriesKnown: ({ context }) => context.entries !== null,
      needsProducts: ({ context }) => toLoad(context).length > 0,
      // The load running asks for every product the new list still lacks: it goes on.
      coveredByLoad: ({ context }, event: { entries: GuestWishlistPageContext["entries"] }) =>
        guestWishlistProductsToLoad(event.entries ?? [], context.products, context.unknownIds).every((id) =>
          context.requested.includes(id),
        ),
    },
    actions: {
      setEntries: assign((_, event: { entries: GuestWishlistPageContext["entries"] }) => ({
        entries: event.entries,
      })),
      noteRequested: assign(({ context }) => ({ requested: toLoad(context) })),
      addProducts: assign(({ context }, products: StorefrontProduct[]) => {
        const answered = new Set(products.map((product) => numericId(product.id)));
        return {
          products: [
            ...context.products.filter((product) => !answered.has(numericId(product.id))),
            ...products,
          ],
          unknownIds: [...context.unknownIds, ...context.requested.filter((id) => !answered.has(id))],
          requested: [],
          error: null,
        };
      }),
      setError: assign((_, error: unknown) => ({ error: asError(error), requested: [] })),
      noteRemoved: assign((_, event: { title: string }) => ({ removed: event.title })),
      askRemove: emit((_, event: { productId: string; variantId: string }) => ({
        type: "item.removed" as const,
        productId: event.productId,
        variantId: event.variantId,
      })),
    },
  }).createMachine({
    id: "guestWishlistPage",
    context: ({ input }) => ({
      entries: input.entries ?? null,
      products: [],
      unknownIds: [],
      requested: [],
      error: null,
      removed: null,
    }),
    initial: "waiting",
    // Remove works in every state: the guest wishlist drops the product, and its new list follows.
    on: {
      "item.remove": {
        actions: [
          { type: "noteRemoved", params: removeAsked },
          { type: "askRemove", params: removeAsked },
        ],
      },
    },
    states: {
      // Until the guest wishlist says what it holds (it reads local storage when it starts).
      waiting: {
        always: { guard: "entriesKnown", target: "checking" },
        on: { "entries.change": { target: "checking", actions: { type: "setEntries", params: changed } } },
      },
      checking: {
        always: [{ guard: "needsProducts", target: "loading" }, { target: "ready" }],
      },
      loading: {
        entry: "noteRequested",
        invoke: {
          src: "loadProducts",
          input: ({ context }) => context.requested,
          onDone: { target: "ready", actions: { type: "addProducts", params: loaded } },
          onError: { target: "failed", actions: { type: "setError", params: thrown } },
        },
        on: {
          // A list that needs a product this load does not ask for supersedes it: leaving the
          // state aborts it, and the next load asks for what the list now lacks.
          "entries.change": [
            {
              guard: { type: "coveredByLoad", params: changed },
              actions: { type: "setEntries", params: changed },
            },
            { target: "checking", actions: { type: "setEntries", params: changed } },
          ],
        },
      },
      ready: {
        on: { "entries.change": { target: "checking", actions: { type: "setEntries", params: changed } } },
      },
      // The list in local storage is untouched; Try again (or a new list) loads what is missing.
      failed: {
        on: {
          "load.retry": { target: "checking" },
          "entries.change": { target: "checking", actions: { type: "setEntries", params: changed } },
        },
      },
    },
  });
}

/** The guest wishlist page machine's type. */
export type GuestWishlistPageMachine = ReturnType<typeof buildGuestWishlistPageMachine>;

/**
 * The guest wishlist page (storefront §3 "Wishlist (guest)"): the products a shopper who is not
 * signed in hearted, loaded from the storefront. States: `waiting` (for the guest wishlist's
 * entries), `loading`, `ready`, `failed` (Try again: `load.retry`). A new list that needs a
 * product the running load does not ask for supersedes it and aborts it; a list that needs
 * nothing new (a remove) shows at once, with no request. Remove emits `item.removed` for the
 * guest wishlist; `followGuestWishlist` links the two actors. Provide its actor with
 * `createGuestWishlistPageActors`.
 *
 * @example
 * ```ts
 * const page = createActor(guestWishlistPageMachine.provide({ actors: createGuestWishlistPageActors(storefront) }), {
 *   input: {},
 * }).start();
 * const stop = followGuestWishlist(page, system.guestWishlist);
 * ```
 */
export const guestWishlistPageMachine: GuestWishlistPageMachine = buildGuestWishlistPageMachine();
