// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from "@testing-library/react";
import { type ReactNode, StrictMode, useState } from "react";
import { useCart } from "../../src/hooks/cart";
import { SolekitProvider, useSolekit } from "../../src/hooks/provider";
import { createMemoryStorage, createMemoryUrl } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

startSandboxServer();

const url = createMemoryUrl("https://shop.solekit.test/");
const storage = createMemoryStorage();

/** `GET /cart` requests sent (msw still answers them). */
function spyOnCartReads() {
  const spy = vi.spyOn(globalThis, "fetch");
  return () =>
    spy.mock.calls
      .map(([input, init]) => ({
        url: new URL(input instanceof Request ? input.url : String(input)),
        method: (input instanceof Request ? input.method : init?.method) ?? "GET",
      }))
      .filter(({ url, method }) => url.pathname === "/cart" && method === "GET").length;
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

function CartCount() {
  const cart = useCart();
  return <p>{cart.isLoaded ? `${cart.itemCount} items` : "loading"}</p>;
}

/** A host that writes its config (and messages) inline, as the README does, and re-renders. */
function InlineHost({ children }: { children: ReactNode }) {
  const [renders, setRenders] = useState(0);
  const { search, shop } = sandboxConfig();
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        re-render {renders}
      </button>
      <SolekitProvider
        config={{ search: { ...search }, shop: { ...shop, redirectHosts: ["help.solekit.test"] } }}
        messages={{ searchPlaceholder: "Find shoes" }}
        url={url}
        storage={storage}
      >
        {children}
      </SolekitProvider>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  setVisibility("visible");
});

describe("SolekitProvider with an inline config", () => {
  it("keeps its runtime while the config's content is the same: 3 re-renders, 1 cart read", async () => {
    const cartReads = spyOnCartReads();
    const view = render(<CartCount />, { wrapper: InlineHost });
    await waitFor(() => expect(view.getByText("0 items")).toBeTruthy());
    for (let i = 0; i < 3; i++) act(() => view.getByRole("button").click());
    expect(view.getByRole("button").textContent).toBe("re-render 3");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.textContent).toContain("0 items");
    expect(cartReads()).toBe(1);
  });

  it("sends one GET /cart on a tab switch after re-renders", async () => {
    const view = render(<CartCount />, { wrapper: InlineHost });
    await waitFor(() => expect(view.getByText("0 items")).toBeTruthy());
    for (let i = 0; i < 3; i++) act(() => view.getByRole("button").click());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cartReads = spyOnCartReads();
    act(() => setVisibility("hidden"));
    act(() => setVisibility("visible"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cartReads()).toBe(1);
  });

  it("gives the hooks the same runtime across re-renders with equal config and messages", () => {
    const seen = new Set<unknown>();
    const { rerender } = renderHook(() => seen.add(useSolekit()), { wrapper: InlineHost });
    rerender();
    rerender();
    expect(seen.size).toBe(1);
  });
});

describe("SolekitProvider replacing its runtime", () => {
  function Host({ siteId, children }: { siteId: string; children: ReactNode }) {
    const config = sandboxConfig();
    return (
      <SolekitProvider
        config={{ ...config, search: { ...config.search, siteId } }}
        url={url}
        storage={storage}
      >
        {children}
      </SolekitProvider>
    );
  }

  it("builds a new runtime when the config's content changes, and stops the old one's shared actors", async () => {
    const runtimes: ReturnType<typeof useSolekit>[] = [];
    function Probe() {
      const runtime = useSolekit();
      if (runtimes.at(-1) !== runtime) runtimes.push(runtime);
      return <CartCount />;
    }
    const view = render(
      <Host siteId="sandbox">
        <Probe />
      </Host>,
    );
    await waitFor(() => expect(view.getByText("0 items")).toBeTruthy());
    const [first] = runtimes;
    const oldActors = [...(first?.sharedActors ?? [])];
    expect(oldActors.length).toBeGreaterThan(0);
    view.rerender(
      <Host siteId="other">
        <Probe />
      </Host>,
    );
    expect(runtimes).toHaveLength(2);
    await waitFor(() => {
      for (const actor of oldActors) expect(actor.getSnapshot().status).toBe("stopped");
    });
    expect([...(runtimes[1]?.sharedActors ?? [])].every((a) => a.getSnapshot().status === "active")).toBe(
      true,
    );
  });

  it("keeps its shared actors through StrictMode's remount", async () => {
    const cartReads = spyOnCartReads();
    const view = render(
      <StrictMode>
        <InlineHost>
          <CartCount />
        </InlineHost>
      </StrictMode>,
    );
    await waitFor(() => expect(view.getByText("0 items")).toBeTruthy());
    act(() => view.getByRole("button").click());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cartReads()).toBe(1);
    const reads = cartReads();
    act(() => setVisibility("hidden"));
    act(() => setVisibility("visible"));
    await waitFor(() => expect(cartReads()).toBe(reads + 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cartReads()).toBe(reads + 1);
  });
});
