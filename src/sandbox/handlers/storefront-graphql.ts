import { type HttpHandler, HttpResponse } from "msw";
import { STOREFRONT_PAGE_LIMIT } from "../../clients/storefront";
import { indexCatalogue } from "../catalogue-index";
import { readJson, route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import { SANDBOX_STOREFRONT_ACCESS_TOKEN } from "../storefront-seed";
import { indexVariants } from "../variant-index";
import { resolveAccessTokenCreate, resolveCustomerUpdate } from "./storefront-customers";
import { GraphQLResolveError, resolveNodes, resolveProductByHandle } from "./storefront-products";

const graphQLErrors = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

const isVariables = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);

/** The root field a document asks for; the sandbox recognises the three solekit sends. */
function rootField(
  query: string,
): "customerAccessTokenCreate" | "customerUpdate" | "nodes" | "product" | undefined {
  const text = query.replace(/#[^\n]*/g, "");
  if (/\bmutation\b/.test(text)) {
    if (/\bcustomerAccessTokenCreate\s*\(/.test(text)) return "customerAccessTokenCreate";
    if (/\bcustomerUpdate\s*\(/.test(text)) return "customerUpdate";
    return undefined;
  }
  if (/\bnodes\s*\(/.test(text)) return "nodes";
  return /\bproduct\s*\(\s*handle\s*:/.test(text) ? "product" : undefined;
}

/**
 * The storefront GraphQL endpoint (`POST {shop}/graphql`). Not a GraphQL engine: it recognises
 * the operations solekit's storefront client sends by their root field — `nodes(ids:)`,
 * `product(handle:)`, `customerAccessTokenCreate`, `customerUpdate` — and answers the fields those documents select,
 * whatever the selection set. Other documents get a GraphQL error (`UNSUPPORTED_OPERATION`).
 * A request carrying a storefront token other than {@link SANDBOX_STOREFRONT_ACCESS_TOKEN} gets
 * 401, as the storefront does for a bad token.
 *
 * @example
 * ```ts
 * setupServer(...storefrontGraphQLHandlers(context));
 * ```
 */
export function storefrontGraphQLHandlers(ctx: SandboxContext): HttpHandler[] {
  const index = indexVariants(ctx.world);
  const catalogue = indexCatalogue(ctx.world);
  return [
    route(ctx.faults, { method: "post", path: `${sandboxHosts.shop}/graphql` }, async ({ request }) => {
      const token = request.headers.get("x-shopify-storefront-access-token");
      if (token !== null && token !== SANDBOX_STOREFRONT_ACCESS_TOKEN) {
        throw new SandboxHttpError(401, {
          errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
        });
      }
      const body = await readJson(request);
      const { query, variables } = (body ?? {}) as { query?: unknown; variables?: unknown };
      if (typeof query !== "string" || !isVariables(variables ?? {})) {
        throw new SandboxHttpError(400, graphQLErrors("Parameter Missing or Invalid: query", "BAD_REQUEST"));
      }
      const vars = (variables ?? {}) as Record<string, unknown>;
      const now = Date.now();
      try {
        switch (rootField(query)) {
          case "nodes": {
            const first = Number(
              /\bvariants\s*\(\s*first\s*:\s*(\d+)/.exec(query)?.[1] ?? STOREFRONT_PAGE_LIMIT,
            );
            return HttpResponse.json({
              data: resolveNodes(index, vars, Math.min(first, STOREFRONT_PAGE_LIMIT)),
            });
          }
          case "product": {
            const first = Number(
              /\bvariants\s*\(\s*first\s*:\s*(\d+)/.exec(query)?.[1] ?? STOREFRONT_PAGE_LIMIT,
            );
            return HttpResponse.json({
              data: resolveProductByHandle(catalogue, vars, Math.min(first, STOREFRONT_PAGE_LIMIT)),
            });
          }
          case "customerAccessTokenCreate":
            return HttpResponse.json({ data: resolveAccessTokenCreate(ctx.store, vars, now) });
          case "customerUpdate":
            return HttpResponse.json({ data: resolveCustomerUpdate(ctx.store, vars, now) });
          default:
            return HttpResponse.json(
              graphQLErrors(
                "The sandbox answers only nodes, product, customerAccessTokenCreate and customerUpdate",
                "UNSUPPORTED_OPERATION",
              ),
            );
        }
      } catch (error) {
        if (error instanceof GraphQLResolveError)
          return HttpResponse.json(graphQLErrors(error.message, error.code));
        throw error;
      }
    }),
  ];
}
