import type { Actor } from "xstate";
import type { UrlAdapter } from "../../runtime/url";
import type { ProductFormMachine } from "./product-form.machine";

/** The URL parameter holding the chosen variant. */
export const VARIANT_PARAM = "variant";

/**
 * The search string with one parameter set (or removed when `value` is null), every other
 * parameter kept byte for byte: `URLSearchParams` would re-encode `utm_*` values it did not write.
 */
export function withSearchParam(search: string, name: string, value: string | null): string {
  const pairs = search.replace(/^\?/, "").split("&").filter(Boolean);
  const isName = (pair: string) => decodeURIComponent(pair.split("=")[0] ?? "") === name;
  const entry = value === null ? null : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  const at = pairs.findIndex(isName);
  const kept = pairs.filter((pair, i) => !isName(pair) || i === at);
  if (at >= 0) {
    const index = kept.findIndex(isName);
    if (entry === null) kept.splice(index, 1);
    else kept[index] = entry;
  } else if (entry !== null) {
    kept.push(entry);
  }
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

/**
 * Keeps the `variant` URL parameter and the product form's chosen variant in step (storefront §2):
 * choosing a size REPLACES the history entry, so Back leaves the product instead of stepping
 * through sizes; a URL change (Back, Forward, a link) selects that variant when it belongs to the
 * product. Every other parameter stays as it was. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const stop = syncProductFormUrl(actor, createHistoryUrl());
 * // later
 * stop();
 * ```
 */
export function syncProductFormUrl(actor: Actor<ProductFormMachine>, url: UrlAdapter): () => void {
  let shown = actor.getSnapshot().context.variantId;
  const subscription = actor.subscribe((snapshot) => {
    const { variantId } = snapshot.context;
    if (variantId === shown || !snapshot.matches({ product: "ready" })) return;
    shown = variantId;
    const current = url.current();
    if (current.searchParams.get(VARIANT_PARAM) === variantId) return;
    const search = withSearchParam(current.search, VARIANT_PARAM, variantId);
    url.navigate(`${current.pathname}${search}${current.hash}`, { replace: true, state: url.state() });
  });
  const unsubscribe = url.subscribe(() => {
    const variantId = url.current().searchParams.get(VARIANT_PARAM);
    if (variantId !== actor.getSnapshot().context.variantId) actor.send({ type: "variant.sync", variantId });
  });
  return () => {
    subscription.unsubscribe();
    unsubscribe();
  };
}
