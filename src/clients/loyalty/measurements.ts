import { MEASUREMENTS_DEFAULT_PAGE_SIZE } from "../../rules/constants";
import { MEASUREMENT_INTERACTION_NAME } from "../../rules/keys";
import { buildMeasurementInteraction, validateMeasurement } from "../../rules/measurement";
import {
  dataOf,
  ignoredBody,
  type LoyaltyPage,
  type LoyaltyRequestOptions,
  type PageParams,
  pageOf,
  pageQuery,
} from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";
import { type Measurement, measurementSchema } from "./schemas/interaction.schemas";

/** A new measurement of a child. */
export interface MeasurementInput {
  /** The child's profile id (`connector.id`). */
  profileId: number;
  /** AU/UK shoe size, e.g. `010.5`. */
  size: string;
  /** Width `C`–`H`. */
  width: string;
}

/** Measurement calls of the {@link LoyaltyClient} (interactions on a child's connection). */
export interface MeasurementCalls {
  /**
   * One page of a child's measurements, newest first (`GET /connections/{id}/interactions` with
   * `filter[name]=Measurement Recorded`, `sort=-created_at`). Page size 15 unless given (the
   * measurements section asks for 9); `meta.total` tells whether older entries remain.
   *
   * @example
   * ```ts
   * const { data, meta } = await loyalty.getMeasurements(child.connectionId, { page: 1, pageSize: MEASUREMENTS_PAGE_SIZE });
   * hasOlderMeasurements(data.length, meta.total);
   * ```
   */
  getMeasurements(
    connectionId: number,
    page?: PageParams,
    options?: LoyaltyRequestOptions,
  ): Promise<LoyaltyPage<Measurement>>;
  /**
   * Records a measurement for a child (`POST /connections/{id}/interactions`). Rejects with a
   * `TypeError` carrying 'Please select both shoe size and width.' when either is missing.
   *
   * @example
   * ```ts
   * await loyalty.createMeasurement(child.connectionId, { profileId: child.connector.id, size: "011", width: "F" });
   * ```
   */
  createMeasurement(
    connectionId: number,
    measurement: MeasurementInput,
    options?: LoyaltyRequestOptions,
  ): Promise<Measurement>;
  /**
   * Deletes a measurement (`DELETE /connections/{id}/interactions/{interactionId}`).
   *
   * @example
   * ```ts
   * await loyalty.deleteMeasurement(child.connectionId, measurement.id);
   * ```
   */
  deleteMeasurement(
    connectionId: number,
    interactionId: number,
    options?: LoyaltyRequestOptions,
  ): Promise<void>;
}

/**
 * Builds the measurement calls over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const { data } = await measurementCalls(connection).getMeasurements(child.connectionId, { page: 1 });
 * ```
 */
export function measurementCalls(ctx: LoyaltyContext): MeasurementCalls {
  const path = (connectionId: number) => `/connections/${encodeURIComponent(connectionId)}/interactions`;
  return {
    getMeasurements: (connectionId, page = {}, options = {}) =>
      ctx.api.request({
        path: path(connectionId),
        query: {
          "filter[name]": MEASUREMENT_INTERACTION_NAME,
          sort: "-created_at",
          ...pageQuery(page, MEASUREMENTS_DEFAULT_PAGE_SIZE),
        },
        schema: pageOf(measurementSchema),
        signal: options.signal,
      }),
    async createMeasurement(connectionId, input, options = {}) {
      const problem = validateMeasurement(input, ctx.messages);
      if (problem) throw new TypeError(problem);
      return ctx.api.request({
        path: path(connectionId),
        method: "POST",
        body: buildMeasurementInteraction({ ...input, now: ctx.clock.now() }),
        schema: dataOf(measurementSchema),
        signal: options.signal,
      });
    },
    async deleteMeasurement(connectionId, interactionId, options = {}) {
      await ctx.api.request({
        path: `${path(connectionId)}/${encodeURIComponent(interactionId)}`,
        method: "DELETE",
        schema: ignoredBody,
        signal: options.signal,
      });
    },
  };
}
