import type { HttpHandler } from "msw";
import * as v from "valibot";
import { CARD_IDENTITY_HANDLE } from "../../rules/keys";
import { authedRoute } from "../loyalty/authed-route";
import { takenShoeTags } from "../loyalty/customer-state";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { json, notFound } from "../loyalty/responses";
import { invalid, requiredText, validateBody } from "../loyalty/validation";
import { readJson, route } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { SHOE_TAG_NAME_PATH, sandboxHosts } from "../sandbox-hosts";

const ADJECTIVES = [
  "Speedy",
  "Brave",
  "Sunny",
  "Jolly",
  "Zippy",
  "Clever",
  "Bouncy",
  "Cosy",
  "Lucky",
  "Mighty",
];
const ANIMALS = [
  "Koala",
  "Wombat",
  "Quokka",
  "Echidna",
  "Possum",
  "Platypus",
  "Dingo",
  "Kookaburra",
  "Numbat",
  "Bilby",
];

const delegateSchema = v.object({ client_handle: requiredText("client_handle", 64) });

function serial(text: string): string {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h.toString(36);
}

/**
 * The rest of the loyalty calls: `GET /api/pass/generate` (`type=ap21_card`, `id` = the
 * customer's card, `device` apple or google → `data.url`), `POST /api/auth/delegate`
 * (`client_handle` of an enabled client → `data.token`, a token only that client accepts) and,
 * on the shop's host, `GET /api/shoe-tag-name` → `{ name }`, a random name no profile uses.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyExtraHandlers(context, loyalty));
 * ```
 */
export function loyaltyExtraHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const api = `${sandboxHosts.loyaltyApi}/api`;
  return [
    authedRoute({ ctx, loyalty, method: "get", path: `${api}/pass/generate` }, ({ url }) => {
      const type = url.searchParams.get("type");
      const device = url.searchParams.get("device");
      const id = url.searchParams.get("id");
      const problems: [string, string][] = [];
      if (type !== CARD_IDENTITY_HANDLE) problems.push(["type", "The selected type is invalid."]);
      if (device !== "apple" && device !== "google")
        problems.push(["device", "The selected device is invalid."]);
      if (!id) problems.push(["id", "The id field is required."]);
      if (problems.length > 0) throw invalid(problems);
      const card = ctx.store.state.customer.profile.identities.find((i) => i.handle === CARD_IDENTITY_HANDLE);
      if (!card || card.identifier !== id) throw notFound("Card");
      const file = serial(`${device}:${card.identifier}`);
      const path = device === "apple" ? `${file}.pkpass` : `${file}/google`;
      return json({ data: { url: `${sandboxHosts.loyaltyApi}/passes/${path}` } });
    }),
    authedRoute(
      { ctx, loyalty, method: "post", path: `${api}/auth/delegate` },
      async ({ request, claims }) => {
        const { client_handle } = validateBody(delegateSchema, await readJson(request));
        if (!loyalty.delegateClients.includes(client_handle)) {
          throw invalid([["client_handle", "The selected client handle is invalid."]]);
        }
        const delegated = await loyalty.auth.issueToken({
          sub: claims.sub,
          pid: claims.pid,
          typ: "delegate",
          cid: client_handle,
        });
        return json({ data: delegated });
      },
    ),
    route(ctx.faults, { method: "get", path: `${sandboxHosts.shop}${SHOE_TAG_NAME_PATH}` }, () => {
      const taken = takenShoeTags(ctx.store.state);
      const free = ADJECTIVES.flatMap((a) => ANIMALS.map((b) => `${a} ${b}`)).filter(
        (name) => !taken.has(name.toLowerCase()),
      );
      const name = free[Math.floor(Math.random() * free.length)];
      if (!name) throw notFound("Free shoe tag name");
      return json({ name });
    }),
  ];
}
