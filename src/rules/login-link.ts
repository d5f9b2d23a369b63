import { isAllowedRedirect } from "./redirects";

/** The query parameter a login link carries its one-time token in. */
export const LOGIN_LINK_TOKEN_PARAM = "login_token";

/** The query parameter a login link carries the page to come back to in. */
export const LOGIN_LINK_RETURN_PARAM = "return_to";

/** A login link the page was opened with. */
export interface LoginLink {
  /** The one-time token to redeem. */
  readonly token: string;
  /**
   * Where the shopper lands once the token is redeemed: a path on the page's own origin, with
   * no token in it, so it is safe for `history.replaceState` and for a redirect; `/` when the
   * link names no place, or one that is not this origin.
   */
  readonly returnTo: string;
}

/**
 * Reads the login link a page was opened with (`/account?login_token=…&return_to=…`): the token,
 * and where to land once it is redeemed. `return_to` must pass {@link isAllowedRedirect} and
 * resolve to the page's own origin (`history.replaceState` refuses any other, and a login link
 * must not send a signed-in shopper elsewhere); `/\evil.example`, `/%09/evil`, `//evil.example`
 * and `https://evil.example` all land on `/`. A token inside `return_to` is dropped too, so no
 * token is ever left in the address bar. Null when the URL carries no token.
 *
 * @example
 * ```ts
 * readLoginLink("https://shop.example/account?login_token=t1&return_to=%2Fcollections%2Fsale");
 * // { token: "t1", returnTo: "/collections/sale" }
 * readLoginLink("https://shop.example/account?login_token=t1&return_to=%2F%5Cevil.example");
 * // { token: "t1", returnTo: "/" }
 * ```
 */
export function readLoginLink(href: string): LoginLink | null {
  const url = new URL(href);
  const token = url.searchParams.get(LOGIN_LINK_TOKEN_PARAM);
  if (!token) return null;
  const returnTo = url.searchParams.get(LOGIN_LINK_RETURN_PARAM);
  const policy = { shopDomain: url.host, origin: url.origin, redirectHosts: [] };
  if (!returnTo || !isAllowedRedirect(returnTo, policy)) return { token, returnTo: "/" };
  const target = new URL(returnTo, url.origin);
  if (target.origin !== url.origin) return { token, returnTo: "/" };
  target.searchParams.delete(LOGIN_LINK_TOKEN_PARAM);
  target.searchParams.delete(LOGIN_LINK_RETURN_PARAM);
  return { token, returnTo: `${target.pathname}${target.search}${target.hash}` };
}
