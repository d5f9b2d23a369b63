// @vitest-environment jsdom
import { drawBarcode } from "../../src/machines/membership-card";

const load = () => import("jsbarcode");

function svg(): SVGSVGElement {
  return document.createElementNS("http://www.w3.org/2000/svg", "svg");
}

const widths = (element: SVGSVGElement) =>
  [...element.querySelectorAll("rect")].map((rect) => Number(rect.getAttribute("width")));

describe("drawBarcode", () => {
  it("draws the card code with bars of whole pixels, the widest that fit", async () => {
    const element = svg();
    const drawn = await drawBarcode(element, "2700001234567", { load, maxWidth: 300 });
    expect(drawn.moduleWidth).toBe(2);
    expect(drawn.width).toBeLessThanOrEqual(300);
    expect(Number.parseFloat(element.getAttribute("width") ?? "")).toBe(drawn.width);
    const bars = widths(element);
    expect(bars.length).toBeGreaterThan(20);
    for (const bar of bars) {
      expect(Number.isInteger(bar)).toBe(true);
      expect(bar % 2).toBe(0);
    }
  });

  it("never draws a fraction of a pixel on a narrow card", async () => {
    const element = svg();
    const drawn = await drawBarcode(element, "2700001234567", { load, maxWidth: 90 });
    expect(drawn.moduleWidth).toBe(1);
    expect(widths(element).every(Number.isInteger)).toBe(true);
  });
});
