import type { Colour } from "./catalogue.types";

/** The colours the catalogue uses; product `Hex:` tags take their values from here. */
export const COLOURS: readonly Colour[] = [
  { name: "Black", hex: "#1b1b1b", code: "BLK" },
  { name: "Navy", hex: "#1f2a44", code: "NVY" },
  { name: "Brown", hex: "#5a3a22", code: "BRN" },
  { name: "White", hex: "#f4f4f2", code: "WHT" },
  { name: "Tan", hex: "#b07a4b", code: "TAN" },
  { name: "Grey", hex: "#8a8d91", code: "GRY" },
  { name: "Charcoal", hex: "#3b3f44", code: "CHR" },
  { name: "Red", hex: "#c0392b", code: "RED" },
  { name: "Pink", hex: "#f29cb7", code: "PNK" },
  { name: "Blush", hex: "#f3c6c1", code: "BLS" },
  { name: "Lilac", hex: "#b9a2d8", code: "LIL" },
  { name: "Purple", hex: "#6f4a9b", code: "PUR" },
  { name: "Teal", hex: "#1f8a8a", code: "TEA" },
  { name: "Olive", hex: "#6b6b3a", code: "OLV" },
  { name: "Khaki", hex: "#a39a6b", code: "KHK" },
  { name: "Mustard", hex: "#d4a017", code: "MUS" },
  { name: "Yellow", hex: "#f2d03b", code: "YEL" },
  { name: "Cobalt", hex: "#2856b6", code: "COB" },
  { name: "Sky", hex: "#8cc4e8", code: "SKY" },
  { name: "Mint", hex: "#a8e0c2", code: "MNT" },
  { name: "Green", hex: "#2e7d4f", code: "GRN" },
  { name: "Coral", hex: "#f2785c", code: "CRL" },
  { name: "Orange", hex: "#ef7d2d", code: "ORG" },
  { name: "Burgundy", hex: "#7b2233", code: "BUR" },
  { name: "Cream", hex: "#efe6d2", code: "CRM" },
  { name: "Silver", hex: "#c0c4c8", code: "SLV" },
  { name: "Gold", hex: "#c9a54a", code: "GLD" },
];

/** Colours school shoes come in (school uniform rules allow little else). */
export const SCHOOL_COLOURS: readonly Colour[] = COLOURS.filter((c) =>
  ["Black", "Brown", "Navy"].includes(c.name),
);

/**
 * The `Hex:` tag of a colour, as swatches and product tags carry it.
 *
 * @example
 * ```ts
 * hexTag({ name: "Navy", hex: "#1f2a44", code: "NVY" }); // "Hex:#1f2a44"
 * ```
 */
export function hexTag(colour: Colour): string {
  return `Hex:${colour.hex}`;
}
