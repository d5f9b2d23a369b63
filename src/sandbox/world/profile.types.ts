/*
 * Profiles of the demo customer and the children, as the loyalty API returns them.
 */

/** Profile gender; `withheld` is the default. */
export type ProfileGender = "withheld" | "female" | "male";

/** An identity of a profile: the child's shoe tag or the parent's membership card. */
export interface Identity {
  /** Numeric id. */
  id: number;
  /** `shoetag` or `ap21_card`. */
  handle: "shoetag" | "ap21_card";
  /** The shoe tag text or the card code. */
  identifier: string;
}

/** A custom attribute in namespace `omneo`: favourite brands or sports. */
export interface CustomAttribute {
  /** Always `omneo`. */
  namespace: "omneo";
  /** `brands` or `sports`. */
  handle: "brands" | "sports";
  /** Always `array`. */
  type: "array";
  /** Brand names or sport names. */
  value: string[];
}

/** Marketing-preference flags (`attributes.comms`); an opt-out is on when its channel's four flags are off. */
export interface CommsFlags {
  /** Promotional emails. */
  email_promo: boolean;
  /** Emails about member benefits. */
  email_benefits: boolean;
  /** Reminder emails. */
  email_reminders: boolean;
  /** Service emails. */
  email_service: boolean;
  /** Opted out of all email. */
  email_optout: boolean;
  /** Promotional SMS. */
  sms_promo: boolean;
  /** SMS about member benefits. */
  sms_benefits: boolean;
  /** Reminder SMS. */
  sms_reminders: boolean;
  /** Service SMS. */
  sms_service: boolean;
  /** Opted out of all SMS. */
  sms_optout: boolean;
}

/** Profile attributes. */
export interface ProfileAttributes {
  /** Marketing preferences. */
  comms: CommsFlags;
}

/** A loyalty profile: the customer's own (`customer`) or a child's (`dependant`). */
export interface LoyaltyProfile {
  /** Numeric profile id. */
  id: number;
  /** `customer` for the parent, `dependant` for a child. */
  profile_type: "customer" | "dependant";
  /** First name. */
  first_name: string;
  /** Last name. */
  last_name: string;
  /** Email (read-only in the account area); null for children. */
  email: string | null;
  /** E.164 mobile, e.g. `+61412345678`; null for children. */
  mobile_phone: string | null;
  /** `yyyy-mm-dd`, or null when no birthday is known. */
  birth_date: string | null;
  /** Day of birth (1 for children, whose day is not asked). */
  birth_day: number | null;
  /** Month of birth, 1–12. */
  birth_month: number | null;
  /** Year of birth. */
  birth_year: number | null;
  /** Gender, `withheld` by default. */
  gender: ProfileGender;
  /** A preset avatar path, or null. */
  avatar_url: string | null;
  /** Id of the preferred store, or null. */
  preferred_location_id: number | null;
  /** ISO creation date; its year is the membership card's "member since". */
  created_at: string;
  /** Shoe tag and membership card. */
  identities: Identity[];
  /** Favourite brands and sports. */
  custom_attributes: CustomAttribute[];
  /** Profile tags (`wishlist-synced` once the guest wishlist was merged). */
  tags: string[];
  /** The connection linking a child to the parent; null on the parent's profile. */
  connectionId: number | null;
  /** Attributes, including marketing preferences. */
  attributes: ProfileAttributes;
}

/** A parent–child connection (`GET /profile/connections`), with the child's profile as `connector`. */
export interface ChildConnection {
  /** Connection id. */
  id: number;
  /** Same as `id`; the account area reads this name. */
  connectionId: number;
  /** Always 1, the child connection definition. */
  connection_definition_id: 1;
  /** Always `Child`. */
  name: "Child";
  /** Always `accepted`. */
  status: "accepted";
  /** ISO creation date. */
  created_at: string;
  /** The child's first name. */
  first_name: string;
  /** The child's last name. */
  last_name: string;
  /** The child's year of birth, or null. */
  birth_year: number | null;
  /** The child's month of birth, or null. */
  birth_month: number | null;
  /** The child's dependant profile. */
  connector: LoyaltyProfile;
}

/** A measured shoe size and width. */
export interface ShoeMeasurement {
  /** AU/UK size as the size list writes it, e.g. `010.5` or `2`. */
  size_shoe: {
    /** Always `AU/UK`. */
    unit: "AU/UK";
    /** The size. */
    value: string;
  };
  /** Width `C`–`H`. */
  width_shoe: {
    /** The width letter. */
    value: string;
  };
}

/** A shoe measurement recorded for a child (an interaction on the child's profile). */
export interface MeasurementInteraction {
  /** Numeric id. */
  id: number;
  /** Always `Measurement Recorded`. */
  name: "Measurement Recorded";
  /** Always `omneo`. */
  namespace: "omneo";
  /** Always `service`. */
  action: "service";
  /** Always `app`. */
  channel: "app";
  /** Always 1. */
  signal: 1;
  /** The child's profile id. */
  profile_id: number;
  /** ISO date of the measurement. */
  interacted_at: string;
  /** ISO date the record was created (same as `interacted_at`). */
  created_at: string;
  /** The measurement. */
  meta: {
    /** Size and width. */
    measurement: ShoeMeasurement;
  };
}

/** How the sandbox signs the demo customer in: no secrets, the sandbox issues tokens itself. */
export interface CustomerSession {
  /** Storefront customer id (numeric string), as the page's customer session carries it. */
  customerId: string;
  /** Loyalty profile id. */
  profileId: number;
  /** Email the sandbox's email sign-in accepts. */
  email: string;
  /** Mobile the sandbox's SMS sign-in accepts. */
  mobile_phone: string;
  /** Sign-in happens through the sandbox's auth handlers. */
  signIn: "sandbox";
}
