import type { HttpHandler } from "msw";
import * as v from "valibot";
import { MEASUREMENTS_DEFAULT_PAGE_SIZE } from "../../rules/constants";
import { MEASUREMENT_INTERACTION_NAME } from "../../rules/keys";
import { MEASUREMENT_SIZE_UNIT, SHOE_SIZES, SHOE_WIDTHS } from "../../rules/measurement";
import { authedRoute } from "../loyalty/authed-route";
import { childByConnection, nextId } from "../loyalty/customer-state";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { paginate, sortByDate } from "../loyalty/paging";
import { idParam, json, noContent, notFound } from "../loyalty/responses";
import { invalid, validateBody } from "../loyalty/validation";
import { readJson } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import type { MeasurementInteraction } from "../world";

const measurementSchema = v.object({
  name: v.literal(MEASUREMENT_INTERACTION_NAME, "The selected name is invalid."),
  profile_id: v.optional(v.union([v.number(), v.string()])),
  interacted_at: v.optional(v.pipe(v.string(), v.isoTimestamp("The interacted at must be a date."))),
  meta: v.object({
    measurement: v.object({
      size_shoe: v.object({
        unit: v.literal(MEASUREMENT_SIZE_UNIT, `The size unit must be ${MEASUREMENT_SIZE_UNIT}.`),
        value: v.picklist(SHOE_SIZES, "The selected shoe size is invalid."),
      }),
      width_shoe: v.object({ value: v.picklist(SHOE_WIDTHS, "The selected shoe width is invalid.") }),
    }),
  }),
});

/**
 * A child's measurements as interactions on its connection: `GET
 * /api/connections/{id}/interactions` (`filter[name]`, `sort`, `page[number]`, `page[size]`,
 * default 15), `POST` (size from the AU/UK size list, width C–H) and `DELETE …/{interactionId}`.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyMeasurementHandlers(context, loyalty));
 * ```
 */
export function loyaltyMeasurementHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const interactions = `${sandboxHosts.loyaltyApi}/api/connections/:connectionId/interactions`;
  const childOf = (params: Record<string, string | readonly string[] | undefined>) =>
    childByConnection(ctx.store.state, idParam(params.connectionId, "Connection"));
  return [
    authedRoute({ ctx, loyalty, method: "get", path: interactions }, ({ url, params }) => {
      const child = childOf(params);
      const name = url.searchParams.get("filter[name]");
      const mine = ctx.store.state.customer.measurements.filter(
        (m) => m.profile_id === child.connector.id && (!name || m.name === name),
      );
      const sorted = sortByDate(url, mine, {
        fields: ["created_at", "interacted_at"],
        fallback: "-created_at",
      });
      return json(paginate(url, sorted, MEASUREMENTS_DEFAULT_PAGE_SIZE));
    }),
    authedRoute({ ctx, loyalty, method: "post", path: interactions }, async ({ request, params }) => {
      const child = childOf(params);
      const body = validateBody(measurementSchema, await readJson(request));
      if (body.profile_id !== undefined && Number(body.profile_id) !== child.connector.id) {
        throw invalid([["profile_id", "The profile id does not belong to this connection."]]);
      }
      const now = loyalty.auth.now();
      const at = body.interacted_at
        ? new Date(body.interacted_at).toISOString()
        : new Date(now).toISOString();
      if (Date.parse(at) > now + 60_000)
        throw invalid([["interacted_at", "The interacted at must not be in the future."]]);
      return ctx.store.update((draft) => {
        const measurement: MeasurementInteraction = {
          id: nextId(draft),
          name: MEASUREMENT_INTERACTION_NAME,
          namespace: "omneo",
          action: "service",
          channel: "app",
          signal: 1,
          profile_id: child.connector.id,
          interacted_at: at,
          created_at: new Date(now).toISOString(),
          meta: { measurement: body.meta.measurement },
        };
        draft.customer.measurements.unshift(measurement);
        return json({ data: measurement }, 201);
      });
    }),
    authedRoute({ ctx, loyalty, method: "delete", path: `${interactions}/:interactionId` }, ({ params }) => {
      const child = childOf(params);
      const id = idParam(params.interactionId, "Interaction");
      const found = ctx.store.state.customer.measurements.some(
        (m) => m.id === id && m.profile_id === child.connector.id,
      );
      if (!found) throw notFound("Interaction");
      ctx.store.update((draft) => {
        draft.customer.measurements = draft.customer.measurements.filter((m) => m.id !== id);
      });
      return noContent();
    }),
  ];
}
