// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { useBookings, useOffers } from "../../src/hooks/account";
import type { OfferBanner } from "../../src/rules/offers";
import { SANDBOX_BOOKING_RETAILER_CODE, sandboxConfig, sandboxOfferBanners } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

describe("useOffers on the sandbox's banner list", () => {
  it("renders all three banner types, skips the unknown one, and sanitises every body", () => {
    const banners = sandboxOfferBanners(env.sandbox.world.products);
    const { result } = renderHook(() => useOffers({ banners }), { wrapper: sandboxWrapper() });
    const views = result.current.banners;
    expect(result.current.emptyText).toBeNull();
    expect(new Set(views.map((view) => view.type))).toEqual(
      new Set(["full_banner", "split_banner", "image_banner"]),
    );
    expect(views).toHaveLength(banners.length - 1);
    expect(JSON.stringify(views)).not.toMatch(/<script|onerror|javascript:|alert\(/i);
    const positions = new Set(
      views.flatMap((view) => view.panels.map((p) => `${p.vertical}-${p.horizontal}`)),
    );
    expect(positions.size).toBeGreaterThanOrEqual(5);
    const colours = new Set(
      views.flatMap((view) => view.panels.flatMap((p) => [p.background, p.textColour])),
    );
    expect(colours.size).toBe(9);
  });

  it("drops a CTA that leads off the shop, and keeps one to a host the configuration allows", () => {
    const banners: OfferBanner[] = [
      { type: "full_banner", title: "Help", cta: { title: "Ask us", url: "https://help.solekit.test/ask" } },
    ];
    const plain = renderHook(() => useOffers({ banners }), { wrapper: sandboxWrapper() });
    expect(plain.result.current.banners[0]?.panels[0]?.cta).toBeNull();
    const config = sandboxConfig();
    const allowed = renderHook(() => useOffers({ banners }), {
      wrapper: sandboxWrapper({
        config: { ...config, shop: { ...config.shop, redirectHosts: ["help.solekit.test"] } },
      }),
    });
    expect(allowed.result.current.banners[0]?.panels[0]?.cta).toEqual({
      text: "Ask us",
      href: "https://help.solekit.test/ask",
    });
  });

  it("says there are no offers when the list is empty", () => {
    const { result } = renderHook(() => useOffers({ banners: [] }), { wrapper: sandboxWrapper() });
    expect(result.current.emptyText).toBe("There are no member offers right now. Check back soon.");
  });
});

describe("useBookings", () => {
  it("gives the booking manager the retailer code, shop domain and customer id from the configuration", async () => {
    const customer = await env.sandbox.customerSession();
    const { result } = renderHook(() => useBookings(), {
      wrapper: sandboxWrapper({ config: sandboxConfig({ customer }) }),
    });
    expect(result.current.widget).toEqual({
      retailerCode: SANDBOX_BOOKING_RETAILER_CODE,
      shopDomain: "shop.solekit.test",
      customerId: customer.id,
    });
    expect(result.current.getWidgetProps({ className: "widget" })).toEqual({
      className: "widget",
      "data-retailer-code": SANDBOX_BOOKING_RETAILER_CODE,
      "data-shop-domain": "shop.solekit.test",
      "data-customer-id": customer.id,
    });
  });

  it("has the banner's two links: the booking anchor and Learn more, which navigates", () => {
    const { result } = renderHook(() => useBookings(), { wrapper: sandboxWrapper() });
    expect(result.current.banner).toMatchObject({
      bookText: "Book an expert fitting",
      bookHref: "#book-a-fitting",
      learnMoreText: "Learn more",
      learnMoreHref: "/pages/book-a-fitting",
    });
    expect(result.current.getLearnMoreLinkProps()).toEqual({
      href: "/pages/book-a-fitting",
      "data-booking-fallback": "",
    });
  });

  it("has no widget without a bookings section in the configuration", () => {
    const { bookings: _omitted, ...config } = sandboxConfig();
    const { result } = renderHook(() => useBookings(), { wrapper: sandboxWrapper({ config }) });
    expect(result.current.widget).toBeNull();
    expect(result.current.banner.bookText).toBe("Book an expert fitting");
  });
});
