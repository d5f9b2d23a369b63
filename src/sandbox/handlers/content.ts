import { type HttpHandler, HttpResponse } from "msw";
import { articlesFeed, catalogueFeed, feedPage, pagesFeed } from "../feeds";
import { route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";

// The theme's alternate template for the search service's indexer.
const FEED_VIEW = "ss-feed";
// The page template the reference UI reads a content page through.
const JSON_VIEW = "json";

const notFound = () => new SandboxHttpError(404, { message: "Not Found" });
const pageParam = (url: URL) => Number(url.searchParams.get("page") ?? "1");

/**
 * The storefront's content routes: the three feed views the search service indexes
 * (`/collections?view=ss-feed`, `/pages/faqs?view=ss-feed`, `/blogs/news?view=ss-feed`, paged
 * with `page`), each content page as JSON (`/pages/{handle}?view=json`) and each collection's
 * handle and title (`/collections/{handle}?view=json`).
 *
 * @example
 * ```ts
 * const handlers = contentHandlers(context);
 * ```
 */
export function contentHandlers(ctx: SandboxContext): HttpHandler[] {
  const shop = sandboxHosts.shop;
  return [
    route(ctx.faults, { method: "get", path: `${shop}/collections` }, ({ url }) => {
      if (url.searchParams.get("view") !== FEED_VIEW) throw notFound();
      return HttpResponse.json(feedPage(catalogueFeed(ctx.world), pageParam(url)));
    }),
    // A collection as the reference UI's collection page reads it: its title, or a 404.
    route(ctx.faults, { method: "get", path: `${shop}/collections/:handle` }, ({ url, params }) => {
      const collection = ctx.world.collections.find((c) => c.handle === params.handle);
      if (url.searchParams.get("view") !== JSON_VIEW || !collection) throw notFound();
      return HttpResponse.json({ handle: collection.handle, title: collection.title });
    }),
    route(ctx.faults, { method: "get", path: `${shop}/pages/:handle` }, ({ url, params }) => {
      const view = url.searchParams.get("view");
      if (view === FEED_VIEW && params.handle === "faqs") {
        return HttpResponse.json(feedPage(pagesFeed(ctx.world), pageParam(url)));
      }
      const page = pagesFeed(ctx.world).find((row) => row.handle === params.handle);
      if (view !== JSON_VIEW || !page) throw notFound();
      return HttpResponse.json(page);
    }),
    route(ctx.faults, { method: "get", path: `${shop}/blogs/news` }, ({ url }) => {
      if (url.searchParams.get("view") !== FEED_VIEW) throw notFound();
      return HttpResponse.json(feedPage(articlesFeed(ctx.world), pageParam(url)));
    }),
  ];
}
