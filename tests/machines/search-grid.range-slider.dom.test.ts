// @vitest-environment jsdom
// A slider facet's two handles without React: bound to real range inputs with bindProps, they
// move with every step, never cross, and apply the range once per release or key.
import { createRangeSlider } from "../../src/machines/search-grid";
import { bindProps } from "../../src/machines/shared/dom-props";
import { priceFacet as price } from "./search-grid.fixtures";

afterEach(() => {
  document.body.innerHTML = "";
});

// Two inputs re-bound after every change of the shown range, as a plain-DOM host does.
function mount(facet = price()) {
  const applied: Array<{ low: number; high: number; moved: string }> = [];
  const slider = createRangeSlider({ facet, apply: (range, moved) => applied.push({ ...range, moved }) });
  document.body.innerHTML =
    '<input type="range" min="0" max="360" step="5" /><input type="range" min="0" max="360" step="5" />';
  const [low, high] = Array.from(document.querySelectorAll("input"));
  if (!low || !high) throw new Error("no inputs");
  const render = () => {
    bindProps(low, slider.getHandleProps("low"));
    bindProps(high, slider.getHandleProps("high"));
  };
  slider.subscribe(render);
  render();
  // A drag step is an `input` event; letting go (or a key) is a native `change` as well.
  const drag = (input: HTMLInputElement, value: number) => {
    input.value = String(value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };
  const release = (input: HTMLInputElement) => input.dispatchEvent(new Event("change", { bubbles: true }));
  return { slider, applied, low, high, drag, release };
}

describe("createRangeSlider: a slider facet's handles, framework-free", () => {
  it("shows the applied range, moves with each drag step, and applies once when let go", () => {
    const { slider, applied, low, drag, release } = mount(price(100, 300));
    expect(low.value).toBe("100");
    drag(low, 120);
    drag(low, 150);
    expect(slider.range).toEqual({ low: 150, high: 300 });
    expect(low.value).toBe("150");
    expect(applied).toEqual([]);
    release(low);
    expect(applied).toEqual([{ low: 150, high: 300, moved: "low" }]);
  });

  it("never lets a handle cross the other: it stops one step short, shown and applied", () => {
    const { slider, applied, low, high, drag, release } = mount(price(100, 300));
    drag(low, 360);
    expect(slider.range).toEqual({ low: 295, high: 300 });
    release(low);
    drag(high, 0);
    release(high);
    expect(applied).toEqual([
      { low: 295, high: 300, moved: "low" },
      { low: 295, high: 300, moved: "high" },
    ]);
    expect([low.value, high.value]).toEqual(["295", "300"]);
  });

  it("listens for the native change once however often the inputs are re-bound", () => {
    const { applied, low, drag, release } = mount();
    for (const value of [10, 20, 30, 40]) drag(low, value);
    release(low);
    expect(applied).toHaveLength(1);
  });

  it("follows the grid's applied range when it changes (an answer, a chip removed), not while a handle moves", () => {
    const { slider, low, drag } = mount(price(100, 300));
    drag(low, 150);
    // The grid re-renders with the same applied range: the drag in progress stays.
    slider.update(price(100, 300));
    expect(slider.range).toEqual({ low: 150, high: 300 });
    // The chip is removed: the whole span again.
    slider.update(price(0, 360));
    expect(slider.range).toEqual({ low: 0, high: 360 });
    expect(low.value).toBe("0");
  });

  it("stops listening to an input its ref lets go of", () => {
    const { slider, applied, low, release } = mount();
    slider.getHandleProps("low").ref(null);
    release(low);
    expect(applied).toEqual([]);
  });
});
