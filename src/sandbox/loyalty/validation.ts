import * as v from "valibot";
import { SandboxHttpError } from "../route";

const label = (path: string) => (path.split(".").pop() ?? path).replace(/_/g, " ");

/**
 * Parses a request body, or answers 422 as the loyalty API does: `{ message, errors: { field:
 * [messages] } }`, the message being the first error and a count of the rest. A missing field is
 * "The {field} field is required."; other messages come from the schema.
 *
 * @example
 * ```ts
 * const { name } = validateBody(v.object({ name: requiredText("name") }), await readJson(request));
 * ```
 */
export function validateBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new SandboxHttpError(422, { message: "The given data was invalid.", errors: {} });
  }
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  throw invalid(
    parsed.issues.map((issue) => {
      const path = v.getDotPath(issue) ?? "body";
      const missing = issue.input === undefined;
      return [path, missing ? `The ${label(path)} field is required.` : issue.message] as const;
    }),
  );
}

/**
 * The 422 for field errors found outside a schema (a taken shoe tag, an unknown store).
 *
 * @example
 * ```ts
 * throw invalid([["shoe_tag", "The shoe tag has already been taken."]]);
 * ```
 */
export function invalid(problems: readonly (readonly [field: string, message: string])[]): SandboxHttpError {
  const errors: Record<string, string[]> = {};
  for (const [field, message] of problems) errors[field] = [...(errors[field] ?? []), message];
  const first = problems[0]?.[1] ?? "The given data was invalid.";
  const more = problems.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? "s" : ""})` : first;
  return new SandboxHttpError(422, { message, errors });
}

/** A required, trimmed, non-empty string field. */
export function requiredText(field: string, max = 255) {
  return v.pipe(
    v.string(`The ${label(field)} must be a string.`),
    v.trim(),
    v.nonEmpty(`The ${label(field)} field is required.`),
    v.maxLength(max, `The ${label(field)} may not be greater than ${max} characters.`),
  );
}

/** An optional string field that may be null or empty (stored as null). */
export function optionalText(field: string, max = 255) {
  return v.nullish(
    v.pipe(
      v.string(`The ${label(field)} must be a string.`),
      v.trim(),
      v.maxLength(max, `The ${label(field)} may not be greater than ${max} characters.`),
      v.transform((text) => text || null),
    ),
  );
}

/** An integer field within bounds. */
export function integer(field: string, min: number, max: number) {
  return v.pipe(
    v.number(`The ${label(field)} must be an integer.`),
    v.integer(`The ${label(field)} must be an integer.`),
    v.minValue(min, `The ${label(field)} must be at least ${min}.`),
    v.maxValue(max, `The ${label(field)} may not be greater than ${max}.`),
  );
}
