import { offerBanners } from "../../src/machines/offers";
import type { OfferBanner } from "../../src/rules/offers";
import type { RichTextNode } from "../../src/rules/rich-text";

const policy = {
  shopDomain: "shop.solekit.test",
  origin: "https://shop.solekit.test",
  redirectHosts: ["help.solekit.test"],
};

const tags = (nodes: readonly RichTextNode[]): string[] =>
  nodes.flatMap((node) => (node.type === "element" ? [node.tag, ...tags(node.children)] : []));

describe("offerBanners: the banner list as render-ready banners", () => {
  it("builds a full banner with its position and colour classes", () => {
    const [banner] = offerBanners(
      [
        {
          id: 7,
          type: "full_banner",
          title: "Double rewards",
          body: "<p>Earn <strong>$4</strong> a pair</p>",
          text_position: "bottom_left",
          text_colour: "yellow",
          background: "violet",
          cta: { title: "Shop now", url: "/collections/school-shoes" },
        },
      ],
      { policy },
    );
    expect(banner).toMatchObject({
      key: "7",
      type: "full_banner",
      label: "Double rewards",
      className: "offer-banner offer-banner--full",
      link: null,
    });
    expect(banner?.panels).toHaveLength(1);
    expect(banner?.panels[0]).toMatchObject({
      title: "Double rewards",
      bodyText: "Earn $4 a pair",
      vertical: "bottom",
      horizontal: "left",
      textColour: "yellow",
      background: "violet",
      cta: { text: "Shop now", href: "/collections/school-shoes" },
      className: "offer-panel offer-panel--y-bottom offer-panel--x-left offer-text--yellow offer-bg--violet",
    });
  });

  it("gives a split banner its left and right panels, each with its own position and colours", () => {
    const [banner] = offerBanners(
      [
        {
          type: "split_banner",
          left: { image: "https://cdn.solekit.test/a.svg", image_alt: "Sneakers", background: "paleblue" },
          right: { title: "Sneaker week", text_position: "top_right", background: "sale" },
        },
      ],
      { policy, classPrefix: "promo" },
    );
    expect(banner?.className).toBe("promo-banner promo-banner--split");
    expect(banner?.label).toBe("Sneaker week");
    expect(banner?.panels.map((panel) => panel.key)).toEqual(["banner-0-left", "banner-0-right"]);
    expect(banner?.panels[0]?.image).toEqual({ src: "https://cdn.solekit.test/a.svg", alt: "Sneakers" });
    expect(banner?.panels[0]?.className).toContain("promo-panel--with-image");
    expect(banner?.panels[1]).toMatchObject({ vertical: "top", horizontal: "right", textColour: "white" });
  });

  it("keeps an image banner's callback link on the shop", () => {
    const [banner] = offerBanners(
      [
        {
          type: "image_banner",
          title: "Boots",
          image: "/img/boots.svg",
          callback_link: "/collections/boots",
        },
      ],
      { policy },
    );
    expect(banner).toMatchObject({ type: "image_banner", link: "/collections/boots" });
    expect(banner?.panels[0]?.image).toEqual({ src: "/img/boots.svg", alt: "" });
  });

  it("sanitises the body: no script, no event attributes, no javascript: links, no images", () => {
    const [banner] = offerBanners(
      [
        {
          type: "full_banner",
          body:
            '<p onclick="steal()">Members only<img src="x" onerror="alert(1)"></p>' +
            "<script>alert('x')</script>" +
            '<p><a href="javascript:alert(1)">Terms</a> <a href="/pages/help" onmouseover="x()">Help</a></p>',
        },
      ],
      { policy },
    );
    const panel = banner?.panels[0];
    const serialised = JSON.stringify(panel?.body);
    expect(panel?.bodyText).toBe("Members onlyTerms Help");
    expect(serialised).not.toMatch(/script|onerror|onclick|onmouseover|javascript|alert|img/i);
    expect(tags(panel?.body ?? [])).toEqual(["p", "p", "a", "a"]);
    expect(JSON.stringify(panel?.body)).toContain('"href":"/pages/help"');
    expect(JSON.stringify(panel?.body)).not.toContain('Terms","href');
  });

  it.each([
    ["/collections/sale", true],
    ["https://shop.solekit.test/pages/help", true],
    ["https://help.solekit.test/returns", true],
    ["https://evil.example/phish", false],
    ["//evil.example/phish", false],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["https://user:pass@shop.solekit.test/", false],
    ["", false],
  ])("keeps a CTA to %s: %s", (url, kept) => {
    const [banner] = offerBanners([{ type: "full_banner", title: "Offer", cta: { title: "Go", url } }], {
      policy,
    });
    expect(banner?.panels[0]?.cta).toEqual(kept ? { text: "Go", href: url } : null);
  });

  it("drops a callback link off the allow-list but keeps the banner", () => {
    const [banner] = offerBanners(
      [{ type: "image_banner", image: "/a.svg", image_alt: "Boots", callback_link: "https://evil.example/" }],
      { policy },
    );
    expect(banner?.link).toBeNull();
    expect(banner?.label).toBe("Boots");
  });

  it("refuses image sources that are not http(s) or same-site", () => {
    const [banner] = offerBanners([{ type: "full_banner", title: "T", image: "javascript:alert(1)" }], {
      policy,
    });
    expect(banner?.panels[0]?.image).toBeNull();
  });

  it("skips banners of an unknown type and banners with nothing to show", () => {
    const banners: OfferBanner[] = [
      { type: "video_banner", title: "Not a banner type" },
      { type: "full_banner", body: "<script>alert(1)</script>" },
      { type: "split_banner", left: {}, right: null },
      { type: "Full_Banner", title: "Kept" },
    ];
    expect(offerBanners(banners, { policy }).map((banner) => banner.label)).toEqual(["Kept"]);
  });

  it("falls back to readable defaults for unknown colours and positions", () => {
    const [banner] = offerBanners(
      [{ type: "full_banner", title: "T", background: "teal", text_colour: "white", text_position: "??" }],
      { policy },
    );
    expect(banner?.panels[0]).toMatchObject({
      background: "white",
      textColour: "black",
      vertical: "center",
      horizontal: "center",
    });
  });
});
