// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { SolekitProvider, useClient, useMessages, useSolekit } from "../../src/hooks/provider";
import type { SolekitRuntime } from "../../src/hooks/provider/solekit-runtime";
import { searchMessages } from "../../src/rules/messages";
import { SolekitConfigError } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { sandboxWrapper } from "./wrapper";

describe("SolekitProvider", () => {
  it("exposes the validated configuration with defaults", () => {
    const { result } = renderHook(() => useSolekit(), { wrapper: sandboxWrapper() });
    expect(result.current.config.search.siteId).toBe("sandbox");
    expect(result.current.config.backInStock?.revision).toBe("2024-06-15");
  });

  it("lays message overrides over the part of the catalogue a hook asks for", () => {
    const { result, rerender } = renderHook(() => useMessages(searchMessages), {
      wrapper: sandboxWrapper({ messages: { searchPlaceholder: "Find shoes", selectSize: "Pick a size" } }),
    });
    const first = result.current;
    expect(first.searchPlaceholder).toBe("Find shoes");
    expect(first.searchOpenLabel).toBe("Search our range of products");
    rerender();
    expect(result.current).toBe(first);
  });

  it("keeps only the host app's overrides in the runtime, not a whole catalogue", () => {
    const { result } = renderHook(() => useSolekit().messages, {
      wrapper: sandboxWrapper({ messages: { searchPlaceholder: "Find shoes" } }),
    });
    expect(result.current).toEqual({ searchPlaceholder: "Find shoes" });
  });

  it("throws a configuration error naming the field", () => {
    const config = { ...sandboxConfig(), search: { siteId: "" } };
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() =>
      renderHook(() => useSolekit(), {
        wrapper: ({ children }) => <SolekitProvider config={config}>{children}</SolekitProvider>,
      }),
    ).toThrow(SolekitConfigError);
    spy.mockRestore();
  });

  it("refuses hooks outside the provider with a clear message", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useSolekit())).toThrow("useSolekit must be used inside <SolekitProvider>.");
    spy.mockRestore();
  });

  it("builds each client once per provider", () => {
    const factory = vi.fn((runtime: SolekitRuntime) => ({ site: runtime.config.search.siteId }));
    const { result, rerender } = renderHook(() => useClient(factory), { wrapper: sandboxWrapper() });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it("uses the browser's history and storage by default", () => {
    const { result } = renderHook(() => useSolekit(), {
      wrapper: ({ children }) => <SolekitProvider config={sandboxConfig()}>{children}</SolekitProvider>,
    });
    // A new search on the page shown goes in place (another page would load in full).
    result.current.url.navigate(`${window.location.pathname}?query=boots`);
    expect(window.location.search).toBe("?query=boots");
    result.current.storage.setItem("k", "v");
    expect(window.localStorage.getItem("k")).toBe("v");
    result.current.storage.setCookie("ssShopperId", "abc", { days: 365 });
    expect(result.current.storage.getCookie("ssShopperId")).toBe("abc");
  });
});
