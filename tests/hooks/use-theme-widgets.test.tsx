// @vitest-environment jsdom
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { useBookAFitting } from "../../src/hooks/book-a-fitting";
import { useAnnouncementBar, useAutoScroller, useMarquee } from "../../src/hooks/rotator";
import { useGridColumns, useRecordProductView } from "../../src/hooks/stored-keys";
import { useTouchNavigation } from "../../src/hooks/touch-navigation";
import { useVisibility } from "../../src/hooks/visibility";
import {
  ANNOUNCEMENT_ROTATION_MS,
  AUTO_SCROLL_INTERVAL_MS,
  FITTING_DIALOG_RETRY_MS,
  SCROLLER_PAUSE_MS,
} from "../../src/rules/constants";
import { createMemoryStorage, createMemoryUrl } from "../../src/runtime";
import { sandboxWrapper } from "./wrapper";

// jsdom has no matchMedia: answer the two queries the rotators ask, switchable per test.
let reducedMotion = false;
let desktop = true;
beforeEach(() => {
  reducedMotion = false;
  desktop = true;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduced-motion") ? reducedMotion : desktop,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.useRealTimers());

function AnnouncementBar({ messages }: { messages: string[] }) {
  const bar = useAnnouncementBar({ count: messages.length, id: "bar" });
  return (
    <div {...bar.getRootProps({ "aria-label": "Announcements" })}>
      <div {...bar.getViewportProps()}>
        {messages.map((text, index) => (
          <p key={text} {...bar.getItemProps(index)}>
            <a href="/pages/shipping">{text}</a>
          </p>
        ))}
      </div>
      <button {...bar.getPauseButtonProps()} />
    </div>
  );
}

const MESSAGES = ["Free delivery over $100", "Book a free fitting", "Join Fit Club"];
const shown = () => screen.getAllByRole("group", { hidden: false }).find((el) => !el.hidden)?.textContent;

describe("useAnnouncementBar (5000 ms, paused on hover and focus, reduced motion)", () => {
  it("rotates every 5000 ms", () => {
    render(<AnnouncementBar messages={MESSAGES} />, { wrapper: sandboxWrapper() });
    expect(shown()).toBe(MESSAGES[0]);
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS));
    expect(shown()).toBe(MESSAGES[1]);
  });

  it("stands still while a link inside has focus, and after the pause button", () => {
    render(<AnnouncementBar messages={MESSAGES} />, { wrapper: sandboxWrapper() });
    act(() => screen.getByRole("link", { name: MESSAGES[0] }).focus());
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 3));
    expect(shown()).toBe(MESSAGES[0]);
    act(() => screen.getByRole("link", { name: MESSAGES[0] }).blur());
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 3));
    expect(shown()).toBe(MESSAGES[0]);
    fireEvent.click(screen.getByRole("button", { name: "Play" }));
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS));
    expect(shown()).toBe(MESSAGES[1]);
  });

  it("never rotates when the shopper prefers reduced motion", () => {
    reducedMotion = true;
    render(<AnnouncementBar messages={MESSAGES} />, { wrapper: sandboxWrapper() });
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_ROTATION_MS * 3));
    expect(shown()).toBe(MESSAGES[0]);
    expect(screen.getByRole("region", { name: "Announcements" }).dataset.paused).toBe("true");
  });
});

describe("useAutoScroller (2500 ms, resting 3000 ms after a touch) and useMarquee", () => {
  it("advances every 2500 ms and rests 3000 ms after a touch", () => {
    const { result } = renderHook(() => useAutoScroller({ count: 6 }), { wrapper: sandboxWrapper() });
    act(() => vi.advanceTimersByTime(AUTO_SCROLL_INTERVAL_MS));
    expect(result.current.index).toBe(1);
    act(() =>
      result.current
        .getRootProps()
        .onPointerDown({ pointerType: "touch", defaultPrevented: false, preventDefault() {} }),
    );
    act(() => vi.advanceTimersByTime(SCROLLER_PAUSE_MS - 1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1 + AUTO_SCROLL_INTERVAL_MS));
    expect(result.current.index).toBe(2);
  });

  it("gives the marquee 10000 ms on desktop and 3000 ms below 768 px", () => {
    const wide = renderHook(() => useMarquee(), { wrapper: sandboxWrapper() });
    expect(wide.result.current.getTrackProps().style.animationDuration).toBe("10000ms");
    desktop = false;
    const narrow = renderHook(() => useMarquee(), { wrapper: sandboxWrapper() });
    expect(narrow.result.current.getTrackProps().style.animationDuration).toBe("3000ms");
  });
});

