/** A refused save's field errors from the service, placed on a form's fields. */
export interface PlacedServiceErrors<TField extends string> {
  /** Each form field's first message from the service. */
  readonly fields: Partial<Record<TField, string>>;
  /** Messages for fields the form does not have. */
  readonly unplaced: readonly string[];
}

/**
 * Places the service's field errors of a refused save (a 422's `errors`, by the service's field
 * names) under a form's fields, by the form's map of service names; the first non-blank message
 * of a field wins, and a message for a name the map lacks is kept as unplaced (the form shows it
 * with its own message). The address and profile forms' placements are this with their maps.
 *
 * @example
 * ```ts
 * placeServiceErrors({ mobile_phone: ["Invalid."], profile: ["No data."] }, { mobile_phone: "mobile" });
 * // { fields: { mobile: "Invalid." }, unplaced: ["No data."] }
 * ```
 */
export function placeServiceErrors<TField extends string>(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  formFields: Readonly<Record<string, TField>>,
): PlacedServiceErrors<TField> {
  const fields: Partial<Record<TField, string>> = {};
  const unplaced: string[] = [];
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const message = messages.find((text) => text.trim() !== "");
    if (!message) continue;
    const field = formFields[name];
    if (!field) unplaced.push(message);
    else fields[field] ??= message;
  }
  return { fields, unplaced };
}
