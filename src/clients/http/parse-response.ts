import * as v from "valibot";
import { SolekitError } from "../../runtime/solekit-error";

/**
 * Parses a response body, or a part of one the transport could not validate on its own (a
 * GraphQL `data`, a portal `data` envelope), failing with an `invalid-response`
 * {@link SolekitError}.
 *
 * Unlike valibot's issue messages, the error names only the path and what was expected, never
 * the received value: these bodies carry access tokens, and a token of the wrong type must not
 * end up in a logged message.
 *
 * @internal
 * @example
 * ```ts
 * const data = parseResponse(v.object({ token: v.string() }), body.data);
 * ```
 */
export function parseResponse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return parsed.output;
  const first = parsed.issues[0];
  throw new SolekitError({
    kind: "invalid-response",
    message: `The service answered with an unexpected response (${v.getDotPath(first) ?? "body"}: expected ${first.expected ?? first.type})`,
  });
}
