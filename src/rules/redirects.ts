/** Where a merchandising redirect may lead: the page's own origin, the shop and allow-listed hosts. */
export interface RedirectPolicy {
  /** The shop's host name (`config.shop.domain`), e.g. `shop.example.com`; may carry a port. */
  readonly shopDomain: string;
  /** The origin of the page the shopper is on, e.g. `https://shop.example.com`. */
  readonly origin: string;
  /** Further hosts a redirect may lead to (`config.shop.redirectHosts`); exact host names, no wildcards. */
  readonly redirectHosts: readonly string[];
}

// Browsers drop tabs and newlines from URLs and read `\` as `/`, so `java\tscript:` and
// `/\evil.example` would slip past a naive check; any such character refuses the URL outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const SUSPICIOUS = /[\x00-\x1f\x7f\\]/;

/**
 * Whether the quick search may follow a merchandising redirect (storefront §2, submit). Relative
 * URLs (`/collections/sale`) and URLs on the page's origin are allowed; absolute URLs must be
 * `https:` on the shop's domain or an allow-listed host. Everything else is refused: other
 * schemes (`javascript:`, `data:`, `mailto:`), protocol-relative URLs to other hosts, URLs with
 * credentials, control characters or backslashes.
 *
 * @example
 * ```ts
 * const policy = { shopDomain: "shop.example.com", origin: "https://shop.example.com", redirectHosts: ["help.example.com"] };
 * isAllowedRedirect("/collections/sale", policy); // true
 * isAllowedRedirect("https://help.example.com/returns", policy); // true
 * isAllowedRedirect("//evil.example/phish", policy); // false
 * isAllowedRedirect("javascript:alert(1)", policy); // false
 * ```
 */
export function isAllowedRedirect(url: string | null | undefined, policy: RedirectPolicy): boolean {
  const text = url?.trim();
  if (!text || SUSPICIOUS.test(text)) return false;
  try {
    const base = new URL(policy.origin);
    const target = new URL(text, base);
    if (target.username || target.password || !/^https?:$/.test(target.protocol)) return false;
    // `host` carries the port only when it is not the scheme's default: a listed host with a port
    // must match it exactly, and a bare host name allows only the default port.
    return (
      target.origin === base.origin ||
      (target.protocol === "https:" &&
        [policy.shopDomain, ...policy.redirectHosts].some(
          (host) => target.host === host.trim().toLowerCase(),
        ))
    );
  } catch {
    return false;
  }
}

/**
 * The slug a redirect leads to — the last segment of its path — for the quick search's
 * 'Search for {slug}?' link. Empty when the URL has no path segment.
 *
 * @example
 * ```ts
 * redirectSlug("/collections/sale"); // "sale"
 * redirectSlug("https://help.example.com/pages/returns-and-exchanges?ref=qs"); // "returns-and-exchanges"
 * ```
 */
export function redirectSlug(url: string): string {
  let last = "";
  try {
    last = new URL(url, "https://solekit.invalid").pathname.split("/").filter(Boolean).pop() ?? "";
    return decodeURIComponent(last);
  } catch {
    // An unreadable URL has no slug; a malformed escape (`100%`) is shown as written.
    return last;
  }
}
