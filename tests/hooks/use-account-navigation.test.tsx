// @vitest-environment jsdom
import { act, render, renderHook, screen } from "@testing-library/react";
import { useAccountNavigation } from "../../src/hooks/account";
import { SolekitProvider } from "../../src/hooks/provider";
import { createMemoryStorage, createMemoryUrl, type UrlAdapter } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";

function wrapperAt(url: UrlAdapter) {
  const storage = createMemoryStorage();
  const config = sandboxConfig();
  return function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <SolekitProvider config={config} url={url} storage={storage}>
        {children}
      </SolekitProvider>
    );
  };
}

// A skinned navigation: the side links and the section heading, as an agency would build them.
function AccountShell() {
  const nav = useAccountNavigation({ id: "acc" });
  return (
    <div>
      <nav {...nav.getNavProps()}>
        <button {...nav.getMenuButtonProps()}>Menu</button>
        <ul {...nav.getMenuProps()}>
          {nav.items.map((item) => (
            <li key={item.section}>
              <a {...nav.getLinkProps({ section: item.section })}>{item.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <h1 {...nav.getHeadingProps()}>{nav.title}</h1>
    </div>
  );
}

describe("useAccountNavigation on a memory URL", () => {
  it("reads the route the page opened on", () => {
    const url = createMemoryUrl("https://shop.solekit.test/account?section=orders&page=3");
    const { result } = renderHook(() => useAccountNavigation(), { wrapper: wrapperAt(url) });
    expect(result.current.route).toEqual({
      kind: "section",
      section: "orders",
      child: null,
      edit: false,
      page: 3,
    });
    expect(result.current.title).toBe("Orders");
    expect(result.current.status).toBe("success");
  });

  it("says '404: {path} Not found.' for an unknown section", () => {
    const url = createMemoryUrl("https://shop.solekit.test/account?section=gift-cards");
    const { result } = renderHook(() => useAccountNavigation(), { wrapper: wrapperAt(url) });
    expect(result.current.title).toBe("404: gift-cards Not found.");
  });

  it("navigates through the URL adapter and follows it, the back link to the section shown before", () => {
    const url = createMemoryUrl("https://shop.solekit.test/account?section=fit-club");
    const { result } = renderHook(() => useAccountNavigation(), { wrapper: wrapperAt(url) });
    act(() => result.current.navigate({ section: "orders", page: 2 }));
    expect(url.current().search).toBe("?section=orders&page=2");
    expect(result.current.route).toMatchObject({ section: "orders", page: 2 });
    expect(result.current.backLink?.text).toBe("Back to My Rewards");
    // Back and Forward come as URL changes the hook did not make.
    act(() => url.navigate("/account?section=addresses"));
    expect(result.current.title).toBe("Addresses");
  });

  it("follows a link in place, closes the menu and moves focus to the new section's heading", async () => {
    vi.useFakeTimers();
    try {
      const url = createMemoryUrl("https://shop.solekit.test/account");
      render(<AccountShell />, { wrapper: wrapperAt(url) });
      const menuButton = screen.getByRole("button", { name: "Menu" });
      act(() => menuButton.click());
      expect(menuButton.getAttribute("aria-expanded")).toBe("true");
      expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");

      act(() => screen.getByRole("link", { name: "Kids' profiles" }).click());
      expect(url.current().search).toBe("?section=kids-profiles");
      expect(menuButton.getAttribute("aria-expanded")).toBe("false");
      const heading = screen.getByRole("heading", { level: 1 });
      expect(heading.textContent).toBe("Kids' profiles");
      expect(screen.getByRole("link", { name: "Kids' profiles" }).getAttribute("aria-current")).toBe("page");
      expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
      act(() => vi.runAllTimers());
      expect(document.activeElement).toBe(heading);

      // A page number moves nothing.
      screen.getByRole("link", { name: "Orders" }).focus();
      act(() => url.navigate("/account?section=kids-profiles&page=2"));
      act(() => vi.runAllTimers());
      expect(document.activeElement).toBe(screen.getByRole("link", { name: "Orders" }));
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves a Ctrl-click to the browser", () => {
    const url = createMemoryUrl("https://shop.solekit.test/account");
    render(<AccountShell />, { wrapper: wrapperAt(url) });
    const link = screen.getByRole("link", { name: "Orders" });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(url.current().search).toBe("");
  });
});
