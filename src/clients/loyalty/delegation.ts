import * as v from "valibot";
import { SolekitError } from "../http";
import type { LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";

/** A delegation the programme is set up with: the client it delegates to, and whether it is on. */
export interface Delegation {
  /** The delegate client's handle, sent as `client_handle`. */
  type: string;
  /** Whether delegation is enabled for this client. */
  enabled: boolean;
}

/** Answer of `POST /auth/delegate`: `data.token` (missing when the service has none to give). */
export const delegateTokenSchema = v.object({
  data: v.nullish(v.object({ token: v.nullish(v.string()) })),
});

/** Delegation calls of the {@link LoyaltyClient}. */
export interface DelegationCalls {
  /**
   * A token the customer delegates to another client (`POST /auth/delegate` with
   * `client_handle`), e.g. to create a profile through that client. A disabled delegation
   * rejects with a `TypeError` 'Delegation not enabled' before any request; an answer without a
   * token rejects with a `SolekitError` 'Failed to get token for delegate type' (code
   * `delegate_token_missing`). Service errors reject as usual.
   *
   * @example
   * ```ts
   * const token = await loyalty.getDelegateToken({ type: "signup", enabled: true });
   * ```
   */
  getDelegateToken(delegation: Delegation, options?: LoyaltyRequestOptions): Promise<string>;
}

/**
 * Builds the delegation call over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const token = await delegationCalls(connection).getDelegateToken(delegation);
 * ```
 */
export function delegationCalls(ctx: LoyaltyContext): DelegationCalls {
  return {
    async getDelegateToken(delegation, options = {}) {
      if (!delegation.enabled) throw new TypeError(ctx.messages.delegationNotEnabled);
      const body = await ctx.api.request({
        path: "/auth/delegate",
        method: "POST",
        body: { client_handle: delegation.type },
        schema: delegateTokenSchema,
        signal: options.signal,
      });
      const token = body.data?.token;
      if (!token) {
        throw new SolekitError({
          kind: "invalid-response",
          code: "delegate_token_missing",
          message: ctx.messages.delegateTokenMissing,
        });
      }
      return token;
    },
  };
}