describe("useBookAFitting (retry 500 ms, limit 5)", () => {
  it("opens from a #book-a-fitting hash and gives up after 5 attempts on a widget that never loads", async () => {
    const url = createMemoryUrl("https://shop.solekit.test/pages/help#book-a-fitting");
    const open = vi.fn(() => false);
    const { result } = renderHook(() => useBookAFitting({ widget: { open } }), {
      wrapper: sandboxWrapper({ url }),
    });
    await act(() => vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS * 4));
    expect(open).toHaveBeenCalledTimes(5);
    expect(result.current).toMatchObject({
      isUnavailable: true,
      errorMessage: "Online booking is not available right now.",
    });
    act(() => result.current.dismiss());
    expect(url.current().hash).toBe("");
  });

  it("opens from any link containing the marker", async () => {
    const open = vi.fn(() => true);
    function Page() {
      const booking = useBookAFitting({ widget: { open } });
      return (
        <>
          <a href="/pages/book-a-fitting#book-a-fitting">Book an expert fitting</a>
          <p data-testid="booking-state">{booking.isOpen ? "open" : "closed"}</p>
        </>
      );
    }
    render(<Page />, { wrapper: sandboxWrapper() });
    fireEvent.click(screen.getByRole("link", { name: "Book an expert fitting" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId("booking-state").textContent).toBe("open");
    expect(open).toHaveBeenCalled();
  });
});

describe("useVisibility and useTouchNavigation", () => {
  it("opens a drawer from its hash and moves focus into it", () => {
    const url = createMemoryUrl("https://shop.solekit.test/#size-guide");
    function Drawer() {
      const drawer = useVisibility({ name: "size-guide" });
      return <aside {...drawer.getContentProps({ "aria-label": "Size guide" })}>guide</aside>;
    }
    render(<Drawer />, { wrapper: sandboxWrapper({ url }) });
    act(() => vi.runAllTimers());
    const drawer = screen.getByRole("dialog", { name: "Size guide" });
    expect(drawer.hidden).toBe(false);
    expect(document.activeElement).toBe(drawer);
    fireEvent.keyDown(drawer, { key: "Escape" });
    expect(url.current().hash).toBe("");
  });

  it("keeps the first tap on a menu link with a submenu", () => {
    const { result } = renderHook(() => useTouchNavigation({ id: "main" }), { wrapper: sandboxWrapper() });
    const event = { defaultPrevented: false, preventDefault: vi.fn(), nativeEvent: { pointerType: "touch" } };
    act(() => result.current.getLinkProps("shop", true).onClick(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.openItem).toBe("shop");
  });
});

describe("stored keys: viewed products and column preferences (storefront §3)", () => {
  it("records viewed products in the 2555-day cookie, newest first", () => {
    const storage = createMemoryStorage();
    const setCookie = vi.spyOn(storage, "setCookie");
    const { rerender } = renderHook(({ sku }) => useRecordProductView(sku), {
      wrapper: sandboxWrapper({ storage }),
      initialProps: { sku: "SKU-1" as string | undefined },
    });
    rerender({ sku: "SKU-2" });
    expect(storage.getCookie("ssViewedProducts")).toBe("SKU-2,SKU-1");
    expect(setCookie).toHaveBeenLastCalledWith("ssViewedProducts", "SKU-2,SKU-1", { days: 2555 });
  });

  it("remembers the 2/3-column choice and ignores a tampered value", () => {
    const storage = createMemoryStorage({ "solekit-grid-columns": "7" });
    const first = renderHook(() => useGridColumns(), { wrapper: sandboxWrapper({ storage }) });
    expect(first.result.current.columns).toBeNull();
    act(() => first.result.current.setColumns(2));
    expect(storage.getItem("solekit-grid-columns")).toBe("2");
    const again = renderHook(() => useGridColumns(), { wrapper: sandboxWrapper({ storage }) });
    expect(again.result.current.columns).toBe(2);
    act(() => again.result.current.setColumns(null));
    expect(storage.getItem("solekit-grid-columns")).toBeNull();
  });
});
