import type { ChildConnection, ChildProfileBody } from "../../clients/loyalty";
import {
  type ChildForm,
  type CreateChildPayload,
  DEFAULT_GENDER,
  GENDERS,
  type Gender,
} from "../../rules/child";
import { SHOE_TAG_IDENTITY_HANDLE } from "../../rules/keys";
import type { ChildFormField } from "./child-form.types";

/** The form's values of a child, or of a new child. */
export function childFormValues(child: ChildConnection | null | undefined): ChildForm {
  const profile = child?.connector;
  return {
    firstName: profile?.first_name ?? "",
    lastName: profile?.last_name ?? "",
    birthMonth: profile?.birth_month ?? null,
    birthYear: profile?.birth_year ?? null,
    gender: profile?.gender ?? DEFAULT_GENDER,
    shoeTag: profile?.identities.find((i) => i.handle === SHOE_TAG_IDENTITY_HANDLE)?.identifier ?? "",
    avatarUrl: profile?.avatar_url ?? "",
  };
}

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));
const isGender = (text: string): text is Gender => GENDERS.some((gender) => gender === text);

/** A field change applied to the values (month and year arrive as text, "" for not set). */
export function withField(values: ChildForm, field: ChildFormField, value: string): ChildForm {
  switch (field) {
    case "birthMonth":
    case "birthYear":
      return { ...values, [field]: numberOrNull(value) };
    case "gender":
      return isGender(value) ? { ...values, gender: value } : values;
    default:
      return { ...values, [field]: value };
  }
}

/**
 * The body of `PUT /connections/{id}/profile` for the child page's Save: names, gender, birthday
 * month and year (day stored as 1, as on create), avatar and shoe tag.
 */
export function childUpdateBody(values: ChildForm): Partial<ChildProfileBody> {
  const hasBirthday = values.birthMonth !== null && values.birthYear !== null;
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim() || null,
    gender: values.gender,
    birth_day: hasBirthday ? 1 : null,
    birth_month: values.birthMonth,
    birth_year: values.birthYear,
    avatar_url: values.avatarUrl || null,
    identities: [{ handle: SHOE_TAG_IDENTITY_HANDLE, identifier: values.shoeTag.trim() }],
  };
}

/**
 * The create-child payload of a new child's first Save: names and shoe tag trimmed, birthday
 * month and year only when both are picked (the service stores the day as 1), no favourites yet.
 */
export function childCreatePayload(values: ChildForm): CreateChildPayload {
  const hasBirthday = values.birthMonth !== null && values.birthYear !== null;
  return {
    ...values,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    shoeTag: values.shoeTag.trim(),
    birthDay: null,
    birthMonth: hasBirthday ? values.birthMonth : null,
    birthYear: hasBirthday ? values.birthYear : null,
    sports: [],
    brands: [],
  };
}
