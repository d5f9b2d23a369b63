import { accountMessages } from "./messages-account";
import { storefrontMessages } from "./messages-storefront";

/**
 * The message catalogue: every user-facing string the specifications quote, kept once.
 *
 * Templates use `{placeholder}` slots filled by {@link formatMessage}. A host app overrides any
 * entry through the provider's `messages` option. Entries the specifications only describe
 * ("a generic sign-up error", "the no_rewards text", required-field messages) carry wording
 * chosen for solekit; override them freely.
 *
 * @example
 * ```ts
 * formatMessage(messages.notFoundSection, { path: "gifts" }); // "404: gifts Not found."
 * ```
 */
export const messages = { ...storefrontMessages, ...accountMessages } as const;

/** Keys of the message catalogue. */
export type MessageKey = keyof typeof messages;

/** A full catalogue: one template string per key. */
export type MessageCatalogue = { readonly [K in MessageKey]: string };

/**
 * Fills `{name}` slots in a template. Unknown slots are left as written so a missing value is
 * visible rather than silently blank.
 *
 * @example
 * ```ts
 * formatMessage("Save {percent}%", { percent: 20 }); // "Save 20%"
 * ```
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : slot,
  );
}
