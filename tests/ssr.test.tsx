import { renderToString } from "react-dom/server";
import { SolekitProvider, useProductList } from "../src/index";
import { sandboxConfig } from "../src/sandbox/index";

function Shelf() {
  const list = useProductList({ collection: "sale" });
  return <p>{list.status}</p>;
}

describe("server-side rendering", () => {
  it("imports every entry point without a window", async () => {
    expect(typeof window).toBe("undefined");
    const entries = await Promise.all([
      import("../src/index"),
      import("../src/machines/index"),
      import("../src/clients/index"),
      import("../src/rules/index"),
      import("../src/sandbox/index"),
    ]);
    for (const entry of entries) expect(Object.keys(entry).length).toBeGreaterThan(0);
  });

  it("renders the provider and a hook to a string", () => {
    const html = renderToString(
      <SolekitProvider config={sandboxConfig()}>
        <Shelf />
      </SolekitProvider>,
    );
    expect(html).toBe("<p>loading</p>");
  });
});
