// @vitest-environment jsdom
import {
  type CarouselScrollController,
  connectCarouselScroll,
  createCarouselScroll,
} from "../../src/machines/carousel-scroll";

/** Gives a list jsdom's missing layout: a view of 300 px over `width` px of products. */
function layOut(list: HTMLElement, options: { width?: number; rtl?: boolean } = {}) {
  let position = 0;
  let width = options.width ?? 1200;
  const sign = options.rtl ? -1 : 1;
  Object.defineProperty(list, "clientWidth", { configurable: true, value: 300 });
  Object.defineProperty(list, "scrollWidth", { configurable: true, get: () => width });
  Object.defineProperty(list, "scrollLeft", { configurable: true, get: () => position });
  // Right-to-left lists scroll towards negative positions, as browsers report them.
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    const offset = Math.min(width - 300, Math.max(0, sign * position + sign * (options.left ?? 0)));
    position = sign * offset;
  });
  list.scrollBy = scrollBy as unknown as HTMLElement["scrollBy"];
  if (options.rtl) list.style.direction = "rtl";
  return {
    scrollBy,
    scroll: () => list.dispatchEvent(new Event("scroll")),
    setWidth: (next: number) => {
      width = next;
    },
  };
}

/** A vanilla host: the carousel's markup, its props applied as attributes, re-applied on change. */
function mountCarousel(controller: CarouselScrollController = createCarouselScroll()) {
  document.body.innerHTML = `
    <section><h2 id="heading">Popular right now</h2>
      <button class="previous"></button><button class="next"></button>
      <ul aria-label="Popular right now"><li>One</li></ul>
    </section>`;
  const root = document.querySelector("section") as HTMLElement;
  const list = document.querySelector("ul") as HTMLUListElement;
  const previous = document.querySelector(".previous") as HTMLButtonElement;
  const next = document.querySelector(".next") as HTMLButtonElement;
  const api = () => connectCarouselScroll(controller.getSnapshot(), controller, { id: "popular" });
  const apply = (element: HTMLElement, props: object) => {
    for (const [name, value] of Object.entries(props)) {
      if (name === "ref" || typeof value === "function") continue;
      element.setAttribute(name === "tabIndex" ? "tabindex" : name, String(value));
    }
  };
  const render = () => {
    apply(root, api().getRootProps("heading"));
    apply(list, api().getViewportProps());
    apply(previous, api().getPreviousButtonProps());
    apply(next, api().getNextButtonProps());
  };
  render();
  const renders = vi.fn(render);
  controller.subscribe(renders);
  previous.addEventListener("click", (event) => api().getPreviousButtonProps().onClick(event));
  next.addEventListener("click", (event) => api().getNextButtonProps().onClick(event));
  return {
    controller,
    root,
    list,
    previous,
    next,
    renders,
    attach: () => api().getViewportProps().ref(list),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("createCarouselScroll, bound to real elements", () => {
  it("wires a labelled carousel region, a focusable list and its two buttons", () => {
    const { root, list, previous, next } = mountCarousel();
    expect(root.getAttribute("role")).toBe("region");
    expect(root.getAttribute("aria-roledescription")).toBe("carousel");
    expect(root.getAttribute("aria-labelledby")).toBe("heading");
    expect(list.id).toBe("popular-viewport");
    expect(list.tabIndex).toBe(0);
    expect(previous.getAttribute("aria-label")).toBe("Previous products");
    expect(next.getAttribute("aria-label")).toBe("Next products");
    for (const button of [previous, next]) {
      expect(button.getAttribute("type")).toBe("button");
      expect(button.getAttribute("aria-controls")).toBe("popular-viewport");
    }
  });

  it("keeps both buttons disabled until it is attached and has measured the list", () => {
    const { list, previous, next, attach } = mountCarousel();
    layOut(list);
    expect([previous, next].map((b) => b.getAttribute("aria-disabled"))).toEqual(["true", "true"]);
    attach();
    expect([previous, next].map((b) => b.getAttribute("aria-disabled"))).toEqual(["true", "false"]);
  });

  it("follows the list's scrolling, and notifies only when an end is reached or left", () => {
    const { list, previous, next, renders, attach } = mountCarousel();
    const { scrollBy, scroll } = layOut(list);
    attach();
    expect(renders).toHaveBeenCalledTimes(1);

    next.click();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: "smooth" });
    scroll();
    expect(previous.getAttribute("aria-disabled")).toBe("false");
    expect(renders).toHaveBeenCalledTimes(2);
    next.click();
    scroll(); // in the middle still: nothing to tell
    expect(renders).toHaveBeenCalledTimes(2);

    next.click();
    scroll();
    expect(list.scrollLeft).toBe(900);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    next.click(); // at the end: no scroll
    expect(scrollBy).toHaveBeenCalledTimes(3);
    previous.click();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: "smooth" });
  });

  it("scrolls towards the start of a right-to-left page, measuring its negative positions", () => {
    const { list, previous, next, attach } = mountCarousel();
    const { scrollBy, scroll } = layOut(list, { rtl: true });
    attach();
    next.click();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -300, behavior: "smooth" });
    scroll();
    expect(list.scrollLeft).toBe(-300);
    expect(previous.getAttribute("aria-disabled")).toBe("false");
    expect(next.getAttribute("aria-disabled")).toBe("false");
  });

  it("jumps instead of animating when the shopper prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    const { list, next, attach } = mountCarousel();
    const { scrollBy } = layOut(list);
    attach();
    next.click();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 300, behavior: "auto" });
  });

  it("measures again when products arrive, though the list's size stays the same", async () => {
    const { list, next, attach } = mountCarousel();
    const { setWidth } = layOut(list, { width: 300 });
    attach();
    expect(next.getAttribute("aria-disabled")).toBe("true");
    setWidth(1200);
    list.append(document.createElement("li"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(next.getAttribute("aria-disabled")).toBe("false");
  });

  it("lets go of the list when detached", () => {
    const { controller, list, renders, attach } = mountCarousel();
    const { scroll, scrollBy } = layOut(list);
    attach();
    controller.attach(null);
    list.scrollBy({ left: 300 });
    scroll();
    expect(renders).toHaveBeenCalledTimes(1);
    controller.scrollNext();
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it("merges the caller's props: handlers first (preventDefault skips ours), class names joined", () => {
    const controller = createCarouselScroll();
    const list = document.createElement("ul");
    const { scrollBy } = layOut(list);
    controller.attach(list);
    const api = connectCarouselScroll(controller.getSnapshot(), controller);
    const calls: string[] = [];
    const props = api.getNextButtonProps({
      className: "arrow",
      onClick: (event: { preventDefault(): void }) => {
        calls.push("caller");
        event.preventDefault();
      },
    });
    expect(props.className).toBe("arrow");
    expect(props["aria-controls"]).toBe("carousel-viewport");
    const event = new MouseEvent("click", { cancelable: true });
    props.onClick(event);
    expect(calls).toEqual(["caller"]);
    expect(scrollBy).not.toHaveBeenCalled();
    api.getNextButtonProps({ onClick: () => calls.push("caller again") }).onClick(new MouseEvent("click"));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    const callerRef = vi.fn();
    api.getViewportProps({ ref: callerRef }).ref(list);
    expect(callerRef).toHaveBeenCalledWith(list);
    expect(api.getRootProps("heading", { "aria-label": "Popular" })).toMatchObject({
      "aria-labelledby": "heading",
      "aria-label": "Popular",
    });
  });
});
