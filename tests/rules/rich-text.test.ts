import fc from "fast-check";
import { decodeEntities, parseRichText, type RichTextNode, richTextToPlain, safeHref } from "solekit/rules";

const text = (value: string): RichTextNode => ({ type: "text", text: value });

/** Every href and tag in a tree, to check nothing unsafe survives. */
function walk(
  nodes: readonly RichTextNode[],
  seen: { tags: string[]; hrefs: string[] } = { tags: [], hrefs: [] },
) {
  for (const node of nodes) {
    if (node.type === "text") continue;
    seen.tags.push(node.tag);
    if (node.href !== undefined) seen.hrefs.push(node.href);
    walk(node.children, seen);
  }
  return seen;
}

describe("parseRichText", () => {
  it("keeps the sandbox's merchandising markup: blocks, text and a same-site link", () => {
    expect(
      parseRichText(
        '<div class="ss-merch ss-merch--banner"><p>Fresh kicks &amp; more.</p><a href="/collections/new-arrivals">Shop now</a></div>',
      ),
    ).toEqual([
      {
        type: "element",
        tag: "div",
        children: [
          { type: "element", tag: "p", children: [text("Fresh kicks & more.")] },
          { type: "element", tag: "a", href: "/collections/new-arrivals", children: [text("Shop now")] },
        ],
      },
    ]);
  });

  it.each([
    ["<script>alert(1)</script>ok", "ok"],
    ["<SCRIPT type=text/javascript>alert(1)</SCRIPT >ok", "ok"],
    ["<style>p{color:red}</style>ok", "ok"],
    ['<iframe src="https://evil.example"></iframe>ok', "ok"],
    ["<svg><script>alert(1)</script></svg>ok", "ok"],
    ["<!-- <script>alert(1)</script> -->ok", "ok"],
    ["<script>never closed", ""],
    ['<img src=x onerror="alert(1)">ok', "ok"],
    ['<button onclick="alert(1)">ok</button>', "ok"],
  ])("drops code from %s", (html, plain) => {
    const nodes = parseRichText(html);
    expect(richTextToPlain(nodes)).toBe(plain);
    expect(walk(nodes).tags).toEqual([]);
  });

  it("keeps no attribute but a checked href", () => {
    expect(parseRichText('<p style="x" onclick="alert(1)" id="a">Hi</p>')).toEqual([
      { type: "element", tag: "p", children: [text("Hi")] },
    ]);
    expect(parseRichText('<a href="javascript:alert(1)" onclick="x">Go</a>')).toEqual([
      { type: "element", tag: "a", children: [text("Go")] },
    ]);
    expect(parseRichText("<a href='https://shop.example/x?a=1&amp;b=2'>Go</a>")[0]).toMatchObject({
      href: "https://shop.example/x?a=1&b=2",
    });
  });

  it("treats stray angle brackets as text and closes unclosed elements", () => {
    expect(parseRichText("3 < 4 <b>bold")).toEqual([
      text("3 < 4 "),
      { type: "element", tag: "b", children: [text("bold")] },
    ]);
    expect(richTextToPlain(parseRichText("<p>a</span>b</p>c"))).toBe("abc");
  });

  it("flattens nesting deeper than 32 levels", () => {
    const nodes = parseRichText(`${"<span>".repeat(100)}deep${"</span>".repeat(100)}`);
    expect(walk(nodes).tags).toHaveLength(32);
    expect(richTextToPlain(nodes)).toBe("deep");
  });

  it("never lets an unsafe href or a disallowed tag through, whatever the input", () => {
    const piece = fc.constantFrom(
      "<a href=",
      "<a href='",
      '"javascript:alert(1)"',
      "java&#x09;script:",
      "data:text/html,x",
      "<script>",
      "</script>",
      "<iframe>",
      "<p>",
      "</p>",
      "<img src=x onerror=alert(1)>",
      ">",
      "<",
      "&lt;script&gt;",
      " onclick=x ",
      "text",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const seen = walk(parseRichText(pieces.join("")));
        for (const href of seen.hrefs) expect(safeHref(href)).toBe(href);
        for (const href of seen.hrefs) expect(href.toLowerCase()).not.toMatch(/^\s*(javascript|data):/);
        for (const tag of seen.tags) expect(["p", "a"]).toContain(tag);
      }),
    );
  });
});

describe("safeHref", () => {
  it.each([
    ["/collections/sale", "/collections/sale"],
    ["#sizes", "#sizes"],
    ["?page=2", "?page=2"],
    ["sale", "sale"],
    ["https://shop.example/a", "https://shop.example/a"],
    ["mailto:help@shop.example", "mailto:help@shop.example"],
    ["tel:+61400000000", "tel:+61400000000"],
    ["  /trimmed  ", "/trimmed"],
    ["javascript:alert(1)", null],
    ["JavaScript:alert(1)", null],
    [" \u0001javascript:alert(1)", null],
    ["java\tscript:alert(1)", null],
    ["java&#x09;script:alert(1)", null],
    ["&#106;avascript:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["vbscript:msgbox", null],
    ["", null],
  ])("%j → %j", (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});

describe("decodeEntities", () => {
  it.each([
    ["a &amp; b", "a & b"],
    ["&lt;p&gt;", "<p>"],
    ["&#8211;&#x2014;", "–—"],
    ["&nbsp;", "\u00a0"],
    ["&unknown;", "&unknown;"],
    ["&constructor;", "&constructor;"],
    ["&AMP; &#X41;", "& A"],
    ["&#0;", "\ufffd"],
  ])("%j → %j", (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});
