import type { HttpHandler } from "msw";
import * as v from "valibot";
import { authedRoute } from "../loyalty/authed-route";
import { birthDate, recordInteraction } from "../loyalty/customer-state";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { birthdayFields, checkBirthday, genderField, nameFields } from "../loyalty/profile-rules";
import { json } from "../loyalty/responses";
import { invalid, validateBody } from "../loyalty/validation";
import { readJson } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";

const profileUpdateSchema = v.object({
  ...birthdayFields,
  first_name: v.optional(nameFields.first_name),
  last_name: nameFields.last_name,
  avatar_url: nameFields.avatar_url,
  email: v.optional(
    v.pipe(
      v.string("The email must be a string."),
      v.trim(),
      v.email("The email must be a valid email address."),
    ),
  ),
  mobile_phone: v.optional(
    v.nullable(v.pipe(v.string(), v.regex(/^\+[1-9]\d{7,14}$/, "The mobile phone format is invalid."))),
  ),
  gender: v.optional(genderField),
  preferred_location_id: v.optional(v.nullable(v.number("The preferred location id must be a number."))),
  tags: v.optional(v.array(v.string("The tags must be strings."), "The tags must be an array.")),
});

const flag = (name: string) =>
  v.optional(v.boolean(`The ${name.replace(/_/g, " ")} field must be true or false.`));
const commsUpdateSchema = v.object({
  email_promo: flag("email_promo"),
  email_benefits: flag("email_benefits"),
  email_reminders: flag("email_reminders"),
  email_service: flag("email_service"),
  email_optout: flag("email_optout"),
  sms_promo: flag("sms_promo"),
  sms_benefits: flag("sms_benefits"),
  sms_reminders: flag("sms_reminders"),
  sms_service: flag("sms_service"),
  sms_optout: flag("sms_optout"),
});

const definedEntries = <T extends object>(body: T) =>
  Object.entries(body).filter(([, value]) => value !== undefined) as [keyof T & string, unknown][];

/**
 * The customer's profile: `GET`/`PUT /api/profile`, `PUT /api/profile/attributes/comms`, and the
 * ID API's `GET /api/v1/profiles/me`. An update with nothing to change answers 422.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyProfileHandlers(context, loyalty));
 * ```
 */
export function loyaltyProfileHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const api = `${sandboxHosts.loyaltyApi}/api`;
  const profile = () => json({ data: ctx.store.state.customer.profile });
  return [
    authedRoute({ ctx, loyalty, method: "get", path: `${api}/profile` }, profile),
    authedRoute({ ctx, loyalty, method: "get", path: `${sandboxHosts.idApi}/api/v1/profiles/me` }, profile),
    authedRoute({ ctx, loyalty, method: "put", path: `${api}/profile` }, async ({ request }) => {
      const update = validateBody(profileUpdateSchema, await readJson(request));
      const changes = definedEntries(update);
      if (changes.length === 0) throw invalid([["profile", "No profile data was provided to update."]]);
      const now = loyalty.auth.now();
      return ctx.store.update((draft) => {
        const p = draft.customer.profile;
        Object.assign(p, Object.fromEntries(changes));
        checkBirthday({ day: p.birth_day, month: p.birth_month, year: p.birth_year }, now);
        p.birth_date = birthDate(p.birth_day, p.birth_month, p.birth_year);
        recordInteraction(
          draft,
          { name: "Profile Updated", action: "profile", meta: { fields: changes.map(([k]) => k).join(",") } },
          now,
        );
        return json({ data: p });
      });
    }),
    authedRoute(
      { ctx, loyalty, method: "put", path: `${api}/profile/attributes/comms` },
      async ({ request }) => {
        const changes = definedEntries(validateBody(commsUpdateSchema, await readJson(request)));
        if (changes.length === 0) throw invalid([["comms", "No preferences were provided to update."]]);
        return ctx.store.update((draft) => {
          const comms = draft.customer.profile.attributes.comms;
          Object.assign(comms, Object.fromEntries(changes));
          return json({ data: comms });
        });
      },
    ),
  ];
}
