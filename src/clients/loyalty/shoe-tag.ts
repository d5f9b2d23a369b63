import * as v from "valibot";
import type { LoyaltyRequestOptions } from "./envelope";
import type { LoyaltyContext } from "./loyalty-context";

/**
 * Where the storefront serves a random shoe-tag name, on its own host. The spec names no path;
 * solekit uses this one (override it with the client's `shoeTagNamePath`).
 */
export const DEFAULT_SHOE_TAG_NAME_PATH = "/api/shoe-tag-name";

/** Answer of the shoe-tag name endpoint: `{ name }`. */
export const shoeTagNameSchema = v.object({ name: v.pipe(v.string(), v.trim(), v.minLength(1)) });

/** Shoe-tag name calls of the {@link LoyaltyClient}. */
export interface ShoeTagCalls {
  /**
   * A random shoe-tag name for a child ("Speedy Koala") from the storefront's own host
   * (`GET {shop.origin}{shoeTagNamePath}`, no credentials).
   *
   * @example
   * ```ts
   * form.setShoeTag(await loyalty.getRandomShoeTagName());
   * ```
   */
  getRandomShoeTagName(options?: LoyaltyRequestOptions): Promise<string>;
}

/**
 * Builds the shoe-tag name call over a loyalty context.
 * One group of calls on a page's connection ({@link createLoyaltyConnection}): the page
 * carries only the groups it builds, and `useAccountQuery` takes a group as it is.
 *
 * @example
 * ```ts
 * const name = await shoeTagCalls(connection).getRandomShoeTagName();
 * ```
 */
export function shoeTagCalls(ctx: LoyaltyContext): ShoeTagCalls {
  return {
    async getRandomShoeTagName(options = {}) {
      const { name } = await ctx.shop.request({
        path: ctx.shoeTagNamePath,
        schema: shoeTagNameSchema,
        signal: options.signal,
      });
      return name;
    },
  };
}
