import type { HttpHandler } from "msw";
import * as v from "valibot";
import { TRANSACTIONS_PAGE_SIZE, UNASSIGNED_PAGE_SIZE } from "../../rules/constants";
import { isShoeExpired, isShoeReturned } from "../../rules/unassigned-shoes";
import { authedRoute } from "../loyalty/authed-route";
import { nextId, recordInteraction } from "../loyalty/customer-state";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { paginate, sortByDate } from "../loyalty/paging";
import { idParam, json, notFound } from "../loyalty/responses";
import { creditAssignmentReward } from "../loyalty/rewards";
import { transactionItemById, withProducts } from "../loyalty/transactions";
import { invalid, validateBody } from "../loyalty/validation";
import { readJson } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import { SHOE_PRODUCT_TYPES, unassignedItems } from "../world";

const linkSchema = v.object({
  product_list_item_id: v.number("The product list item id must be a number."),
  type: v.literal("link", "The selected type is invalid."),
});

/**
 * Store transactions and shoe assignment: `GET /api/profile/transactions` (`include=product`,
 * `sort`, paging, `filter[receipt_ref]` — no match is a 404), `GET /api/profile/transactions/{id}`,
 * `GET /api/profile/transactionitems/list/unassigned` (paged, 15 by default) and `POST
 * /api/profile/transactions/items/{id}/list-item`, which links a shoe to a child's wardrobe item
 * and credits $2 when the pair was bought within 30 days and not returned.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyTransactionHandlers(context, loyalty));
 * ```
 */
export function loyaltyTransactionHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const profile = `${sandboxHosts.loyaltyApi}/api/profile`;
  const customer = () => ctx.store.state.customer;
  return [
    authedRoute({ ctx, loyalty, method: "get", path: `${profile}/transactions` }, ({ url }) => {
      const receipt = url.searchParams.get("filter[receipt_ref]");
      const matches = customer().transactions.filter((t) => !receipt || t.receipt_ref === receipt);
      if (receipt && matches.length === 0) throw notFound("Transaction");
      const sorted = sortByDate(url, matches, {
        fields: ["transacted_at", "created_at"],
        fallback: "-transacted_at",
      });
      const page = paginate(url, sorted, TRANSACTIONS_PAGE_SIZE);
      return json({ ...page, data: page.data.map((t) => withProducts(t, url)) });
    }),
    authedRoute(
      { ctx, loyalty, method: "get", path: `${profile}/transactions/:transactionId` },
      ({ url, params }) => {
        const id = idParam(params.transactionId, "Transaction");
        const transaction = customer().transactions.find((t) => t.id === id);
        if (!transaction) throw notFound("Transaction");
        return json({ data: withProducts(transaction, url) });
      },
    ),
    authedRoute(
      { ctx, loyalty, method: "get", path: `${profile}/transactionitems/list/unassigned` },
      ({ url }) => {
        const sorted = sortByDate(url, unassignedItems(customer().transactions), {
          fields: ["created_at"],
          fallback: "-created_at",
        });
        const page = paginate(url, sorted, UNASSIGNED_PAGE_SIZE);
        return json({ ...page, data: page.data.map((item) => withProducts(item, url)) });
      },
    ),
    authedRoute(
      { ctx, loyalty, method: "post", path: `${profile}/transactions/items/:itemId/list-item` },
      async ({ request, params }) => {
        const itemId = idParam(params.itemId, "Transaction item");
        transactionItemById(ctx.store.state, itemId);
        const body = validateBody(linkSchema, await readJson(request));
        const now = loyalty.auth.now();
        return ctx.store.update((draft) => {
          const item = transactionItemById(draft, itemId);
          if (item.list_items.length > 0) {
            throw invalid([["transaction_item", "The transaction item has already been assigned."]]);
          }
          if (!SHOE_PRODUCT_TYPES.includes(item.product.product_type)) {
            throw invalid([["transaction_item", "Only shoes can be assigned to a child."]]);
          }
          const wardrobe = draft.customer.wishlists.find(
            (l) => l.handle === "assigned" && l.items.some((i) => i.id === body.product_list_item_id),
          );
          if (!wardrobe)
            throw invalid([["product_list_item_id", "The selected product list item id is invalid."]]);
          const link = {
            id: nextId(draft),
            product_list_id: wardrobe.id,
            product_list_item_id: body.product_list_item_id,
            type: "link" as const,
          };
          item.list_items.push(link);
          const earns = !isShoeExpired(item, now) && !isShoeReturned(item);
          const reward = earns ? creditAssignmentReward(draft, now) : null;
          recordInteraction(
            draft,
            {
              name: "Shoes Assigned",
              action: "service",
              meta: { transaction_item_id: item.id, product_list_id: wardrobe.id, rewarded: earns },
            },
            now,
          );
          return json({ data: { ...link, reward } }, 201);
        });
      },
    ),
  ];
}
