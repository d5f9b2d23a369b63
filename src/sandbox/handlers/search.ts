import { type HttpHandler, HttpResponse } from "msw";
import { route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import type { Product } from "../world";

const DEFAULT_PER_PAGE = 24;
const MAX_PER_PAGE = 100;

function positiveInt(value: string | null, fallback: number, field: string): number {
  if (value === null || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new SandboxHttpError(400, { message: `Invalid ${field}` });
  return n;
}

function toResult(product: Product) {
  const image = product.images[0];
  return {
    id: String(product.id),
    uid: String(product.id),
    handle: product.handle,
    url: `/products/${product.handle}`,
    name: product.title,
    brand: product.brand,
    price: product.price / 100,
    msrp: product.compare_at_price === null ? null : product.compare_at_price / 100,
    imageUrl: image?.src ?? "",
    thumbnailImageUrl: image?.src ?? "",
  };
}

/**
 * The search service: `search.json` over the catalogue with paging and collection filtering.
 *
 * @example
 * ```ts
 * setupServer(...searchHandlers(context));
 * ```
 */
export function searchHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    route(ctx.faults, "get", `${sandboxHosts.search}/api/search/search.json`, ({ url }) => {
      const q = url.searchParams;
      if (!q.get("siteId")) throw new SandboxHttpError(400, { message: "siteId is required" });
      const page = positiveInt(q.get("page"), 1, "page");
      const perPage = Math.min(
        positiveInt(q.get("resultsPerPage"), DEFAULT_PER_PAGE, "resultsPerPage"),
        MAX_PER_PAGE,
      );
      const collection = q.get("bgfilter.collection_handle");
      const terms = (q.get("q") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const matches = ctx.catalogue.published.filter(
        (p) =>
          (!collection || p.collections.includes(collection)) &&
          terms.every((term) => `${p.title} ${p.brand} ${p.tags.join(" ")}`.toLowerCase().includes(term)),
      );
      const totalResults = matches.length;
      const totalPages = Math.max(1, Math.ceil(totalResults / perPage));
      const begin = (page - 1) * perPage;
      const slice = matches.slice(begin, begin + perPage);
      return HttpResponse.json({
        results: slice.map(toResult),
        pagination: {
          totalResults,
          totalPages,
          currentPage: page,
          perPage,
          begin: slice.length ? begin + 1 : 0,
          end: begin + slice.length,
        },
      });
    }),
  ];
}
