import { renderToString } from "react-dom/server";
import { SolekitProvider, useBookings, useDashboard, useOffers } from "../../src/index";
import { sandboxConfig, sandboxOfferBanners } from "../../src/sandbox";
import { createWorld } from "../../src/sandbox/world";
import { minimalConfig } from "../support/every-hook";

function Sections({ banners }: { banners: Parameters<typeof useOffers>[0]["banners"] }) {
  const dashboard = useDashboard();
  const offers = useOffers({ banners });
  const bookings = useBookings();
  return (
    <pre>
      {JSON.stringify({
        dashboard: dashboard.status,
        offers: offers.banners.length,
        widget: bookings.widget?.retailerCode ?? null,
      })}
    </pre>
  );
}

describe("the dashboard, offers and bookings hooks on the server", () => {
  const banners = sandboxOfferBanners(createWorld({ seed: 1, catalogueSize: 200 }).products);

  it("render signed in: the dashboard loads on the client, the offers and the widget are there at once", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <SolekitProvider
        config={sandboxConfig({ customer: { id: "7001", logged: true, signature: "sig" } })}
        serverUrl="https://shop.solekit.test/account"
      >
        <Sections banners={banners} />
      </SolekitProvider>,
    );
    expect(html).toContain("&quot;offers&quot;:7");
    expect(html).toContain("&quot;widget&quot;:&quot;FITCLUB-SANDBOX&quot;");
    expect(html).not.toContain("&quot;dashboard&quot;:&quot;success&quot;");
  });

  it("render under the README's minimal config: the dashboard says why, nothing throws", () => {
    const html = renderToString(
      <SolekitProvider config={minimalConfig()} serverUrl="https://shop.solekit.test/account">
        <Sections banners={[]} />
      </SolekitProvider>,
    );
    expect(html).toContain("&quot;dashboard&quot;:&quot;error&quot;");
    expect(html).toContain("&quot;offers&quot;:0");
    expect(html).toContain("&quot;widget&quot;:null");
  });
});
