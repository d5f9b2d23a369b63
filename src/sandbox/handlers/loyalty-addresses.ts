import type { HttpHandler } from "msw";
import * as v from "valibot";
import { authedRoute } from "../loyalty/authed-route";
import { nextId } from "../loyalty/customer-state";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { idParam, json, noContent, notFound } from "../loyalty/responses";
import { optionalText, requiredText, validateBody } from "../loyalty/validation";
import { readJson } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import type { SandboxState } from "../sandbox-state";
import type { Address } from "../world";

const addressSchema = v.object({
  address_line_1: requiredText("address_line_1"),
  address_line_2: v.optional(optionalText("address_line_2"), null),
  city: requiredText("city", 100),
  state: requiredText("state", 100),
  postcode: v.pipe(
    requiredText("postcode", 10),
    v.regex(/^[A-Za-z0-9 -]+$/, "The postcode format is invalid."),
  ),
  country: requiredText("country", 100),
  is_default: v.optional(v.boolean("The is default field must be true or false."), false),
  meta: v.object({ first_name: requiredText("first_name", 100), last_name: requiredText("last_name", 100) }),
});

function addressById(state: SandboxState, id: number): Address {
  const address = state.customer.addresses.find((a) => a.id === id);
  if (!address) throw notFound("Address");
  return address;
}

function keepOnePrimary(state: SandboxState, primary: Address): void {
  if (!primary.is_default) return;
  for (const other of state.customer.addresses) if (other.id !== primary.id) other.is_default = false;
}

/**
 * Saved addresses: `GET`/`POST /api/profile/addresses`, `PUT`/`DELETE
 * /api/profile/addresses/{id}`. Required: `address_line_1`, `city`, `state`, `postcode`,
 * `country`, `meta.first_name`, `meta.last_name`; saving one as default clears the others'.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyAddressHandlers(context, loyalty));
 * ```
 */
export function loyaltyAddressHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const addresses = `${sandboxHosts.loyaltyApi}/api/profile/addresses`;
  return [
    authedRoute({ ctx, loyalty, method: "get", path: addresses }, () =>
      json({ data: ctx.store.state.customer.addresses }),
    ),
    authedRoute({ ctx, loyalty, method: "post", path: addresses }, async ({ request }) => {
      const body = validateBody(addressSchema, await readJson(request));
      return ctx.store.update((draft) => {
        const address: Address = {
          id: nextId(draft),
          ...body,
          address_line_2: body.address_line_2 ?? null,
          created_at: new Date(loyalty.auth.now()).toISOString(),
        };
        draft.customer.addresses.push(address);
        keepOnePrimary(draft, address);
        return json({ data: address }, 201);
      });
    }),
    authedRoute(
      { ctx, loyalty, method: "put", path: `${addresses}/:addressId` },
      async ({ request, params }) => {
        const id = idParam(params.addressId, "Address");
        addressById(ctx.store.state, id);
        const body = validateBody(addressSchema, await readJson(request));
        return ctx.store.update((draft) => {
          const address = Object.assign(addressById(draft, id), body, {
            address_line_2: body.address_line_2 ?? null,
          });
          keepOnePrimary(draft, address);
          return json({ data: address });
        });
      },
    ),
    authedRoute({ ctx, loyalty, method: "delete", path: `${addresses}/:addressId` }, ({ params }) => {
      const id = idParam(params.addressId, "Address");
      addressById(ctx.store.state, id);
      ctx.store.update((draft) => {
        draft.customer.addresses = draft.customer.addresses.filter((a) => a.id !== id);
      });
      return noContent();
    }),
  ];
}
