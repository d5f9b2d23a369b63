import type { HttpHandler } from "msw";
import * as v from "valibot";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { json } from "../loyalty/responses";
import { requiredText, validateBody } from "../loyalty/validation";
import { readJson, route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";

const tokenRequestSchema = v.object({
  id: v.pipe(
    v.union([v.string(), v.number()], "The id must be a string."),
    v.transform(String),
    requiredText("id", 64),
  ),
  signature: requiredText("signature", 256),
});

/**
 * The ID API's token endpoint: `POST /api/v1/auth/token` with the customer's id and the
 * signature the storefront rendered (hex HMAC-SHA256 of the id). A wrong signature answers 401
 * `Invalid signature.`; a valid one for a customer the programme does not know, 404. The answer is
 * `{ token, exp }`: an HS256 JWT that the loyalty API accepts until `exp` (epoch seconds).
 *
 * @example
 * ```ts
 * setupServer(...loyaltyTokenHandlers(context, loyalty));
 * ```
 */
export function loyaltyTokenHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  return [
    route(
      ctx.faults,
      { method: "post", path: `${sandboxHosts.idApi}/api/v1/auth/token` },
      async ({ request }) => {
        const { id, signature } = validateBody(tokenRequestSchema, await readJson(request));
        if (!(await loyalty.auth.verifyCustomerId(id, signature))) {
          throw new SandboxHttpError(401, { message: "Invalid signature." });
        }
        const { session, profile } = ctx.store.state.customer;
        if (id !== session.customerId) throw new SandboxHttpError(404, { message: "Customer not found." });
        return json(await loyalty.auth.issueToken({ sub: id, pid: profile.id, typ: "id" }));
      },
    ),
  ];
}
