import { type CallbackActorLogic, fromCallback, type PromiseActorLogic } from "xstate";
import type { SearchClient, SearchResult } from "../../clients/search";
import type { CartAddLine } from "../cart";
import { fromRequest } from "../shared/request";
import type { PwpAddRequest, PwpPopupEvent, PwpUpsellRequest } from "./pwp-popup.types";

/** Hands lines to the cart silently; settles when the cart took them, rejects when it refused them. */
export type PwpAddToCart = (lines: readonly CartAddLine[], signal: AbortSignal) => Promise<unknown>;

/** The stand-in until `addToCart` is provided: every add is refused at once, naming what is missing. */
export const missingAddToCart: CallbackActorLogic<PwpPopupEvent, PwpAddRequest> = addToCartActor(() =>
  Promise.reject(
    new Error("pwp-popup: provide the `addToCart` actor (createPwpPopupActors(search, addToCart))"),
  ),
);

// One add: answers the popup with upsell.added or upsell.refused; stops waiting (the add stays
// with the cart) when the popup goes away.
function addToCartActor(addToCart: PwpAddToCart): CallbackActorLogic<PwpPopupEvent, PwpAddRequest> {
  return fromCallback<PwpPopupEvent, PwpAddRequest>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { addId, productId, name } = input;
    addToCart(input.lines, controller.signal).then(
      () => controller.signal.aborted || sendBack({ type: "upsell.added", addId, productId, name }),
      (error: unknown) =>
        controller.signal.aborted || sendBack({ type: "upsell.refused", addId, productId, name, error }),
    );
    return () => controller.abort();
  });
}

async function loadUpsells(
  search: Pick<SearchClient, "search">,
  { rule, limit }: PwpUpsellRequest,
  signal: AbortSignal,
): Promise<readonly SearchResult[]> {
  if (rule.upsellCollection) {
    const page = await search.search(
      { collection: rule.upsellCollection, resultsPerPage: limit },
      { signal },
    );
    return page.results.slice(0, limit);
  }
  const handles = (rule.upsellProducts ?? []).map(String);
  if (handles.length === 0) return [];
  const page = await search.search({ handles, resultsPerPage: limit }, { signal });
  return page.results.slice(0, limit);
}

/**
 * The pwp popup's actors: `loadUpsells` over the search client (the rule's upsell collection,
 * `bgfilter.collection_handle`, else its upsell products given as product handles,
 * `bgfilter.handle`, at most `productsToShow`), and `addToCart`, which hands an upsell product's
 * lines to the page's cart silently and answers when the cart does (`requestAdd` with
 * `silent: true` fits; left out, every add from the popup is refused).
 *
 * @example
 * ```ts
 * const machine = pwpPopupMachine.provide({
 *   actors: createPwpPopupActors(searchClient, (lines, signal) =>
 *     requestAdd(system.cart, lines, { silent: true, signal }),
 *   ),
 * });
 * ```
 */
export function createPwpPopupActors(
  search: Pick<SearchClient, "search">,
  addToCart?: PwpAddToCart,
): {
  loadUpsells: PromiseActorLogic<readonly SearchResult[], PwpUpsellRequest>;
  addToCart: CallbackActorLogic<PwpPopupEvent, PwpAddRequest>;
} {
  return {
    loadUpsells: fromRequest((request: PwpUpsellRequest, signal) => loadUpsells(search, request, signal)),
    addToCart: addToCart ? addToCartActor(addToCart) : missingAddToCart,
  };
}
