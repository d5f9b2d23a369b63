import { barcodeModuleWidth } from "../../rules/membership-card";

/** The bars' height in CSS pixels, unless the host asks for another. */
export const BARCODE_HEIGHT = 72;

/** What {@link drawBarcode} asks of jsbarcode: `JsBarcode(svg, code, options)`. */
export type JsBarcodeRenderer = (
  element: SVGSVGElement,
  data: string,
  options: {
    format: string;
    displayValue: boolean;
    margin: number;
    height: number;
    width: number;
    lineColor: string;
    background: string;
  },
) => void;

/**
 * How the host loads jsbarcode, written in the host's own code so its bundler splits it into a
 * chunk of its own: `() => import("jsbarcode")`. solekit never names jsbarcode itself: it is an
 * optional peer dependency, and an app that shows no card neither installs nor bundles it.
 */
export type BarcodeLoader = () => Promise<{ readonly default: JsBarcodeRenderer } | JsBarcodeRenderer>;

/** Options of {@link drawBarcode}. */
export interface DrawBarcodeOptions {
  /** Loads jsbarcode: `() => import("jsbarcode")`. */
  readonly load: BarcodeLoader;
  /** The widest the barcode may be, in CSS pixels (the card's inner width). */
  readonly maxWidth: number;
  /** Bar height in CSS pixels. @default 72 */
  readonly height?: number;
  /** Bar colour. @default "#111" */
  readonly lineColor?: string;
}

/** How a barcode was drawn. */
export interface DrawnBarcode {
  /** Width of the narrowest bar, in whole CSS pixels. */
  readonly moduleWidth: number;
  /** Width of the whole barcode, in CSS pixels. */
  readonly width: number;
}

/**
 * Draws a card code as a CODE128 barcode into an `<svg>`. jsbarcode is loaded here, through the
 * host's loader, on the first card drawn, so no page that shows no card downloads it. The
 * narrowest bar is a whole number of pixels (the widest that fits `maxWidth`), so every bar edge
 * is crisp and scans.
 *
 * @example
 * ```ts
 * await drawBarcode(svgElement, "2700001234567", {
 *   load: () => import("jsbarcode"),
 *   maxWidth: svgElement.parentElement?.clientWidth ?? 300,
 * });
 * ```
 */
export async function drawBarcode(
  svg: SVGSVGElement,
  code: string,
  options: DrawBarcodeOptions,
): Promise<DrawnBarcode> {
  const loaded = await options.load();
  const render = typeof loaded === "function" ? loaded : loaded.default;
  const base = {
    format: "CODE128",
    displayValue: false,
    margin: 0,
    height: options.height ?? BARCODE_HEIGHT,
    lineColor: options.lineColor ?? "#111",
    background: "transparent",
  };
  // Drawn once with one-pixel bars to count the modules, then at the width that fits.
  render(svg, code, { ...base, width: 1 });
  const modules = Number.parseFloat(svg.getAttribute("width") ?? "0");
  const moduleWidth = barcodeModuleWidth(options.maxWidth, modules);
  if (moduleWidth !== 1) render(svg, code, { ...base, width: moduleWidth });
  return { moduleWidth, width: modules * moduleWidth };
}
