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

function hostMatches(url: URL, allowed: string): boolean {
  const wanted = allowed.trim().toLowerCase();
  if (!wanted) return false;
  // A listed port must match exactly; a bare host name allows only the scheme's default port.
  return wanted.includes(":") ? url.host === wanted : url.hostname === wanted && url.port === "";
}

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
  const text = url?.trim() ?? "";
  if (!text || SUSPICIOUS.test(text)) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(policy.origin);
    target = new URL(text, base);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  if (target.protocol !== "https:" && target.protocol !== "http:") return false;
  if (target.origin === base.origin) return true;
  if (target.protocol !== "https:") return false;
  return [policy.shopDomain, ...policy.redirectHosts].some((host) => hostMatches(target, host));
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
  let path: string;
  try {
    path = new URL(url, "https://solekit.invalid").pathname;
  } catch {
    return "";
  }
  const last = path.split("/").filter(Boolean).pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
