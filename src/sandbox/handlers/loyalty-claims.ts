import type { HttpHandler } from "msw";
import * as v from "valibot";
import { authedRoute } from "../loyalty/authed-route";
import { nextId, recordInteraction } from "../loyalty/customer-state";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { json } from "../loyalty/responses";
import { invalid, requiredText, validateBody } from "../loyalty/validation";
import { readJson } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import type { StoreTransaction } from "../world";
import { imageRefs } from "../world/customer/context";

const claimSchema = v.object({
  transaction_transacted_at: v.pipe(
    requiredText("transaction_transacted_at"),
    v.check((text) => !Number.isNaN(Date.parse(text)), "The transaction transacted at must be a date."),
  ),
  transaction_receipt_ref: requiredText("transaction_receipt_ref", 64),
  transaction_total: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.decimal())], "The transaction total must be a number."),
    v.transform(Number),
    v.minValue(0.01, "The transaction total must be greater than 0."),
  ),
  transaction_location_external_code: requiredText("transaction_location_external_code", 32),
  transaction_timezone: v.optional(v.string()),
  profile_id: v.optional(v.union([v.number(), v.string()])),
});

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (Math.imul(h, 31) + char.charCodeAt(0)) >>> 0;
  return h;
}

/**
 * Claims of missed in-store purchases: `POST /api/profile/transactions/claims`. A claim for a
 * known store, a past date, a positive amount and a receipt not claimed before creates a store
 * transaction (with the shoe the point-of-sale system "finds" for that receipt, which then shows
 * as unassigned) and answers it with its id.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyClaimHandlers(context, loyalty));
 * ```
 */
export function loyaltyClaimHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const shoes = ctx.catalogue.published.filter((p) => p.kind === "shoe");
  return [
    authedRoute(
      { ctx, loyalty, method: "post", path: `${sandboxHosts.loyaltyApi}/api/profile/transactions/claims` },
      async ({ request }) => {
        const claim = validateBody(claimSchema, await readJson(request));
        const now = loyalty.auth.now();
        const store = ctx.world.stores.find(
          (s) => s.external_code === claim.transaction_location_external_code,
        );
        const problems: [string, string][] = [];
        if (!store)
          problems.push(["transaction_location_external_code", "The selected store location is invalid."]);
        const transactedAt = new Date(claim.transaction_transacted_at);
        if (transactedAt.getTime() > now) {
          problems.push(["transaction_transacted_at", "The transaction date must not be in the future."]);
        }
        if (
          claim.profile_id !== undefined &&
          Number(claim.profile_id) !== ctx.store.state.customer.profile.id
        ) {
          problems.push(["profile_id", "The selected profile id is invalid."]);
        }
        const claimed = ctx.store.state.customer.transactions.some(
          (t) =>
            t.receipt_ref === claim.transaction_receipt_ref &&
            t.location.external_code === store?.external_code,
        );
        if (claimed) problems.push(["transaction_receipt_ref", "This transaction has already been claimed."]);
        if (!store || problems.length > 0) throw invalid(problems);
        const product = shoes[hash(claim.transaction_receipt_ref) % Math.max(1, shoes.length)];
        return ctx.store.update((draft) => {
          const id = nextId(draft);
          const at = transactedAt.toISOString();
          const variant = product?.variants[hash(at) % product.variants.length];
          const transaction: StoreTransaction = {
            id,
            receipt_ref: claim.transaction_receipt_ref,
            transacted_at: at,
            created_at: new Date(now).toISOString(),
            total: Math.round(claim.transaction_total * 100) / 100,
            timezone: claim.transaction_timezone || store.timezone,
            location: { id: store.id, name: store.name, external_code: store.external_code },
            items:
              product && variant
                ? [
                    {
                      id: nextId(draft),
                      transaction_id: id,
                      created_at: at,
                      quantity: 1,
                      price: Math.round(claim.transaction_total * 100) / 100,
                      product_variant_id: variant.id,
                      product_variant: {
                        id: variant.id,
                        sku: variant.sku,
                        meta: { shopify: { option1: variant.option1, option2: variant.option2 } },
                      },
                      product: {
                        id: product.id,
                        handle: product.handle,
                        brand: product.brand,
                        title: product.title,
                        product_type: product.product_type,
                      },
                      product_images: imageRefs(product, 1),
                      list_items: [],
                      meta: { ap21: { return_reason_code: null } },
                    },
                  ]
                : [],
          };
          draft.customer.transactions.unshift(transaction);
          recordInteraction(
            draft,
            { name: "Transaction Claimed", action: "transaction", meta: { transaction_id: id } },
            now,
          );
          return json({ data: transaction }, 201);
        });
      },
    ),
  ];
}
