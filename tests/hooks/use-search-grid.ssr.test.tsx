import { renderToString } from "react-dom/server";
import { SolekitProvider } from "../../src/hooks/provider";
import { useSearchGrid } from "../../src/hooks/search-grid";
import { createMemoryUrl } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";

function Grid() {
  const grid = useSearchGrid({ infiniteScroll: true });
  return (
    <section>
      <h1>{grid.heading}</h1>
      <ul {...grid.getGridProps()}>
        {Array.from({ length: grid.skeletonsAfter }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
          <li key={i} />
        ))}
      </ul>
      <div {...grid.getSentinelProps("next")} />
    </section>
  );
}

describe("useSearchGrid on the server", () => {
  it("renders the loading grid without a window", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <SolekitProvider
        config={sandboxConfig()}
        url={createMemoryUrl("https://shop.solekit.test/search?query=boots")}
      >
        <Grid />
      </SolekitProvider>,
    );
    expect(html).toContain("<h1>Searching for boots</h1>");
    expect(html.match(/<li>/g)).toHaveLength(12);
    expect(html).toContain('data-root-margin="0px 0px 300px 0px"');
  });
});
