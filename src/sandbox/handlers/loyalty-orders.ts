import type { HttpHandler } from "msw";
import { ORDERS_PAGE_SIZE } from "../../rules/constants";
import { authedRoute } from "../loyalty/authed-route";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { paginate, sortByDate } from "../loyalty/paging";
import { idParam, json, notFound } from "../loyalty/responses";
import { invalid } from "../loyalty/validation";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";

/** Order sources the sandbox knows; every demo order was placed online. */
const SOURCES = ["shopify", "pos"] as const;

function sourceOf(url: URL): (typeof SOURCES)[number] {
  const source = url.searchParams.get("source") ?? "shopify";
  const known = SOURCES.find((s) => s === source);
  if (!known) throw invalid([["source", "The selected source is invalid."]]);
  return known;
}

/**
 * Orders and stores: `GET /api/orders` (`source`, `sort`, paging, 20 by default), `GET
 * /api/orders/transactions` (the platform's transactions, newest first), `GET
 * /api/orders/{id}` and `GET /api/geolocation` (every store).
 *
 * @example
 * ```ts
 * setupServer(...loyaltyOrderHandlers(context, loyalty));
 * ```
 */
export function loyaltyOrderHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const api = `${sandboxHosts.loyaltyApi}/api`;
  const orders = () => ctx.store.state.customer.orders;
  return [
    authedRoute({ ctx, loyalty, method: "get", path: `${api}/orders` }, ({ url }) => {
      const online = sourceOf(url) === "shopify" ? orders() : [];
      return json(
        paginate(
          url,
          sortByDate(url, online, { fields: ["created_at"], fallback: "-created_at" }),
          ORDERS_PAGE_SIZE,
        ),
      );
    }),
    // Before `/orders/:orderId`, which would read "transactions" as an id.
    authedRoute({ ctx, loyalty, method: "get", path: `${api}/orders/transactions` }, ({ url }) => {
      const platform = sourceOf(url) === "shopify" ? ctx.store.state.customer.platformTransactions : [];
      return json({ data: [...platform].sort((a, b) => b.created_at.localeCompare(a.created_at)) });
    }),
    authedRoute({ ctx, loyalty, method: "get", path: `${api}/orders/:orderId` }, ({ url, params }) => {
      const id = idParam(params.orderId, "Order");
      const order = sourceOf(url) === "shopify" ? orders().find((o) => o.id === id) : undefined;
      if (!order) throw notFound("Order");
      return json({ data: order });
    }),
    authedRoute({ ctx, loyalty, method: "get", path: `${api}/geolocation` }, () =>
      json({ data: ctx.world.stores }),
    ),
  ];
}
