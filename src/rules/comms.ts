/** All ten comms flags of a profile, in the specs' order. */
export const COMMS_FLAGS = [
  "email_promo",
  "email_benefits",
  "email_reminders",
  "email_service",
  "email_optout",
  "sms_promo",
  "sms_benefits",
  "sms_reminders",
  "sms_service",
  "sms_optout",
] as const;

/** One of {@link COMMS_FLAGS}. */
export type CommsFlag = (typeof COMMS_FLAGS)[number];

/** A profile's comms attributes: one boolean per flag. */
export type CommsFlags = { readonly [K in CommsFlag]: boolean };

/**
 * The six notification toggles of the marketing preferences form. The spec counts six toggles
 * and ten flags: the service flags are transactional messages a customer cannot switch off, and
 * the two `*_optout` flags move together as the single opt-out switch.
 */
export const NOTIFICATION_TOGGLES = [
  "email_promo",
  "email_benefits",
  "email_reminders",
  "sms_promo",
  "sms_benefits",
  "sms_reminders",
] as const;

/** One of {@link NOTIFICATION_TOGGLES}. */
export type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

/**
 * Comms of a member who has not chosen: the six notification toggles off, so opt-out on (the
 * spec's rule), and the two service flags on (transactional messages, which no one switches off).
 * A parent opts in to marketing; a box ticked in advance is not consent (Spam Act 2003, GDPR
 * recital 32). It is what the sign-up form starts with, what fills the flags a sign-up leaves
 * out, and what a profile without comms flags shows in the account area.
 *
 * Until 0.3.0 every toggle was on here; see CHANGELOG.md.
 *
 * @example
 * ```ts
 * DEFAULT_COMMS.email_promo; // false
 * DEFAULT_COMMS.email_service; // true
 * isOptedOut(DEFAULT_COMMS); // true
 * ```
 */
export const DEFAULT_COMMS: CommsFlags = {
  email_promo: false,
  email_benefits: false,
  email_reminders: false,
  email_service: true,
  email_optout: true,
  sms_promo: false,
  sms_benefits: false,
  sms_reminders: false,
  sms_service: true,
  sms_optout: true,
};

/**
 * Whether the customer is opted out: true exactly when all six notification toggles are off.
 *
 * @example
 * ```ts
 * isOptedOut(DEFAULT_COMMS); // true
 * isOptedOut({ ...DEFAULT_COMMS, email_promo: true }); // false
 * ```
 */
export function isOptedOut(flags: CommsFlags): boolean {
  return NOTIFICATION_TOGGLES.every((toggle) => !flags[toggle]);
}

/**
 * Makes both opt-out flags agree with the six toggles. Use it on loaded data, whose flags may
 * disagree with each other.
 *
 * @example
 * ```ts
 * normaliseComms({ ...DEFAULT_COMMS, email_promo: true }).email_optout; // false
 * ```
 */
export function normaliseComms(flags: CommsFlags): CommsFlags {
  const optedOut = isOptedOut(flags);
  return { ...flags, email_optout: optedOut, sms_optout: optedOut };
}

/**
 * Switches one notification toggle. Turning the last one off turns opt-out on; turning any on
 * turns opt-out off.
 *
 * @example
 * ```ts
 * setNotificationToggle(DEFAULT_COMMS, "sms_promo", true).sms_optout; // false
 * ```
 */
export function setNotificationToggle(
  flags: CommsFlags,
  toggle: NotificationToggle,
  on: boolean,
): CommsFlags {
  return normaliseComms({ ...flags, [toggle]: on });
}

/**
 * Switches the opt-out. On turns all six toggles off. Off turns all six back on: the spec ties
 * opt-out to "all six off", so leaving them off would snap opt-out straight back on and the switch
 * could never be turned off. The customer can then switch off what they do not want.
 *
 * @example
 * ```ts
 * setOptOut(DEFAULT_COMMS, false).email_promo; // true
 * ```
 */
export function setOptOut(flags: CommsFlags, on: boolean): CommsFlags {
  const next: Record<CommsFlag, boolean> = { ...flags };
  for (const toggle of NOTIFICATION_TOGGLES) next[toggle] = !on;
  return normaliseComms(next);
}

/**
 * Switches any one comms flag the way a form's checkbox would, keeping the spec's opt-out rule: a
 * notification toggle as {@link setNotificationToggle}, either opt-out flag as {@link setOptOut}
 * (the two move together). A service flag stays as it is: service messages are transactional
 * and no one switches them off.
 *
 * @example
 * ```ts
 * setCommsFlag(DEFAULT_COMMS, "email_promo", true).email_optout; // false
 * setCommsFlag(DEFAULT_COMMS, "sms_optout", false).email_optout; // false
 * setCommsFlag(DEFAULT_COMMS, "email_service", false).email_service; // true
 * ```
 */
export function setCommsFlag(flags: CommsFlags, flag: CommsFlag, on: boolean): CommsFlags {
  if (flag === "email_optout" || flag === "sms_optout") return setOptOut(flags, on);
  if (flag === "email_service" || flag === "sms_service") return flags;
  return setNotificationToggle(flags, flag, on);
}
