import type { SolekitError } from "../../runtime/solekit-error";

// The storefront's `description` in an error body (`{ status, message: "Cart Error", description }`).
function descriptionOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { description } = body as { description?: unknown };
  return typeof description === "string" && description.trim() !== "" ? description : undefined;
}

/**
 * What a shopper reads when the cart refused a change (storefront §8, "Cart service failure: A
 * global error notice with the description from the response"): the `description` of the
 * storefront's answer when it sent one ("You can only add 1 of these to the cart."), else
 * `fallback`, the catalogue's `cartUpdateFailed`. Neither an answer's title ("Cart Error"), an
 * outage's body nor the technical text of a network failure or a timeout reaches the shopper. The
 * cart's `errorMessage`, its notice and the product form's `addErrorMessage` all say this, so the
 * words under the Add to Cart button match the notice's.
 *
 * @param error - The refusal (`CartApi.error`, `ProductFormApi.addError`, a `cart.failed` event's).
 * @param fallback - The words without a description: `messages.cartUpdateFailed`.
 * @example
 * ```ts
 * const description = "You can only add 1 of these to the cart.";
 * cartFailureMessage(new SolekitError({ kind: "http", status: 422, message: description, data: { description } }), fallback);
 * // "You can only add 1 of these to the cart."
 * cartFailureMessage(new SolekitError({ kind: "network", message: "The service could not be reached" }), fallback);
 * // "Sorry, we couldn't update your bag. Please try again."
 * ```
 */
export function cartFailureMessage(error: SolekitError, fallback: string): string {
  return (error.kind === "http" ? descriptionOf(error.data) : undefined) ?? fallback;
}
