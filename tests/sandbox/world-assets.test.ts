import {
  AVATAR_COUNT,
  AVATAR_URLS,
  avatarSvg,
  avatarUrl,
  createWorld,
  IMAGE_WIDTHS,
  type Product,
  productImageSvg,
  productImageUrl,
  STORE_NAME_PREFIX,
} from "../../src/sandbox/world";

const NOW = Date.parse("2025-06-01T00:00:00Z");
const world = createWorld({ seed: 1, catalogueSize: 400, now: NOW });

/** A small well-formedness check: one root svg element and balanced tags. */
function isWellFormedSvg(svg: string): boolean {
  if (!svg.startsWith("<svg ") || !svg.endsWith("</svg>")) return false;
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? "");
  }
  return stack.length === 0 && !/&(?!#\d+;|amp;|lt;|gt;|quot;)/.test(svg);
}

describe("product images", () => {
  it("uses the spec's widths", () => {
    expect(IMAGE_WIDTHS).toEqual([320, 480, 560, 640, 720, 960]);
  });

  it("builds the image's URL on the shop's CDN host", () => {
    expect(productImageUrl("bobux-glide-baby-navy", 2, 480)).toBe(
      "https://cdn.solekit.test/sandbox/images/bobux-glide-baby-navy/2-480.svg",
    );
  });

  const oneOfEach = [...new Map(world.products.map((p) => [p.category, p])).values()];

  it.each(IMAGE_WIDTHS.map((w) => [w]))("draws a well-formed SVG of every category at %i px", (width) => {
    for (const product of oneOfEach) {
      for (const position of [1, 2, 3]) {
        const svg = productImageSvg(product, position, width);
        expect(isWellFormedSvg(svg), `${product.category} ${position}`).toBe(true);
        expect(svg).toContain(`width="${width}" height="${width}"`);
        expect(svg).toContain(product.colour.hex);
      }
    }
  });

  it("draws the views differently and escapes brand text", () => {
    const product = oneOfEach[1] as Product;
    expect(productImageSvg(product, 1, 320)).not.toBe(productImageSvg(product, 2, 320));
    const wattle = { ...product, brand: "Wattle & Wren", title: 'A <b> & "c"' };
    const svg = productImageSvg(wattle, 1, 320);
    expect(isWellFormedSvg(svg)).toBe(true);
    expect(svg).toContain("Wattle &#38; Wren");
    expect(svg).not.toContain("<b>");
  });
});

describe("avatars", () => {
  it("offers three presets on the shop's CDN host", () => {
    expect(AVATAR_COUNT).toBe(3);
    expect(AVATAR_URLS).toEqual([
      "https://cdn.solekit.test/sandbox/avatars/1.svg",
      "https://cdn.solekit.test/sandbox/avatars/2.svg",
      "https://cdn.solekit.test/sandbox/avatars/3.svg",
    ]);
    expect(world.avatars).toEqual(AVATAR_URLS);
    expect(avatarUrl(3)).toBe("https://cdn.solekit.test/sandbox/avatars/3.svg");
  });

  it("draws each preset differently", () => {
    const drawn = [1, 2, 3].map(avatarSvg);
    for (const svg of drawn) expect(isWellFormedSvg(svg)).toBe(true);
    expect(new Set(drawn).size).toBe(3);
  });

  it.each([0, 4, 1.5, -1])("refuses avatar %s", (n) => {
    expect(() => avatarSvg(n)).toThrow(RangeError);
  });
});

describe("content, stores and merchandising", () => {
  it("has the pages the specs link to, at /pages/{handle}", () => {
    const handles = world.pages.map((p) => p.handle);
    for (const handle of [
      "faqs",
      "book-a-fitting",
      "size-guide",
      "help",
      "privacy-policy",
      "shipping",
      "returns",
      "about",
    ]) {
      expect(handles).toContain(handle);
    }
    for (const page of world.pages) {
      expect(page.url).toBe(`/pages/${page.handle}`);
      expect(page.body.length).toBeGreaterThan(40);
    }
    expect(world.pages.find((p) => p.handle === "size-guide")?.body).toContain(
      "Foot Length (CM) | UK | US | EU",
    );
  });

  it("has blog posts at /blogs/news/{handle}, dated before now", () => {
    expect(world.posts.length).toBeGreaterThanOrEqual(3);
    for (const post of world.posts) {
      expect(post.url).toBe(`/blogs/news/${post.handle}`);
      expect(Date.parse(post.published_at)).toBeLessThan(NOW);
    }
  });

  it("has about twenty stores named with the SNS prefix and unique codes", () => {
    expect(world.stores.length).toBeGreaterThanOrEqual(15);
    expect(new Set(world.stores.map((s) => s.external_code)).size).toBe(world.stores.length);
    expect(new Set(world.stores.map((s) => s.id)).size).toBe(world.stores.length);
    for (const store of world.stores) {
      expect(store.name.startsWith(STORE_NAME_PREFIX)).toBe(true);
      expect(store.name.slice(STORE_NAME_PREFIX.length)).toBe(store.suburb);
      expect(store.timezone).toMatch(/^Australia\//);
      expect(store.postcode).toMatch(/^\d{4}$/);
    }
  });

  it("redirects only to pages, collections and products that exist", () => {
    const targets = new Set([
      ...world.pages.map((p) => p.url),
      ...world.collections.map((c) => `/collections/${c.handle}`),
      ...world.products.map((p) => `/products/${p.handle}`),
    ]);
    for (const redirect of world.merchandising.redirects)
      expect(targets.has(redirect.url), redirect.url).toBe(true);
    const brands = world.brands.map((b) => b.name.toLowerCase());
    const words = ["sandals", "sneakers", "slippers", "socks"];
    for (const { correction } of world.merchandising.corrections) {
      expect([...brands, ...words]).toContain(correction);
    }
    expect(world.merchandising.popularSearches).toHaveLength(4);
  });

  it("offers sports and brands for the onboarding pickers (more than 12 brands)", () => {
    expect(world.sports.length).toBeGreaterThan(8);
    expect(world.brands.length).toBeGreaterThan(12);
  });
});
