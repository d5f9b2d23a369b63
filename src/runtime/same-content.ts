const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether two values hold the same data: arrays item by item, plain objects key by key; anything
 * else (primitives, functions, class instances such as a `URL` or an adapter) when `same` says so,
 * by default only when it is the same value (`Object.is`). A configuration or a message catalogue
 * written inline in a render is a new object each time with the same content; this tells the two
 * cases apart.
 *
 * @example
 * ```ts
 * sameContent({ shop: { domain: "a.test", redirectHosts: [] } }, { shop: { domain: "a.test", redirectHosts: [] } }); // true
 * ```
 */
export function sameContent(
  a: unknown,
  b: unknown,
  same: (a: unknown, b: unknown) => boolean = Object.is,
): boolean {
  if (same(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameContent(item, b[index], same));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameContent(a[key], b[key], same))
  );
}
