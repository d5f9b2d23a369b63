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
 * Comms of a new member: every notification and service message on, opt-out off.
 *
 * @example
 * ```ts
 * DEFAULT_COMMS.email_promo; // true
 * ```
 */
export const DEFAULT_COMMS: CommsFlags = {
  email_promo: true,
  email_benefits: true,
  email_reminders: true,
  email_service: true,
  email_optout: false,
  sms_promo: true,
  sms_benefits: true,
  sms_reminders: true,
  sms_service: true,
  sms_optout: false,
};

/**
 * Whether the customer is opted out: true exactly when all six notification toggles are off.
 *
 * @example
 * ```ts
 * isOptedOut({ ...DEFAULT_COMMS, email_promo: false }); // false
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
 * normaliseComms({ ...DEFAULT_COMMS, email_optout: true }).email_optout; // false
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
 * setNotificationToggle(DEFAULT_COMMS, "sms_promo", false).sms_promo; // false
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
 * setOptOut(DEFAULT_COMMS, true).email_promo; // false
 * ```
 */
export function setOptOut(flags: CommsFlags, on: boolean): CommsFlags {
  const next: Record<CommsFlag, boolean> = { ...flags };
  for (const toggle of NOTIFICATION_TOGGLES) next[toggle] = !on;
  return normaliseComms(next);
}
