import { renderToString } from "react-dom/server";
import { useCarouselScroll } from "../../src/hooks/carousel";
import { SolekitProvider } from "../../src/hooks/provider";
import { useRecommendations } from "../../src/hooks/recommendations";
import { useResultTracking } from "../../src/hooks/tracking";
import { sandboxConfig } from "../../src/sandbox";

const tabs = [
  { id: "new", label: "New arrivals", collection: "new-arrivals" },
  { id: "sale", label: "Sale", profile: "collection-sale" },
];

function Carousel() {
  const carousel = useRecommendations({ kind: "tabbed", tabs });
  const scroll = useCarouselScroll();
  useResultTracking({ results: [], context: { type: "search", query: "boots" } });
  return (
    <section {...scroll.getRootProps("h")}>
      <button {...scroll.getNextButtonProps()} />
      <div {...carousel.getTabListProps({ "aria-labelledby": "h" })}>
        {carousel.tabs.map((tab) => (
          <button key={tab.id} {...carousel.getTabProps(tab)}>
            {tab.label}
          </button>
        ))}
      </div>
      <p>{carousel.status}</p>
    </section>
  );
}

describe("carousels on the server", () => {
  it("render their loading state and tabs without a window", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <SolekitProvider config={sandboxConfig()}>
        <Carousel />
      </SolekitProvider>,
    );
    expect(html).toContain('role="tablist"');
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain("<p>loading</p>");
  });
});
