import { createActor } from "xstate";
import {
  BOOKING_FALLBACK_URL,
  type BookingWidget,
  bookAFittingMachine,
  connectBookAFitting,
  createBookAFittingActors,
  watchBookingLinks,
} from "../../src/machines/book-a-fitting";
import { FITTING_DIALOG_ATTEMPT_LIMIT, FITTING_DIALOG_RETRY_MS } from "../../src/rules/constants";
import { createMemoryUrl, type NavigateOptions } from "../../src/runtime";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start(widget: BookingWidget) {
  const open = vi.fn(() => widget.open());
  const machine = bookAFittingMachine.provide({ actors: createBookAFittingActors({ open }) });
  const actor = createActor(machine, { input: {} }).start();
  const api = () => connectBookAFitting(actor.getSnapshot(), actor.send);
  return { actor, api, open };
}

// A widget that becomes ready on attempt `readyAt` (never when omitted).
const widgetReadyAt = (readyAt = Number.POSITIVE_INFINITY) => {
  let attempts = 0;
  return { open: () => ++attempts >= readyAt };
};

describe("book a fitting (storefront §2, §9: retry 500 ms, limit 5)", () => {
  it("opens the dialog at once when the widget is ready", async () => {
    const { api, open } = start(widgetReadyAt(1));
    expect(api()).toMatchObject({ status: "idle", isOpen: false, loadingMessage: null });
    api().request();
    expect(api()).toMatchObject({
      status: "loading",
      isWaiting: true,
      loadingMessage: "Opening the booking calendar…",
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(api()).toMatchObject({
      status: "success",
      isOpen: true,
      attempts: 1,
      error: null,
      errorMessage: null,
    });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("retries every 500 ms while the widget is not ready and opens when it is", async () => {
    const { api, open } = start(widgetReadyAt(3));
    api().request();
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS - 1);
    expect(open).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS);
    expect(api()).toMatchObject({ isOpen: true, attempts: 3 });
  });

  it("gives up after 5 attempts with the message and a link to the booking page (the original never counted)", async () => {
    const { api, open } = start(widgetReadyAt());
    api().request();
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS * 10);
    expect(open).toHaveBeenCalledTimes(FITTING_DIALOG_ATTEMPT_LIMIT);
    expect(api()).toMatchObject({
      status: "error",
      isUnavailable: true,
      isWaiting: false,
      attempts: 5,
      errorMessage: "Online booking is not available right now.",
      fallbackLinkText: "Book a fitting on our booking page",
    });
    expect(api().error).toMatchObject({ kind: "timeout" });
    expect(api().getFallbackLinkProps()).toEqual({
      href: "/pages/book-a-fitting",
      "data-booking-fallback": "",
    });
    expect(BOOKING_FALLBACK_URL).toBe("/pages/book-a-fitting");
  });

  it("takes 2000 ms to give up: attempts at 0, 500, 1000, 1500 and 2000 ms", async () => {
    const { api } = start(widgetReadyAt());
    api().request();
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS * 4 - 1);
    expect(api().isWaiting).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(api().isUnavailable).toBe(true);
  });

  it("merges a second request while waiting into the running one", async () => {
    const { api, open } = start(widgetReadyAt());
    api().request();
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS * 2);
    api().request();
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS * 10);
    expect(open).toHaveBeenCalledTimes(5);
  });

  it("treats a widget that throws as not ready", async () => {
    const { api } = start({
      open: () => {
        throw new Error("BookingManager is not defined");
      },
    });
    api().request();
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS * 10);
    expect(api().isUnavailable).toBe(true);
  });

  it("counts afresh after the message is dismissed and the shopper asks again", async () => {
    const { api, open } = start(widgetReadyAt(7));
    api().request();
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS * 10);
    api().dismiss();
    expect(api()).toMatchObject({ status: "idle", attempts: 0, errorMessage: null });
    api().request();
    await vi.advanceTimersByTimeAsync(FITTING_DIALOG_RETRY_MS);
    expect(api()).toMatchObject({ isOpen: true, attempts: 2 });
    expect(open).toHaveBeenCalledTimes(7);
  });

  it("gives links the booking hash and opens the dialog instead of following them", () => {
    const { api } = start(widgetReadyAt(1));
    const event = { defaultPrevented: false, preventDefault: vi.fn() };
    const link = api().getLinkProps({ className: "button" });
    expect(link).toMatchObject({ href: "#book-a-fitting", className: "button" });
    link.onClick(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(api().isWaiting).toBe(true);
  });
});

describe("watchBookingLinks (links containing the marker, the #book-a-fitting hash)", () => {
  function fakeDocument() {
    let listener: ((event: Event) => void) | undefined;
    const doc = {
      addEventListener: (_type: string, l: (event: Event) => void) => {
        listener = l;
      },
      removeEventListener: () => {
        listener = undefined;
      },
    } as unknown as Pick<Document, "addEventListener" | "removeEventListener">;
    const click = (
      href: string,
      attributes: Record<string, string> = {},
      modifiers: Partial<MouseEvent> = {},
    ) => {
      const link = {
        getAttribute: (name: string) => (name === "href" ? href : (attributes[name] ?? null)),
        hasAttribute: (name: string) => name in attributes,
      };
      const event = {
        button: 0,
        defaultPrevented: false,
        target: { closest: () => link },
        preventDefault() {
          this.defaultPrevented = true;
        },
        ...modifiers,
      };
      listener?.(event as unknown as Event);
      return event.defaultPrevented;
    };
    return { doc, click, listening: () => listener !== undefined };
  }

  it("opens the dialog for any link containing the marker, but lets other links and the fallback go", async () => {
    const { actor, api } = start(widgetReadyAt(1));
    const page = fakeDocument();
    watchBookingLinks(actor, {
      doc: page.doc,
      url: createMemoryUrl("https://shop.test/account?section=bookings"),
    });
    expect(page.click("/collections/sale")).toBe(false);
    expect(page.click("/pages/book-a-fitting", { "data-booking-fallback": "" })).toBe(false);
    expect(page.click("/#book-a-fitting", {}, { metaKey: true })).toBe(false);
    expect(api().status).toBe("idle");
    expect(page.click("/pages/help#book-a-fitting")).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(api().isOpen).toBe(true);
  });

  it("opens on a #book-a-fitting hash on load and when the URL changes to it, and clears it without a history entry when dismissed", async () => {
    const { actor, api } = start(widgetReadyAt(1));
    const url = createMemoryUrl("https://shop.test/pages/faqs#book-a-fitting");
    const navigate = vi.spyOn(url, "navigate");
    const page = fakeDocument();
    const stop = watchBookingLinks(actor, { doc: page.doc, url });
    await vi.advanceTimersByTimeAsync(0);
    expect(api().isOpen).toBe(true);
    api().dismiss();
    expect(url.current().href).toBe("https://shop.test/pages/faqs");
    expect(navigate).toHaveBeenLastCalledWith(expect.any(URL), { replace: true } satisfies NavigateOptions);
    url.navigate("https://shop.test/pages/faqs#book-a-fitting");
    await vi.advanceTimersByTimeAsync(0);
    expect(api().isOpen).toBe(true);
    stop();
    expect(page.listening()).toBe(false);
  });
});
