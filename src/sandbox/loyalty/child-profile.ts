import * as v from "valibot";
import type { SandboxState } from "../sandbox-state";
import type { ChildConnection, CustomAttribute, Wishlist } from "../world";
import { commsFlags } from "../world/customer/profile";
import { birthDate, nextId, takenShoeTags } from "./customer-state";
import { birthdayFields, checkBirthday, genderField, nameFields } from "./profile-rules";
import { invalid, requiredText } from "./validation";

const identitiesField = v.array(
  v.object({ handle: v.string(), identifier: requiredText("shoe_tag", 40) }),
  "The identities must be an array.",
);
const attributesField = v.array(
  v.object({
    namespace: v.string(),
    handle: v.picklist(["brands", "sports"], "The custom attribute handle must be brands or sports."),
    type: v.optional(v.string()),
    value: v.array(v.string(), "The custom attribute value must be an array of strings."),
  }),
  "The custom attributes must be an array.",
);

/** A child's profile in a create or update body; every field optional for an update. */
export const childProfileUpdateSchema = v.object({
  ...birthdayFields,
  first_name: v.optional(nameFields.first_name),
  last_name: nameFields.last_name,
  avatar_url: nameFields.avatar_url,
  gender: v.optional(genderField),
  identities: v.optional(identitiesField),
  custom_attributes: v.optional(attributesField),
});

/** The body of `POST /connections`. */
export const createConnectionSchema = v.object({
  profile: v.object({ ...childProfileUpdateSchema.entries, first_name: nameFields.first_name }),
  connection: v.object({
    connection_definition_id: v.literal(1, "The selected connection definition id is invalid."),
    name: v.optional(v.string()),
    status: v.optional(v.string()),
  }),
});

/** A child profile change after validation. */
export type ChildProfileChanges = v.InferOutput<typeof childProfileUpdateSchema>;

function shoeTagOf(changes: ChildProfileChanges): string | undefined {
  return changes.identities?.find((i) => i.handle === "shoetag")?.identifier;
}

function ownerOf(child: ChildConnection): Wishlist["profile"] {
  const p = child.connector;
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    connector: { avatar_url: p.avatar_url, first_name: p.first_name, last_name: p.last_name },
  };
}

/**
 * Applies a validated change to a child (in a store draft): names, gender, birthday (day 1 when
 * only month and year are given, checked as of `now`), avatar, a unique shoe tag, brands and
 * sports; keeps the connection's copies and the child's lists' owner in step. Answers 422 for a
 * taken shoe tag or a bad birthday.
 *
 * @example
 * ```ts
 * store.update((draft) => applyChildChanges(draft, child, { changes, now: Date.now() }));
 * ```
 */
export function applyChildChanges(
  draft: SandboxState,
  child: ChildConnection,
  { changes, now }: { changes: ChildProfileChanges; now: number },
): void {
  const p = child.connector;
  const tag = shoeTagOf(changes);
  if (changes.identities && tag === undefined)
    throw invalid([["shoe_tag", "The shoe tag field is required."]]);
  if (tag !== undefined && takenShoeTags(draft, p.id).has(tag.toLowerCase())) {
    throw invalid([["shoe_tag", "The shoe tag has already been taken."]]);
  }
  if (changes.first_name !== undefined) p.first_name = changes.first_name;
  if (changes.last_name !== undefined) p.last_name = changes.last_name ?? "";
  if (changes.avatar_url !== undefined) p.avatar_url = changes.avatar_url;
  if (changes.gender !== undefined) p.gender = changes.gender;
  if (changes.birth_month !== undefined) p.birth_month = changes.birth_month;
  if (changes.birth_year !== undefined) p.birth_year = changes.birth_year;
  if (changes.birth_day !== undefined) p.birth_day = changes.birth_day;
  // Account spec §5: only month and year are asked; the day is stored as 1.
  if (p.birth_month !== null && p.birth_year !== null && p.birth_day === null) p.birth_day = 1;
  if (p.birth_month === null || p.birth_year === null) p.birth_day = null;
  checkBirthday({ day: p.birth_day, month: p.birth_month, year: p.birth_year }, now);
  p.birth_date = birthDate(p.birth_day, p.birth_month, p.birth_year);
  if (tag !== undefined) {
    const identity = p.identities.find((i) => i.handle === "shoetag");
    if (identity) identity.identifier = tag;
    else p.identities.push({ id: nextId(draft), handle: "shoetag", identifier: tag });
  }
  for (const attribute of changes.custom_attributes ?? []) {
    const existing = p.custom_attributes.find((a) => a.handle === attribute.handle);
    if (existing) existing.value = [...attribute.value];
    else {
      const added: CustomAttribute = {
        namespace: "omneo",
        handle: attribute.handle,
        type: "array",
        value: [...attribute.value],
      };
      p.custom_attributes.push(added);
    }
  }
  Object.assign(child, {
    first_name: p.first_name,
    last_name: p.last_name,
    birth_year: p.birth_year,
    birth_month: p.birth_month,
  });
  for (const list of draft.customer.wishlists) if (list.profileId === p.id) list.profile = ownerOf(child);
}

/**
 * Creates a child (in a store draft): a dependant profile, an accepted connection, and the child's
 * wishlist and shoe wardrobe (`assigned`) lists, as the account area expects every child to have.
 *
 * @example
 * ```ts
 * const child = store.update((draft) => createChild(draft, body.profile, Date.now()));
 * ```
 */
export function createChild(
  draft: SandboxState,
  profile: v.InferOutput<typeof createConnectionSchema>["profile"],
  now: number,
): ChildConnection {
  if (shoeTagOf(profile) === undefined) throw invalid([["shoe_tag", "The shoe tag field is required."]]);
  const at = new Date(now).toISOString();
  const connectionId = nextId(draft);
  const child: ChildConnection = {
    id: connectionId,
    connectionId,
    connection_definition_id: 1,
    name: "Child",
    status: "accepted",
    created_at: at,
    first_name: profile.first_name,
    last_name: "",
    birth_year: null,
    birth_month: null,
    connector: {
      id: nextId(draft),
      profile_type: "dependant",
      first_name: profile.first_name,
      last_name: "",
      email: null,
      mobile_phone: null,
      birth_date: null,
      birth_day: null,
      birth_month: null,
      birth_year: null,
      gender: "withheld",
      avatar_url: null,
      preferred_location_id: null,
      created_at: at,
      identities: [],
      custom_attributes: [
        { namespace: "omneo", handle: "brands", type: "array", value: [] },
        { namespace: "omneo", handle: "sports", type: "array", value: [] },
      ],
      tags: [],
      connectionId,
      attributes: { comms: commsFlags([]) },
    },
  };
  draft.customer.children.push(child);
  applyChildChanges(draft, child, { changes: profile, now });
  const list = (name: string, handle: Wishlist["handle"]): Wishlist => ({
    id: nextId(draft),
    name,
    title: name,
    handle,
    profileId: child.connector.id,
    profile: ownerOf(child),
    items: [],
    created_at: at,
    updated_at: at,
  });
  draft.customer.wishlists.push(
    list(`${child.first_name}'s Wishlist`, "wishlist"),
    list(`${child.first_name}'s Shoes`, "assigned"),
  );
  return child;
}
