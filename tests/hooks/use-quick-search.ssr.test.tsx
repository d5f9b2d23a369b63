import { renderToString } from "react-dom/server";
import { SolekitProvider, useQuickSearch } from "../../src/index";
import { sandboxConfig } from "../../src/sandbox/index";

function SearchButton() {
  const qs = useQuickSearch({ id: "qs" });
  return <button {...qs.getOpenButtonProps()}>Search</button>;
}

describe("useQuickSearch during server-side rendering", () => {
  it("renders the closed button without a window and without requests", () => {
    expect(typeof window).toBe("undefined");
    const fetch = vi.spyOn(globalThis, "fetch");
    const html = renderToString(
      <SolekitProvider config={sandboxConfig()}>
        <SearchButton />
      </SolekitProvider>,
    );
    expect(html).toBe(
      '<button id="qs-open" type="button" aria-label="Search our range of products" aria-haspopup="dialog" aria-expanded="false" aria-controls="qs-dialog">Search</button>',
    );
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
