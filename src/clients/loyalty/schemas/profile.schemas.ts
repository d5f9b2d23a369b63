import * as v from "valibot";
import { DEFAULT_GENDER, GENDERS } from "../../../rules/child";

/** An identity of a profile: the child's shoe tag (`shoetag`) or the membership card (`ap21_card`). */
export const identitySchema = v.object({
  id: v.number(),
  handle: v.string(),
  identifier: v.string(),
});

/** An identity: handle `shoetag` or `ap21_card`, with its identifier. */
export type Identity = v.InferOutput<typeof identitySchema>;

/** A custom attribute; the account area reads `omneo` `brands` and `sports` (string arrays). */
export const customAttributeSchema = v.object({
  namespace: v.string(),
  handle: v.string(),
  type: v.optional(v.string()),
  value: v.union([v.array(v.string()), v.string(), v.number(), v.boolean(), v.null()]),
});

/** A custom attribute: namespace, handle and value. */
export type CustomAttribute = v.InferOutput<typeof customAttributeSchema>;

/** The ten marketing-preference flags (`attributes.comms`). */
export const commsFlagsSchema = v.object({
  email_promo: v.boolean(),
  email_benefits: v.boolean(),
  email_reminders: v.boolean(),
  email_service: v.boolean(),
  email_optout: v.boolean(),
  sms_promo: v.boolean(),
  sms_benefits: v.boolean(),
  sms_reminders: v.boolean(),
  sms_service: v.boolean(),
  sms_optout: v.boolean(),
});

/** Marketing preferences as the service stores them. */
export type LoyaltyCommsFlags = v.InferOutput<typeof commsFlagsSchema>;

/** A loyalty profile: the customer's own (`customer`) or a child's (`dependant`). */
export const loyaltyProfileSchema = v.object({
  id: v.number(),
  profile_type: v.optional(v.string(), "customer"),
  first_name: v.string(),
  last_name: v.nullish(v.string(), null),
  email: v.nullish(v.string(), null),
  mobile_phone: v.nullish(v.string(), null),
  birth_date: v.nullish(v.string(), null),
  birth_day: v.nullish(v.number(), null),
  birth_month: v.nullish(v.number(), null),
  birth_year: v.nullish(v.number(), null),
  gender: v.optional(v.fallback(v.picklist(GENDERS), DEFAULT_GENDER), DEFAULT_GENDER),
  avatar_url: v.nullish(v.string(), null),
  preferred_location_id: v.nullish(v.number(), null),
  created_at: v.string(),
  identities: v.optional(v.array(identitySchema), []),
  custom_attributes: v.optional(v.array(customAttributeSchema), []),
  tags: v.optional(v.array(v.string()), []),
  connectionId: v.nullish(v.number(), null),
  attributes: v.optional(v.object({ comms: v.optional(commsFlagsSchema) }), {}),
});

/** A loyalty profile (customer or child) in the service's field names. */
export type LoyaltyProfile = v.InferOutput<typeof loyaltyProfileSchema>;

/** A parent–child connection, with the child's profile as `connector`. */
export const childConnectionSchema = v.pipe(
  v.object({
    id: v.number(),
    connectionId: v.optional(v.number()),
    connection_definition_id: v.number(),
    name: v.string(),
    status: v.string(),
    created_at: v.optional(v.string()),
    first_name: v.string(),
    last_name: v.nullish(v.string(), null),
    birth_year: v.nullish(v.number(), null),
    birth_month: v.nullish(v.number(), null),
    connector: loyaltyProfileSchema,
  }),
  // The account area reads `connectionId`; some answers only carry `id`.
  v.transform((connection) => ({ ...connection, connectionId: connection.connectionId ?? connection.id })),
);

/** A connection: the child's names and birthday, and the child's whole profile as `connector`. */
export type ChildConnection = v.InferOutput<typeof childConnectionSchema>;

/**
 * The answer of `POST /connections`: the service reports success as `status: 201` inside the
 * body (whatever the HTTP status), and a failure as another status with a message.
 */
export const createConnectionResultSchema = v.object({
  status: v.number(),
  message: v.optional(v.string()),
  data: v.optional(v.unknown()),
  errors: v.optional(v.unknown()),
});
