import type { Locator } from "playwright-core";

/** A button's text and background colours as computed, and the WCAG contrast ratio between them. */
export interface TextContrast {
  readonly color: string;
  readonly background: string;
  readonly ratio: number;
}

/**
 * The computed text colour of `element`, the first opaque background behind it (its own, else an
 * ancestor's) and their WCAG 2 contrast ratio: what a shopper actually reads, whichever rule won.
 */
export function textContrast(element: Locator): Promise<TextContrast> {
  return element.evaluate((el) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let node: Element | null = el;
    let background = "rgb(255, 255, 255)";
    while (node) {
      const value = getComputedStyle(node).backgroundColor;
      const alpha = rgb(value)[3];
      if (value !== "transparent" && alpha !== 0) {
        background = value;
        break;
      }
      node = node.parentElement;
    }
    const color = getComputedStyle(el).color;
    const [light, dark] = [luminance(rgb(color)), luminance(rgb(background))].sort((a, b) => b - a);
    return { color, background, ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) };
  });
}
