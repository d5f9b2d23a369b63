import { barcodeModuleWidth } from "../../rules/membership-card";

/** Options of {@link drawBarcode}. */
export interface DrawBarcodeOptions {
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
 * Draws a card code as a CODE128 barcode into an `<svg>`. jsbarcode is imported here, on the
 * first card drawn, so no page that shows no card downloads it. The narrowest bar is a whole
 * number of pixels (the widest that fits `maxWidth`), so every bar edge is crisp and scans.
 *
 * @example
 * ```ts
 * await drawBarcode(svgElement, "2700001234567", { maxWidth: svgElement.parentElement?.clientWidth ?? 300 });
 * ```
 */
export async function drawBarcode(
  svg: SVGSVGElement,
  code: string,
  options: DrawBarcodeOptions,
): Promise<DrawnBarcode> {
  const { default: JsBarcode } = await import("jsbarcode");
  const base = {
    format: "CODE128",
    displayValue: false,
    margin: 0,
    height: options.height ?? 72,
    lineColor: options.lineColor ?? "#111",
    background: "transparent",
  };
  // Drawn once with one-pixel bars to count the modules, then at the width that fits.
  JsBarcode(svg, code, { ...base, width: 1 });
  const modules = Number.parseFloat(svg.getAttribute("width") ?? "0");
  const moduleWidth = barcodeModuleWidth(options.maxWidth, modules);
  if (moduleWidth !== 1) JsBarcode(svg, code, { ...base, width: moduleWidth });
  return { moduleWidth, width: modules * moduleWidth };
}
