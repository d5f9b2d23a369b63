import { renderToString } from "react-dom/server";
import { useBookAFitting } from "../../src/hooks/book-a-fitting";
import { SolekitProvider } from "../../src/hooks/provider";
import { useAnnouncementBar, useAutoScroller, useMarquee } from "../../src/hooks/rotator";
import { useGridColumns, useRecordProductView } from "../../src/hooks/stored-keys";
import { useTouchNavigation } from "../../src/hooks/touch-navigation";
import { useVisibility } from "../../src/hooks/visibility";
import { sandboxConfig } from "../../src/sandbox";

function Chrome() {
  const bar = useAnnouncementBar({ count: 2, id: "bar" });
  const strip = useAutoScroller({ count: 3, id: "strip" });
  const marquee = useMarquee({ id: "brands" });
  const nav = useTouchNavigation({ id: "nav" });
  const drawer = useVisibility({ name: "size-guide" });
  const booking = useBookAFitting({ widget: { open: () => false } });
  const { columns } = useGridColumns();
  useRecordProductView("SKU-1");
  return (
    <>
      <div {...bar.getRootProps({ "aria-label": "Announcements" })}>
        <p {...bar.getItemProps(0)}>One</p>
        <p {...bar.getItemProps(1)}>Two</p>
      </div>
      <div {...strip.getViewportProps()} />
      <ul {...marquee.getTrackProps()} />
      <nav {...nav.getNavProps()}>
        <a href="/collections/shop-all" {...nav.getLinkProps("kids", true)}>
          Kids
        </a>
      </nav>
      <aside {...drawer.getContentProps({ "aria-label": "Size guide" })} />
      <a {...booking.getLinkProps()}>Book</a>
      <p>columns: {String(columns)}</p>
    </>
  );
}

describe("theme widgets on the server", () => {
  it("render without a window: first announcement shown, drawer hidden, booking link on its hash", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <SolekitProvider config={sandboxConfig()}>
        <Chrome />
      </SolekitProvider>,
    );
    expect(html).toContain('id="bar-item-1"');
    expect(html).toMatch(/id="bar-item-1"[^>]*hidden=""/);
    expect(html).toMatch(/id="size-guide-content"[^>]*hidden=""/);
    expect(html).toContain('href="#book-a-fitting"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain("animation-duration:10000ms");
    expect(html).toContain("columns: <!-- -->null");
  });
});
