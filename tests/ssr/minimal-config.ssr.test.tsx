import { renderToString } from "react-dom/server";
import { SolekitProvider } from "../../src/index";
import { EveryHook, minimalConfig } from "../support/every-hook";

describe("every public hook under the README's minimal config, on the server", () => {
  it("renders without a loyalty or backInStock section", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <SolekitProvider config={minimalConfig()} serverUrl="https://shop.solekit.test/products/runner">
        <EveryHook handle="runner" />
      </SolekitProvider>,
    );
    expect(html).toContain("&quot;signIn&quot;:&quot;idle&quot;");
    expect(html).toContain("&quot;productForm&quot;:&quot;loading&quot;");
  });
});
