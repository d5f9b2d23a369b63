// @vitest-environment jsdom
// Each reference page rendered on the server (renderToString, no window), then hydrated in a DOM
// (hydrateRoot), as an app that renders on a server does it: the server's provider gets the
// request's URL (`serverUrl`), the browser's reads its own location and storage. Any hydration
// warning fails: React's recoverable errors and anything it logs with console.error.
import { act, waitFor } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { SolekitProvider } from "../../src/index";
import { GRID_COLUMNS_STORAGE_KEY, GUEST_WISHLIST_STORAGE_KEY } from "../../src/rules/keys";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { GridPage, Header, HomePage, ProductPage, SignInWidget } from "./reference-pages";

const env = startSandboxServer();
const ORIGIN = window.location.origin;
const config = sandboxConfig();

/** The page as the app renders it: the provider (given the request's URL on the server) and the page. */
function App({ serverUrl, children }: { serverUrl?: string; children: ReactNode }) {
  return (
    <SolekitProvider config={config} serverUrl={serverUrl}>
      <Header />
      {children}
    </SolekitProvider>
  );
}

/** Renders on a "server": no window, document or web storage while React renders to a string. */
function renderOnServer(path: string, page: ReactNode): string {
  vi.stubGlobal("window", undefined);
  vi.stubGlobal("document", undefined);
  vi.stubGlobal("localStorage", undefined);
  vi.stubGlobal("sessionStorage", undefined);
  try {
    return renderToString(<App serverUrl={`${ORIGIN}${path}`}>{page}</App>);
  } finally {
    vi.unstubAllGlobals();
  }
}

let root: Root | null = null;
const warnings: string[] = [];

/**
 * Server-renders `page` at `path`, loads the HTML into the document and hydrates it there, at the
 * history entry's `state`, under StrictMode when `strict` (as a development build runs).
 */
async function serveAndHydrate(
  path: string,
  page: ReactNode,
  { state = null as unknown, strict = false, hash = "" } = {},
) {
  const html = renderOnServer(path, page);
  // A hash stays in the browser: the server never receives it.
  window.history.replaceState(state, "", `${path}${hash}`);
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = html;
  document.body.replaceChildren(container);
  await act(async () => {
    const app = <App>{page}</App>;
    root = hydrateRoot(container, strict ? <StrictMode>{app}</StrictMode> : app, {
      onRecoverableError: (error) => warnings.push(`recoverable: ${String(error)}`),
    });
  });
  return { html, container };
}

beforeEach(() => {
  warnings.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(" "));
  });
  vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  sessionStorage.clear();
  localStorage.clear();
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.restoreAllMocks();
});

const text = (container: Element) => container.textContent ?? "";

describe("server rendering, then hydration in the browser, without a warning", () => {
  it("home", async () => {
    const { container } = await serveAndHydrate("/", <HomePage />);
    await waitFor(() => expect(text(container)).toMatch(/\d+ on sale/));
    expect(warnings).toEqual([]);
  });

  it("a guest's stored wishlist: the header's count arrives after hydration", async () => {
    const product = env.sandbox.world.products.find((p) => p.published && p.kind === "shoe");
    const variant = product?.variants[0];
    if (!product || !variant) throw new Error("no shoe");
    localStorage.setItem(GUEST_WISHLIST_STORAGE_KEY, JSON.stringify([`${product.id}:${variant.id}`]));
    const { html, container } = await serveAndHydrate("/", <HomePage />);
    expect(html).toContain("Wishlist <!-- -->0");
    await waitFor(() => expect(text(container)).toContain("Wishlist 1"));
    expect(warnings).toEqual([]);
  });

  it("the guest link /#account: the account modal opens after hydration", async () => {
    const { container } = await serveAndHydrate("/", <HomePage />, { hash: "#account" });
    await waitFor(() =>
      expect(container.querySelector("a[aria-haspopup=dialog]")?.getAttribute("aria-expanded")).toBe("true"),
    );
    expect(warnings).toEqual([]);
  });

  it("search with ?query=: the server renders the request's query", async () => {
    localStorage.setItem(GRID_COLUMNS_STORAGE_KEY, "2"); // the shopper's column choice, read after hydration
    const { html, container } = await serveAndHydrate("/search?query=sneakers", <GridPage />);
    expect(html).toContain("Searching for sneakers");
    await waitFor(() => expect(container.querySelector("[role=status]")?.textContent).toMatch(/\d/));
    expect(text(container)).toContain("columns 2");
    expect(warnings).toEqual([]);
  });

  it("a collection", async () => {
    const { container } = await serveAndHydrate("/collections/sale", <GridPage collection="sale" />);
    await waitFor(() => expect(container.querySelectorAll("li:not(.skeleton)").length).toBeGreaterThan(0));
    expect(warnings).toEqual([]);
  });

  it("a product page with ?variant=", async () => {
    const product = env.sandbox.world.products.find(
      (p) => p.published && p.kind === "shoe" && p.variants.length > 2,
    );
    const variant = product?.variants[1];
    if (!product || !variant) throw new Error("no shoe with sizes");
    const { container } = await serveAndHydrate(
      `/products/${product.handle}?variant=${variant.id}`,
      <ProductPage handle={product.handle} />,
    );
    await waitFor(() => expect(container.querySelectorAll("[role=radio]").length).toBeGreaterThan(0));
    expect(container.querySelector("[role=radio][aria-checked=true]")?.id).toContain(String(variant.id));
    expect(warnings).toEqual([]);
  });

  it("the sign-in widget", async () => {
    const { container } = await serveAndHydrate("/account", <SignInWidget />);
    expect(container.querySelector("h2")?.textContent).toBe("Sign in or join");
    await act(async () => undefined);
    expect(warnings).toEqual([]);
  });

  it.each([
    ["", false],
    [", under StrictMode", true],
  ])("a grid restored after Back: restored after hydration, with no search request%s", async (_, strict) => {
    // The shopper's visit: two pages loaded, then off to a product (the grid saves itself).
    window.history.replaceState(null, "", "/search?query=boots");
    const visit = document.createElement("div");
    document.body.replaceChildren(visit);
    const first = createRoot(visit);
    await act(async () => first.render(<App>{<GridPage />}</App>));
    const loadMore = () => [...visit.querySelectorAll("button")].find((b) => b.textContent === "Load More");
    await waitFor(() => expect(loadMore()).toBeTruthy());
    await act(async () => loadMore()?.click());
    await waitFor(() => expect(window.location.search).toBe("?query=boots&page=2"));
    const shown = [...visit.querySelectorAll("li:not(.skeleton)")].map((li) => li.textContent);
    Object.defineProperty(window, "scrollY", { value: 640, configurable: true });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    const entry = { url: window.location.pathname + window.location.search, state: window.history.state };
    act(() => first.unmount());
    expect(shown.length).toBeGreaterThan(24);

    // Back to it: a reload of that entry renders on the server (no history state there), then hydrates.
    const searches = vi.spyOn(globalThis, "fetch");
    const { html, container } = await serveAndHydrate(entry.url, <GridPage />, {
      state: entry.state,
      strict,
    });
    expect(html).toContain('class="skeleton"');
    await waitFor(() =>
      expect([...container.querySelectorAll("li:not(.skeleton)")].map((li) => li.textContent)).toEqual(shown),
    );
    // Its scroll position comes back once the restored grid has rendered.
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
    const searchRequests = searches.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes("/search.json"),
    );
    expect(searchRequests).toHaveLength(0);
    expect(warnings).toEqual([]);
  });
});
