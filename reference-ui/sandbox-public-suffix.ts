// The reference UI's stand-in for `tldts` (aliased in vite.config.ts; node and the tests keep the
// real package).
//
// msw keeps request cookies in tough-cookie's jar, and tough-cookie asks `tldts.getDomain` for a
// cookie domain's registrable domain, which ships the whole public suffix list: 113 KB gzip, more
// than the rest of the sandbox. On the sandbox it is never asked: tough-cookie answers special-use
// domains (the sandbox's `*.solekit.test` hosts, `localhost`) itself, and the page's own origin is
// an IP address or `localhost`. So the browser bundle takes this instead: the last two labels of
// a host name, and null for an IP address, as tldts answers for those hosts. A real shop's bundle
// does not include the sandbox, so it pays for neither.

/**
 * The registrable domain of `hostname` for the sandbox's hosts: its last two labels; null for an
 * IP address or a single label.
 *
 * @example
 * ```ts
 * getDomain("shop.solekit.test"); // "solekit.test"
 * getDomain("127.0.0.1"); // null
 * ```
 */
export function getDomain(hostname: string): string | null {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":")) return null;
  const labels = hostname.split(".");
  return labels.length < 2 ? null : labels.slice(-2).join(".");
}
