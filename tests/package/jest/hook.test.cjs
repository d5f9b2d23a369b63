// Jest 29, CommonJS, jsdom at https://shop.example.com/search?query=sneakers: the README's
// minimal configuration (a search section and a shop domain, no loyalty or backInStock), on the
// sandbox's hosts so its requests get answers, rendered through @testing-library/react.
const { fireEvent, render, screen, waitFor } = require("@testing-library/react");
const { createElement: h } = require("react");
const { setupServer } = require("msw/node");
const { SolekitProvider, useQuickSearch, useSearchGrid } = require("solekit");
const { sandboxConfig, sandboxHandlers } = require("solekit/sandbox");

const server = setupServer(...sandboxHandlers({ catalogueSize: 400 }));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

function SearchPage() {
  const qs = useQuickSearch();
  const grid = useSearchGrid();
  const options = qs.options.map((item) =>
    h("li", { key: item.index, ...qs.getOptionProps({ item }) }, item.label),
  );
  return h(
    "main",
    null,
    h("button", qs.getOpenButtonProps(), "Search"),
    qs.isOpen
      ? h("div", qs.getDialogProps(), h("input", qs.getInputProps()), h("ul", qs.getListboxProps(), options))
      : null,
    h("h1", null, grid.heading),
  );
}

test("the search page's hooks read the URL, load from the service and suggest while typing", async () => {
  const { search, shop } = sandboxConfig();
  render(h(SolekitProvider, { config: { search, shop } }, h(SearchPage)));
  expect(screen.getByRole("heading").textContent).toBe("Searching for sneakers");
  await waitFor(() =>
    expect(screen.getByRole("heading").textContent).toMatch(/^Showing \d+ results for sneakers$/),
  );

  fireEvent.click(screen.getByRole("button", { name: "Search our range of products" }));
  fireEvent.change(screen.getByRole("combobox"), { target: { value: "snea" } });
  await waitFor(() => expect(screen.getAllByRole("option").length).toBeGreaterThan(0));
  expect(screen.getByRole("combobox").getAttribute("aria-expanded")).toBe("true");
});
