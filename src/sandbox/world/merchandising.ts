import type { Merchandising } from "./world.types";

/** Sports children can pick as favourites (onboarding step 3 and the child profile). */
export const SPORTS: readonly string[] = [
  "Soccer",
  "AFL",
  "Netball",
  "Basketball",
  "Cricket",
  "Tennis",
  "Running",
  "Swimming",
  "Dance",
  "Gymnastics",
  "Rugby",
  "Hockey",
  "Skateboarding",
  "Hiking",
];

/**
 * Search merchandising over the catalogue: queries that redirect (gift card, size guide,
 * fitting, school shoes), misspellings the search service corrects, and popular searches.
 *
 * @example
 * ```ts
 * buildMerchandising().redirects.find((r) => r.query === "gift card")?.url; // "/products/gift-card"
 * ```
 */
export function buildMerchandising(): Merchandising {
  return {
    redirects: [
      { query: "gift card", url: "/products/gift-card" },
      { query: "gift cards", url: "/products/gift-card" },
      { query: "size guide", url: "/pages/size-guide" },
      { query: "book a fitting", url: "/pages/book-a-fitting" },
      { query: "fitting", url: "/pages/book-a-fitting" },
      { query: "school shoes", url: "/collections/school-shoes" },
      { query: "returns", url: "/pages/returns" },
      { query: "sale", url: "/collections/sale" },
    ],
    corrections: [
      { query: "asisc", correction: "asics" },
      { query: "aisics", correction: "asics" },
      { query: "birkenstok", correction: "birkenstock" },
      { query: "havianas", correction: "havaianas" },
      { query: "sketchers", correction: "skechers" },
      { query: "new balence", correction: "new balance" },
      { query: "sandles", correction: "sandals" },
      { query: "snekers", correction: "sneakers" },
      { query: "slipers", correction: "slippers" },
      { query: "sox", correction: "socks" },
      { query: "bobucks", correction: "bobux" },
      { query: "clark", correction: "clarks" },
    ],
    popularSearches: ["school shoes", "sneakers", "bobux", "socks"],
  };
}
