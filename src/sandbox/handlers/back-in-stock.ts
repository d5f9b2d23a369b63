import { type HttpHandler, HttpResponse } from "msw";
import { isValidEmail } from "../../rules/email";
import { readJson, route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import { indexVariants, randomToken } from "../variant-index";

/** One error of the provider's JSON:API answer. */
interface Refusal {
  /** Machine-readable error code, e.g. `invalid`. */
  code: string;
  /** Short, general title, e.g. `Invalid input.`. */
  title: string;
  /** What was wrong with this request. */
  detail: string;
  /** JSON pointer to the offending member of the body, when there is one. */
  pointer?: string;
}

/** The provider's JSON:API error answer: 400 with one error carrying a code. */
function refuse({ code, title, detail, pointer }: Refusal): SandboxHttpError {
  return new SandboxHttpError(400, {
    errors: [
      {
        id: randomToken(8),
        status: 400,
        code,
        title,
        detail,
        ...(pointer ? { source: { pointer } } : {}),
        meta: {},
      },
    ],
  });
}

/** Reads a nested property path of an unknown JSON value. */
function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const VARIANT_ID = /^\$shopify:::\$default:::(\d+)$/;

/**
 * The back-in-stock provider's client endpoint (`POST {endpoint}?company_id=…`). Checks the
 * `company_id` query, the `revision` header and the JSON:API body: a malformed email answers 400
 * with code `invalid`, a variant id that names no catalogue variant 400 with
 * `variant_not_found`. An accepted subscription is stored (once per email and variant) and
 * answered 202 with an empty body, as the real service does.
 *
 * @example
 * ```ts
 * setupServer(...backInStockHandlers(context));
 * ```
 */
export function backInStockHandlers(ctx: SandboxContext): HttpHandler[] {
  const index = indexVariants(ctx.world);
  return [
    route(
      ctx.faults,
      { method: "post", path: `${sandboxHosts.backInStock}/client/back-in-stock-subscriptions` },
      async ({ request, url }) => {
        const companyId = url.searchParams.get("company_id");
        if (!companyId)
          throw refuse({
            code: "missing_parameter",
            title: "Missing parameter.",
            detail: "company_id is required",
          });
        if (!/^\d{4}-\d{2}-\d{2}(\.\w+)?$/.test(request.headers.get("revision") ?? "")) {
          throw refuse({
            code: "missing_revision",
            title: "Missing or invalid revision header.",
            detail: "A revision header (YYYY-MM-DD) is required",
          });
        }
        const body = await readJson(request);
        const data = at(body, "data");
        if (at(data, "type") !== "back-in-stock-subscription") {
          throw refuse({
            code: "invalid",
            title: "Invalid input.",
            detail: "data.type must be back-in-stock-subscription",
            pointer: "/data/type",
          });
        }
        const channels = at(data, "attributes", "channels");
        if (!Array.isArray(channels) || !channels.includes("EMAIL")) {
          throw refuse({
            code: "invalid",
            title: "Invalid input.",
            detail: "channels must include EMAIL",
            pointer: "/data/attributes/channels",
          });
        }
        const email = at(data, "attributes", "profile", "data", "attributes", "email");
        if (typeof email !== "string" || !isValidEmail(email)) {
          throw refuse({
            code: "invalid",
            title: "Invalid input.",
            detail: "Invalid email address",
            pointer: "/data/attributes/profile/data/attributes/email",
          });
        }
        const variantRef = at(data, "relationships", "variant", "data", "id");
        const variantId = Number(VARIANT_ID.exec(typeof variantRef === "string" ? variantRef : "")?.[1]);
        if (!index.variantById.has(variantId)) {
          throw refuse({
            code: "variant_not_found",
            title: "Variant not found.",
            detail: `A catalog variant with id ${String(variantRef)} does not exist`,
            pointer: "/data/relationships/variant/data/id",
          });
        }
        const address = email.trim().toLowerCase();
        ctx.store.update((draft) => {
          const known = draft.backInStockSubscriptions.some(
            (s) => s.companyId === companyId && s.email === address && s.variantId === variantId,
          );
          if (!known) {
            draft.backInStockSubscriptions.push({
              companyId,
              email: address,
              variantId,
              channels: ["EMAIL"],
              createdAt: Date.now(),
            });
          }
        });
        return new HttpResponse(null, { status: 202 });
      },
    ),
  ];
}
