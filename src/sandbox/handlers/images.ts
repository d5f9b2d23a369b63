import { type HttpHandler, HttpResponse } from "msw";
import { route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { avatarSvg, DEFAULT_IMAGE_WIDTH, IMAGE_WIDTHS, productImageSvg } from "../world";

const svg = (body: string) =>
  new HttpResponse(body, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=31536000, immutable" },
  });

/**
 * Serves the generated product images at the spec's widths and the preset avatars, on any origin
 * (the world's URLs name the shop's CDN host, `sandboxHosts.cdn`).
 *
 * @example
 * ```ts
 * setupServer(...imageHandlers(context));
 * ```
 */
export function imageHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    route(ctx.faults, { method: "get", path: "*/sandbox/images/:handle/:file" }, ({ params, url }) => {
      // `{index}-{width}.svg`, or `{index}.svg?width=` as the storefront CDN takes it.
      const match = /^(\d+)(?:-(\d+))?\.svg$/.exec(String(params.file));
      const product = ctx.catalogue.productByHandle.get(String(params.handle));
      const index = Number(match?.[1]);
      const width = Number(url.searchParams.get("width") ?? match?.[2] ?? DEFAULT_IMAGE_WIDTH);
      if (!match || !product || !IMAGE_WIDTHS.includes(width) || !product.images[index - 1]) {
        throw new SandboxHttpError(404, { message: "Not found" });
      }
      return svg(productImageSvg(product, index, width));
    }),
    route(ctx.faults, { method: "get", path: "*/sandbox/avatars/:file" }, ({ params }) => {
      const match = /^(\d+)\.svg$/.exec(String(params.file));
      const n = Number(match?.[1]);
      if (!match || n < 1 || n > 3) throw new SandboxHttpError(404, { message: "Not found" });
      return svg(avatarSvg(n));
    }),
  ];
}
