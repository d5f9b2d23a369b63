// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useCarouselScroll } from "../../src/hooks/carousel";
import { sandboxWrapper } from "./wrapper";

/** Gives the list jsdom's missing layout: a view of 300 px over 1200 px of products. */
function layOut(list: HTMLElement, scrollLeft = 0) {
  let position = scrollLeft;
  Object.defineProperty(list, "clientWidth", { configurable: true, value: 300 });
  Object.defineProperty(list, "scrollWidth", { configurable: true, value: 1200 });
  Object.defineProperty(list, "scrollLeft", {
    configurable: true,
    get: () => position,
    set: (value: number) => {
      position = value;
    },
  });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    position = Math.min(900, Math.max(0, position + (options.left ?? 0)));
  });
  list.scrollBy = scrollBy as unknown as HTMLElement["scrollBy"];
  fireEvent.scroll(list);
  return scrollBy;
}

function Carousel() {
  const scroll = useCarouselScroll();
  return (
    <section {...scroll.getRootProps("heading")}>
      <h2 id="heading">Popular right now</h2>
      <button {...scroll.getPreviousButtonProps()} />
      <button {...scroll.getNextButtonProps()} />
      <ul {...scroll.getViewportProps()} aria-label="Popular right now">
        <li>One</li>
      </ul>
    </section>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("useCarouselScroll", () => {
  it("names the region and wires the buttons to the list", () => {
    render(<Carousel />, { wrapper: sandboxWrapper() });
    const region = screen.getByRole("region", { name: "Popular right now" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    const list = screen.getByRole("list", { name: "Popular right now" });
    expect(list.tabIndex).toBe(0);
    for (const name of ["Previous products", "Next products"]) {
      const button = screen.getByRole("button", { name });
      expect(button.getAttribute("type")).toBe("button");
      expect(button.getAttribute("aria-controls")).toBe(list.id);
    }
  });

  it("disables each button at its end and scrolls one view per click", () => {
    render(<Carousel />, { wrapper: sandboxWrapper() });
    const list = screen.getByRole("list");
    const previous = screen.getByRole("button", { name: "Previous products" });
    const next = screen.getByRole("button", { name: "Next products" });
    // Nothing measured yet (or nothing to scroll): both ends reached.
    expect(next.getAttribute("aria-disabled")).toBe("true");

    const scrollBy = layOut(list);
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    expect(next.getAttribute("aria-disabled")).toBe("false");

    fireEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: "smooth" });
    act(() => void fireEvent.scroll(list));
    expect(previous.getAttribute("aria-disabled")).toBe("false");

    fireEvent.click(next);
    fireEvent.click(next);
    act(() => void fireEvent.scroll(list));
    expect(list.scrollLeft).toBe(900);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(3);

    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: "smooth" });
  });

  it("jumps instead of animating when the shopper prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    render(<Carousel />, { wrapper: sandboxWrapper() });
    const scrollBy = layOut(screen.getByRole("list"));
    fireEvent.click(screen.getByRole("button", { name: "Next products" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: "auto" });
  });

  it("takes the button labels from the message catalogue", () => {
    render(<Carousel />, {
      wrapper: sandboxWrapper({ messages: { carouselPrevious: "Zurück", carouselNext: "Weiter" } }),
    });
    const labels = screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"));
    expect(labels).toEqual(["Zurück", "Weiter"]);
  });
});

describe("useCarouselScroll as products arrive", () => {
  it("enables Next once more products than a view holds arrive, and under StrictMode", async () => {
    function Growing({ count }: { count: number }) {
      const scroll = useCarouselScroll();
      return (
        <section {...scroll.getRootProps("heading")}>
          <button {...scroll.getNextButtonProps()} />
          <ul {...scroll.getViewportProps()} aria-label="Popular right now">
            {["One", "Two", "Three", "Four"].slice(0, count).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      );
    }
    const { rerender } = render(<Growing count={1} />, { wrapper: sandboxWrapper(), reactStrictMode: true });
    const list = screen.getByRole("list");
    let width = 300;
    Object.defineProperty(list, "clientWidth", { configurable: true, value: 300 });
    Object.defineProperty(list, "scrollWidth", { configurable: true, get: () => width });
    const next = screen.getByRole("button", { name: "Next products" });
    expect(next.getAttribute("aria-disabled")).toBe("true");
    width = 1200;
    rerender(<Growing count={4} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(next.getAttribute("aria-disabled")).toBe("false");
  });
});
