import * as v from "valibot";
import { dataOf, type LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { type ProfileInteraction, profileInteractionSchema } from "./schemas/interaction.schemas";

/** Profile interaction calls of the {@link LoyaltyClient} (a child's measurements are in {@link MeasurementCalls}). */
export interface InteractionCalls {
  /**
   * Interactions recorded on the customer's own profile (`GET /profile/interactions`), newest
   * first: joining, claims, assignments, profile changes.
   *
   * @example
   * ```ts
   * const recent = await loyalty.getInteractions();
   * ```
   */
  getInteractions(options?: LoyaltyRequestOptions): Promise<ProfileInteraction[]>;
}

/**
 * Builds the interaction calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const interactions = await interactionCalls(connection).getInteractions();
 * ```
 */
export function interactionCalls(ctx: LoyaltyContext): InteractionCalls {
  return {
    getInteractions: (options = {}) =>
      ctx.api.request({
        path: "/profile/interactions",
        schema: dataOf(v.array(profileInteractionSchema)),
        signal: options.signal,
      }),
  };
}
