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
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
  "head",
  "frameset",
  "plaintext",
]);
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
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : "\ufffd";
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

// Trims C0 controls and spaces (code points up to U+0020) from both ends, as URL parsing does.
function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
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
  // Browsers ignore ASCII tab and newlines inside a URL and trim spaces and controls around it.
  const href = trimControls(decodeEntities(raw).replace(/[\t\n\r]/g, ""));
  if (href === "") return null;
  const scheme = /^([^/?#]*?):/.exec(href);
  if (!scheme) return href;
  return /^(https?|mailto|tel)$/i.test(scheme[1] ?? "") ? href : null;
}

interface OpenElement {
  readonly tag: RichTextTag;
  readonly href?: string;
  readonly children: RichTextNode[];
}

function pushText(into: RichTextNode[], raw: string): void {
  if (raw === "") return;
  const text = decodeEntities(raw);
  const last = into[into.length - 1];
  if (last?.type === "text") into[into.length - 1] = { type: "text", text: last.text + text };
  else into.push({ type: "text", text });
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
  let at = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match !== null; match = TOKEN.exec(html)) {
    pushText(children(), html.slice(at, match.index));
    at = TOKEN.lastIndex;
    const [whole, slash, rawName, attributes = ""] = match;
    if (rawName === undefined || whole.startsWith("<!--")) continue;
    const name = rawName.toLowerCase();
    if (slash) {
      const open = stack.findLastIndex((element) => element.tag === name);
      if (open >= 0) stack.length = open;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, "ig");
      close.lastIndex = at;
      const end = close.exec(html);
      at = end ? close.lastIndex : html.length;
      TOKEN.lastIndex = at;
      continue;
    }
    if (!ALLOWED.has(name) || stack.length >= MAX_DEPTH) continue;
    const tag = name as RichTextTag;
    if (tag === "br") {
      children().push({ type: "element", tag, children: [] });
      continue;
    }
    const element: OpenElement = { tag, children: [] };
    if (tag === "a") {
      const found = HREF.exec(attributes);
      const href = found ? safeHref(found[1] ?? found[2] ?? found[3] ?? "") : null;
      if (href !== null) Object.assign(element, { href });
    }
    children().push({ type: "element", ...element });
    stack.push(element);
  }
  pushText(children(), html.slice(at));
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
