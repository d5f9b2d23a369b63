import type { HttpHandler } from "msw";
import { authedRoute } from "../loyalty/authed-route";
import {
  applyChildChanges,
  childProfileUpdateSchema,
  createChild,
  createConnectionSchema,
} from "../loyalty/child-profile";
import { childByConnection } from "../loyalty/customer-state";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { idParam, json } from "../loyalty/responses";
import { validateBody } from "../loyalty/validation";
import { readJson, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";

/**
 * Children as connections: `GET /api/profile/connections`, `POST /api/connections` and
 * `PUT /api/connections/{id}/profile`. `POST /connections` answers HTTP 200 and reports the
 * outcome as `status` in the body (201 created, 422 refused with the message and field errors),
 * as the account spec describes the service.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyChildrenHandlers(context, loyalty));
 * ```
 */
export function loyaltyChildrenHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const api = `${sandboxHosts.loyaltyApi}/api`;
  return [
    authedRoute({ ctx, loyalty, method: "get", path: `${api}/profile/connections` }, () =>
      json({ data: ctx.store.state.customer.children }),
    ),
    authedRoute({ ctx, loyalty, method: "post", path: `${api}/connections` }, async ({ request }) => {
      const raw = await readJson(request);
      try {
        const body = validateBody(createConnectionSchema, raw);
        const child = ctx.store.update((draft) => createChild(draft, body.profile, loyalty.auth.now()));
        return json({ status: 201, message: "Connection created.", data: child });
      } catch (error) {
        if (!(error instanceof SandboxHttpError) || error.status !== 422) throw error;
        return json({ status: 422, ...(error.body as object) });
      }
    }),
    authedRoute(
      { ctx, loyalty, method: "put", path: `${api}/connections/:connectionId/profile` },
      async ({ request, params }) => {
        const connectionId = idParam(params.connectionId, "Connection");
        childByConnection(ctx.store.state, connectionId);
        const changes = validateBody(childProfileUpdateSchema, await readJson(request));
        return ctx.store.update((draft) => {
          const child = childByConnection(draft, connectionId);
          applyChildChanges(draft, child, { changes, now: loyalty.auth.now() });
          return json({ data: child });
        });
      },
    ),
  ];
}
