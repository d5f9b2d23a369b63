import { isAllowedRedirect, type RedirectPolicy, redirectSlug } from "solekit/rules";

const policy: RedirectPolicy = {
  shopDomain: "shop.example.com",
  origin: "https://www.example.com",
  redirectHosts: ["help.example.com", "stores.example.com:8443"],
};

describe("isAllowedRedirect: where a merchandising redirect may lead", () => {
  it.each([
    ["/collections/sale", "a path on this site"],
    ["/products/gift-card?variant=1#top", "a path with query and hash"],
    ["pages/returns", "a relative path"],
    ["?query=boots", "a query on this page"],
    ["https://www.example.com/pages/faqs", "the page's own origin"],
    ["https://shop.example.com/collections/sale", "the shop's domain"],
    ["https://SHOP.example.com/x", "the shop's domain in capitals"],
    ["https://help.example.com/returns", "an allow-listed host"],
    ["https://stores.example.com:8443/find", "an allow-listed host with its port"],
    ["  /collections/sale  ", "a path with surrounding spaces"],
  ])("allows %s (%s)", (url) => {
    expect(isAllowedRedirect(url, policy)).toBe(true);
  });

  it.each<[string | null | undefined, string]>([
    ["javascript:alert(1)", "a javascript: URL"],
    ["JavaScript:alert(1)", "a javascript: URL in mixed case"],
    ["java\tscript:alert(1)", "a javascript: URL split by a tab"],
    [" javascript:alert(1)", "a javascript: URL after a space"],
    ["data:text/html,<script>alert(1)</script>", "a data: URL"],
    ["vbscript:msgbox(1)", "a vbscript: URL"],
    ["mailto:help@example.com", "a mailto: URL"],
    ["ftp://shop.example.com/file", "another scheme on the shop's domain"],
    ["//evil.example/phish", "a protocol-relative URL to another host"],
    ["/\\evil.example/phish", "a backslash that browsers read as //"],
    ["\\\\evil.example", "backslashes only"],
    ["https://evil.example/returns", "another host"],
    ["https://shop.example.com.evil.example/", "a host that merely starts with the shop's"],
    ["https://evilshop.example.com/", "a host that merely ends with the shop's"],
    ["https://sub.help.example.com/", "a subdomain of an allow-listed host"],
    ["http://shop.example.com/sale", "plain http to the shop's domain"],
    ["https://shop.example.com:444/sale", "the shop's domain on another port"],
    ["https://stores.example.com/find", "an allow-listed host without its listed port"],
    ["https://shop.example.com@evil.example/", "credentials that hide the real host"],
    ["https://user:pass@shop.example.com/", "credentials on the shop's domain"],
    ["/sale\nSet-Cookie: x", "a newline"],
    ["", "an empty string"],
    ["   ", "blank text"],
    [null, "null"],
    [undefined, "undefined"],
  ])("refuses %j (%s)", (url) => {
    expect(isAllowedRedirect(url, policy)).toBe(false);
  });

  it("allows plain http only on the page's own http origin (development)", () => {
    const dev = { ...policy, origin: "http://127.0.0.1:5173" };
    expect(isAllowedRedirect("http://127.0.0.1:5173/collections/sale", dev)).toBe(true);
    expect(isAllowedRedirect("http://127.0.0.1:9999/collections/sale", dev)).toBe(false);
  });

  it("refuses everything absolute when the origin is unreadable, but not paths", () => {
    const broken = { ...policy, origin: "not a url" };
    expect(isAllowedRedirect("/collections/sale", broken)).toBe(false);
    expect(isAllowedRedirect("https://shop.example.com/", broken)).toBe(false);
  });
});

describe("redirectSlug: the {slug} of 'Search for {slug}?'", () => {
  it.each([
    ["/collections/sale", "sale"],
    ["/pages/returns/", "returns"],
    ["https://help.example.com/pages/returns-and-exchanges?ref=qs#top", "returns-and-exchanges"],
    ["/pages/caf%C3%A9", "café"],
    ["/pages/100%", "100%"],
    ["/", ""],
    ["https://help.example.com", ""],
  ])("reads %s as %j", (url, slug) => {
    expect(redirectSlug(url)).toBe(slug);
  });
});
