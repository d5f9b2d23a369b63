import * as v from "valibot";
import { backInStockErrorMessage, backInStockSubscription } from "../../rules/back-in-stock";
import { type BackInStockMessageCatalogue, backInStockMessages } from "../../rules/messages";
import { requireConfigSection, type SolekitConfig } from "../../runtime";
import { createHttp, defaultErrorDetail, isSolekitError, SolekitError } from "../http";

/**
 * Outcome of a back-in-stock subscription that did not throw: sent (the provider accepted it),
 * or not sent because the provider could not be reached or did not answer in time. The spec
 * keeps a network failure silent (storefront §8), so it resolves rather than rejects; a UI
 * simply shows nothing.
 */
export type BackInStockResult =
  | {
      /** The provider accepted the subscription. */
      sent: true;
    }
  | {
      /** The request did not get through. */
      sent: false;
      /** Why: no connection, or no answer in time. */
      reason: "network" | "timeout";
    };

/** Options of {@link createBackInStockClient}. */
export interface BackInStockClientOptions {
  /** Milliseconds before a request counts as not sent (`reason: "timeout"`). @default 15000 */
  timeout?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /**
   * Message catalogue for the provider's error codes (the back-in-stock box's part, so a bundle
   * carries no other strings for it). @default backInStockMessages
   */
  messages?: BackInStockMessageCatalogue;
}

/** Client of the back-in-stock email provider. */
export interface BackInStockClient {
  /**
   * Subscribes `email` to the variant (storefront variant id). Resolves `{ sent: true }` on any
   * 2xx answer — the provider answers 202 with an empty body and the spec reads a body only on a
   * non-ok answer. Rejects with a `SolekitError` whose message is the spec's for the first error
   * code (`variant_not_found`, `invalid`) or else the first error's text; resolves
   * `{ sent: false }` on a network failure or timeout.
   */
  subscribe(
    email: string,
    variantId: string | number,
    options?: { signal?: AbortSignal },
  ): Promise<BackInStockResult>;
}

const JSON_API = "application/vnd.api+json";

/**
 * Creates the back-in-stock client: `POST {endpoint}?company_id=…` with the `revision` header
 * (`backInStock.revision`, default 2024-06-15) and the JSON:API subscription body.
 *
 * @example
 * ```ts
 * const backInStock = createBackInStockClient(config);
 * try {
 *   const result = await backInStock.subscribe("sam@example.com", 4242);
 *   if (result.sent) showSuccess();
 * } catch (error) {
 *   if (isSolekitError(error)) showError(error.message); // e.g. "Invalid email"
 * }
 * ```
 */
export function createBackInStockClient(
  config: Pick<SolekitConfig, "backInStock">,
  options: BackInStockClientOptions = {},
): BackInStockClient {
  const catalogue = options.messages ?? backInStockMessages;
  const { endpoint, companyId, revision } = requireConfigSection(
    config,
    "backInStock",
    "the back-in-stock client",
  );
  const http = createHttp({
    baseURL: endpoint,
    headers: () => ({ revision, Accept: JSON_API, "Content-Type": JSON_API }),
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    async subscribe(email, variantId, o = {}) {
      try {
        await http.request({
          path: endpoint,
          method: "POST",
          query: { company_id: companyId },
          body: backInStockSubscription(email, variantId),
          schema: v.unknown(),
          signal: o.signal,
        });
        return { sent: true };
      } catch (error) {
        if (!isSolekitError(error)) throw error;
        // Storefront §8: "network failure is silent".
        if (error.kind === "network" || error.kind === "timeout") return { sent: false, reason: error.kind };
        if (error.kind !== "http") throw error;
        // "On a non-ok answer the first error code is read"; an unreadable body has no first
        // message, so the catalogue's generic form error stands in.
        const first = defaultErrorDetail(error.data);
        const message = backInStockErrorMessage(first, catalogue) ?? catalogue.backInStockVariantNotFound;
        throw new SolekitError({
          kind: "http",
          message,
          ...(error.status === undefined ? {} : { status: error.status }),
          ...(error.code ? { code: error.code } : {}),
          data: error.data,
          cause: error,
        });
      }
    },
  };
}
