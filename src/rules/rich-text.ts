/** Elements a rich-text block may keep; every other element is dropped (its text kept). */
export const RICH_TEXT_TAGS = [
  "a",
  "b",
  "br",
  "div",
  "em",
  "h2",
  "h3",
  "h4",
  "i",
  "li",
  "ol",
  "p",
  "small",
  "span",
  "strong",
  "u",
  "ul",
] as const;

/** One of {@link RICH_TEXT_TAGS}. */
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Text, already decoded: render it as text, never as HTML. */
export interface RichTextText {
  /** Discriminant. */
  readonly type: "text";
  /** The characters. */
  readonly text: string;
}

/** An allowed element with its children; links carry a checked `href`. */
export interface RichTextElement {
  /** Discriminant. */
  readonly type: "element";
  /** The element. */
  readonly tag: RichTextTag;
  /** Only on `a`: a same-site path, `#`/`?` reference, or an http(s), mailto or tel URL. */
  readonly href?: string;
  /** Child nodes. */
  readonly children: readonly RichTextNode[];
}

/** A node of parsed rich text. */
export type RichTextNode = RichTextText | RichTextElement;

// Elements whose content is code or chrome, not text: dropped with everything inside them.
const DROP_WITH_CONTENT =
  /^(?:script|style|iframe|object|embed|template|noscript|noembed|noframes|textarea|title|xmp|svg|math|select|head|frameset|plaintext)$/;
const ALLOWED = new Set<string>(RICH_TEXT_TAGS);
const MAX_DEPTH = 32;

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;
const NAMED: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};
// Numeric references and the names above (in any case); other names never match, so they stay
// as written.
const ENTITY = new RegExp(`&(#x[0-9a-f]{1,6}|#\\d{1,7}|${Object.keys(NAMED).join("|")});`, "gi");

/**
 * Decodes the HTML character references rich text uses: `&amp;`-style names for the five XML
 * characters and no-break space, and numeric references. Unknown names stay as written.
 *
 * @example
 * ```ts
 * decodeEntities("Socks &amp; shoes &#8211; 3&nbsp;for&nbsp;2"); // "Socks & shoes – 3 for 2"
 * ```
 */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, ref: string) => {
    if (ref[0] !== "#") return NAMED[ref.toLowerCase()] ?? whole;
    // `Number` reads "0x2014" as hex and "08211" as decimal, the two forms after the `#`.
    const code = Number(`0${ref.slice(1)}`);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
      ? String.fromCodePoint(code)
      : "\ufffd";
  });
}

/**
 * A link target that is safe to follow: relative references (`/collections/sale`, `#size`,
 * `?page=2`, `sale`) and `http`, `https`, `mailto` and `tel` URLs. Anything else — `javascript:`,
 * `data:`, `vbscript:`, also when disguised by entities, control characters or spaces — is `null`.
 *
 * @example
 * ```ts
 * safeHref("/pages/book-a-fitting"); // "/pages/book-a-fitting"
 * safeHref("java&#x09;script:alert(1)"); // null
 * ```
 */
export function safeHref(raw: string): string | null {
  // As browsers do when they parse a URL: drop ASCII tabs and newlines anywhere, and C0 controls
  // and spaces (up to U+0020, `[^!-\uffff]`) at both ends.
  const href = decodeEntities(raw).replace(/^[^!-\uffff]+|[\t\n\r]|[^!-\uffff]+$/g, "");
  const scheme = /^([^/?#]*?):/.exec(href)?.[1];
  return href === "" || (scheme !== undefined && !/^(https?|mailto|tel)$/i.test(scheme)) ? null : href;
}

/** An element being filled while its content is parsed. */
interface OpenElement extends RichTextElement {
  readonly children: RichTextNode[];
}

/**
 * Parses merchandising HTML from the search service into a tree of allowed elements and text, to
 * be rendered as elements and text (never through `innerHTML`). Allowed elements are
 * {@link RICH_TEXT_TAGS} with no attributes except a checked `href` on links; other elements are
 * dropped but their text kept; scripts, styles, frames and similar are dropped with their content;
 * comments vanish; nesting deeper than 32 levels is flattened.
 *
 * @example
 * ```ts
 * parseRichText('<p onclick="x()">Free fitting <a href="/pages/book-a-fitting">Book</a><script>x()</script></p>');
 * // [{ type: "element", tag: "p", children: [
 * //   { type: "text", text: "Free fitting " },
 * //   { type: "element", tag: "a", href: "/pages/book-a-fitting", children: [{ type: "text", text: "Book" }] },
 * // ] }]
 * ```
 */
export function parseRichText(html: string): RichTextNode[] {
  const root: RichTextNode[] = [];
  const stack: OpenElement[] = [];
  const children = () => stack[stack.length - 1]?.children ?? root;
  // Text between tags; text on both sides of a dropped element joins into one node.
  const addText = (raw: string) => {
    const into = children();
    const last = into[into.length - 1];
    const text = decodeEntities(raw);
    if (last?.type === "text") into[into.length - 1] = { type: "text", text: last.text + text };
    else if (text) into.push({ type: "text", text });
  };
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    addText(html.slice(at, match.index));
    at = TOKEN.lastIndex;
    const [, slash, rawName, attributes = ""] = match;
    // A comment matches without a name.
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (slash) {
      const open = stack.findLastIndex((element) => element.tag === name);
      if (open >= 0) stack.length = open;
    } else if (DROP_WITH_CONTENT.test(name)) {
      const close = new RegExp(`</${name}\\s*>`, "ig");
      close.lastIndex = at;
      at = TOKEN.lastIndex = close.exec(html) ? close.lastIndex : html.length;
    } else if (ALLOWED.has(name) && stack.length < MAX_DEPTH) {
      const tag = name as RichTextTag;
      // Exactly one of HREF's groups (double-quoted, single-quoted, bare) holds the value.
      const href = tag === "a" ? safeHref(HREF.exec(attributes)?.slice(1).join("") ?? "") : null;
      const element: OpenElement = { type: "element", tag, ...(href && { href }), children: [] };
      children().push(element);
      if (tag !== "br") stack.push(element);
    }
  }
  addText(html.slice(at));
  return root;
}

/**
 * The text of parsed rich text, e.g. for an accessible name or a plain-text rendering.
 *
 * @example
 * ```ts
 * richTextToPlain(parseRichText("<p>Bundle &amp; save</p>")); // "Bundle & save"
 * ```
 */
export function richTextToPlain(nodes: readonly RichTextNode[]): string {
  return nodes.map((node) => (node.type === "text" ? node.text : richTextToPlain(node.children))).join("");
}
