import * as v from "valibot";
import type { SolekitConfig } from "../../runtime";
import { createHttp, defaultErrorDetail, isSolekitError, SolekitError } from "../http";
import { parseResponse } from "../http/parse-response";

/** Options of {@link createStorefrontTransport} and `createStorefrontClient`. */
export interface StorefrontClientOptions {
  /** Milliseconds before a request fails with kind `timeout`. @default 15000 */
  timeout?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/** Per-call options of the storefront clients. */
export interface StorefrontCallOptions {
  /** Cancels the request (it rejects with kind `aborted`). */
  signal?: AbortSignal;
}

/** Variables of a GraphQL operation. */
export type GraphQLVariables = Readonly<Record<string, unknown>>;

/** The generic storefront GraphQL transport. */
export interface StorefrontTransport {
  /**
   * POSTs `{ query, variables }` to the GraphQL endpoint and returns `data` parsed by `schema`.
   * A response with `errors` rejects with a `SolekitError` of kind `http` carrying the first
   * error's message and `extensions.code` (the GraphQL answer itself is HTTP 200, so `status` is
   * unset).
   */
  request<TSchema extends v.GenericSchema>(
    query: string,
    variables: GraphQLVariables,
    schema: TSchema,
    options?: StorefrontCallOptions,
  ): Promise<v.InferOutput<TSchema>>;
}

const graphQLError = v.looseObject({
  message: v.string(),
  extensions: v.optional(v.looseObject({ code: v.optional(v.string()) })),
});
const envelope = v.looseObject({ data: v.nullish(v.unknown()), errors: v.optional(v.array(graphQLError)) });
const errorBody = v.looseObject({ errors: v.union([v.string(), v.array(graphQLError)]) });

/** Reads `{ errors: "text" }` and `{ errors: [{ message, extensions.code }] }` error bodies. */
function storefrontErrorDetail(body: unknown): { message?: string; code?: string } {
  const parsed = v.safeParse(errorBody, body);
  if (!parsed.success) return defaultErrorDetail(body);
  const { errors } = parsed.output;
  if (typeof errors === "string") return { message: errors };
  const first = errors[0];
  if (!first) return defaultErrorDetail(body);
  const code = first.extensions?.code;
  return { message: first.message, ...(code ? { code } : {}) };
}

/** String values of variables whose name says they are secret (passwords, tokens). */
function secretsOf(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /password|token/i.test(key) && value.length >= 4 ? [value] : [];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, item]) => secretsOf(item, k));
}

/** A GraphQL server may echo variables in its messages; a password or token must not reach a log. */
function redact(error: SolekitError, secrets: readonly string[]): SolekitError {
  const message = secrets.reduce((text, secret) => text.split(secret).join("[redacted]"), error.message);
  if (message === error.message) return error;
  return new SolekitError({
    kind: error.kind,
    message,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.code === undefined ? {} : { code: error.code }),
  });
}

/**
 * Creates the generic storefront GraphQL transport: POST to `config.shop.graphqlEndpoint`
 * (default `{origin}/graphql`) with the `X-Shopify-Storefront-Access-Token` header when a token is
 * configured. The token travels only in that header, never in the URL.
 *
 * @example
 * ```ts
 * const graphql = createStorefrontTransport(config);
 * const data = await graphql.request("query { shop { name } }", {}, v.object({ shop: v.object({ name: v.string() }) }));
 * ```
 */
export function createStorefrontTransport(
  config: Pick<SolekitConfig, "shop">,
  options: StorefrontClientOptions = {},
): StorefrontTransport {
  const endpoint = config.shop.graphqlEndpoint;
  const token = config.shop.storefrontAccessToken;
  const http = createHttp({
    baseURL: endpoint,
    headers: () => ({
      Accept: "application/json",
      ...(token ? { "X-Shopify-Storefront-Access-Token": token } : {}),
    }),
    errorDetail: storefrontErrorDetail,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  return {
    async request(query, variables, schema, callOptions = {}) {
      const secrets = [...(token ? [token] : []), ...secretsOf(variables)];
      try {
        const body = await http.request({
          path: endpoint,
          method: "POST",
          body: { query, variables },
          schema: envelope,
          signal: callOptions.signal,
        });
        const first = body.errors?.[0];
        if (first) {
          const code = first.extensions?.code;
          throw new SolekitError({ kind: "http", message: first.message, ...(code ? { code } : {}) });
        }
        return parseResponse(schema, body.data);
      } catch (error) {
        throw isSolekitError(error) ? redact(error, secrets) : error;
      }
    },
  };
}
