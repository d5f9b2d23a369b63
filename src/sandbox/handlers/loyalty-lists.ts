import type { HttpHandler } from "msw";
import * as v from "valibot";
import { WISHLIST_HANDLES } from "../../rules/keys";
import { authedRoute } from "../loyalty/authed-route";
import { listById, nextId } from "../loyalty/customer-state";
import { listItem, listItemBodySchema, resolveVariant } from "../loyalty/list-items";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { idParam, json, noContent, notFound } from "../loyalty/responses";
import { invalid, requiredText, validateBody } from "../loyalty/validation";
import { readJson } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import type { SandboxState } from "../sandbox-state";
import type { Wishlist } from "../world";

const handleField = v.picklist(WISHLIST_HANDLES, "The selected handle is invalid.");
const createListSchema = v.object({
  name: requiredText("name", 100),
  handle: v.optional(handleField, "wishlist"),
  profile_id: v.optional(v.number("The profile id must be a number.")),
});
const updateListSchema = v.object({ name: requiredText("name", 100) });

function owner(state: SandboxState, profileId: number | undefined): Wishlist["profile"] | undefined {
  if (profileId === undefined || profileId === state.customer.profile.id) return null;
  const child = state.customer.children.find((c) => c.connector.id === profileId);
  if (!child) return undefined;
  const p = child.connector;
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    connector: { avatar_url: p.avatar_url, first_name: p.first_name, last_name: p.last_name },
  };
}

function itemOf(list: Wishlist, itemId: number) {
  const item = list.items.find((i) => i.id === itemId);
  if (!item) throw notFound("List item");
  return item;
}

/**
 * Wishlists and wardrobes with their items: `GET`/`POST /api/profile/lists` (`filter[handle]`),
 * `GET`/`PUT`/`DELETE /api/profile/lists/{id}`, `POST /api/profile/lists/{id}/items` (by SKU or
 * variant id; a variant already on a wishlist answers the existing item, a wardrobe takes every pair) and
 * `GET`/`PUT`/`DELETE /api/profile/lists/{id}/items/{itemId}`.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyListHandlers(context, loyalty));
 * ```
 */
export function loyaltyListHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const lists = `${sandboxHosts.loyaltyApi}/api/profile/lists`;
  const now = () => new Date(loyalty.auth.now()).toISOString();
  return [
    authedRoute({ ctx, loyalty, method: "get", path: lists }, ({ url }) => {
      const handle = url.searchParams.get("filter[handle]");
      if (handle && !v.is(handleField, handle))
        throw invalid([["filter.handle", "The selected handle is invalid."]]);
      const all = ctx.store.state.customer.wishlists;
      return json({ data: handle ? all.filter((l) => l.handle === handle) : all });
    }),
    authedRoute({ ctx, loyalty, method: "post", path: lists }, async ({ request }) => {
      const body = validateBody(createListSchema, await readJson(request));
      return ctx.store.update((draft) => {
        const profile = owner(draft, body.profile_id);
        if (profile === undefined) throw invalid([["profile_id", "The selected profile id is invalid."]]);
        const at = now();
        const list: Wishlist = {
          id: nextId(draft),
          name: body.name,
          title: body.name,
          handle: body.handle,
          profileId: profile?.id ?? draft.customer.profile.id,
          profile,
          items: [],
          created_at: at,
          updated_at: at,
        };
        draft.customer.wishlists.push(list);
        return json({ data: list }, 201);
      });
    }),
    authedRoute({ ctx, loyalty, method: "get", path: `${lists}/:listId` }, ({ params }) =>
      json({ data: listById(ctx.store.state, idParam(params.listId, "List")) }),
    ),
    authedRoute({ ctx, loyalty, method: "put", path: `${lists}/:listId` }, async ({ request, params }) => {
      const listId = idParam(params.listId, "List");
      listById(ctx.store.state, listId);
      const body = validateBody(updateListSchema, await readJson(request));
      return ctx.store.update((draft) => {
        const list = listById(draft, listId);
        Object.assign(list, { name: body.name, title: body.name, updated_at: now() });
        return json({ data: list });
      });
    }),
    authedRoute({ ctx, loyalty, method: "delete", path: `${lists}/:listId` }, ({ params }) => {
      const listId = idParam(params.listId, "List");
      listById(ctx.store.state, listId);
      ctx.store.update((draft) => {
        draft.customer.wishlists = draft.customer.wishlists.filter((l) => l.id !== listId);
        for (const t of draft.customer.transactions) {
          for (const i of t.items) i.list_items = i.list_items.filter((l) => l.product_list_id !== listId);
        }
      });
      return noContent();
    }),
    authedRoute(
      { ctx, loyalty, method: "post", path: `${lists}/:listId/items` },
      async ({ request, params }) => {
        const listId = idParam(params.listId, "List");
        listById(ctx.store.state, listId);
        const body = validateBody(listItemBodySchema, await readJson(request));
        const entry = resolveVariant(ctx, body);
        return ctx.store.update((draft) => {
          const list = listById(draft, listId);
          // A wishlist holds a variant once; a wardrobe can hold two pairs of the same shoe.
          const existing = list.items.find((i) => i.product_variant_id === entry.variant.id);
          if (existing && list.handle === "wishlist") return json({ data: existing });
          const item = listItem(entry, { id: nextId(draft), createdAt: now(), image: body.meta.img });
          list.items.push(item);
          list.updated_at = item.created_at;
          return json({ data: item }, 201);
        });
      },
    ),
    authedRoute({ ctx, loyalty, method: "get", path: `${lists}/:listId/items/:itemId` }, ({ params }) => {
      const list = listById(ctx.store.state, idParam(params.listId, "List"));
      return json({ data: itemOf(list, idParam(params.itemId, "List item")) });
    }),
    authedRoute(
      { ctx, loyalty, method: "put", path: `${lists}/:listId/items/:itemId` },
      async ({ request, params }) => {
        const listId = idParam(params.listId, "List");
        const itemId = idParam(params.itemId, "List item");
        itemOf(listById(ctx.store.state, listId), itemId);
        const body = validateBody(listItemBodySchema, await readJson(request));
        const entry = resolveVariant(ctx, body);
        return ctx.store.update((draft) => {
          const list = listById(draft, listId);
          const index = list.items.findIndex((i) => i.id === itemId);
          const before = itemOf(list, itemId);
          const item = listItem(entry, { id: itemId, createdAt: before.created_at, image: body.meta.img });
          list.items[index] = item;
          list.updated_at = now();
          return json({ data: item });
        });
      },
    ),
    authedRoute({ ctx, loyalty, method: "delete", path: `${lists}/:listId/items/:itemId` }, ({ params }) => {
      const listId = idParam(params.listId, "List");
      const itemId = idParam(params.itemId, "List item");
      itemOf(listById(ctx.store.state, listId), itemId);
      ctx.store.update((draft) => {
        const list = listById(draft, listId);
        list.items = list.items.filter((i) => i.id !== itemId);
        list.updated_at = now();
        // A wardrobe item that goes away leaves its purchase unassigned again.
        for (const t of draft.customer.transactions) {
          for (const i of t.items)
            i.list_items = i.list_items.filter((l) => l.product_list_item_id !== itemId);
        }
      });
      return noContent();
    }),
  ];
}
