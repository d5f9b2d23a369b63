// The shop's favourite brands and sports: what the child page's pickers and the onboarding's
// Sports and Brands steps offer. A shop lists its own; these are the sandbox catalogue's.

/** Sports a child can favourite (onboarding step 3, the child page's FAVOURITE_SPORTS). */
export const FAVOURITE_SPORTS: readonly string[] = [
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

/** Brands a child can favourite (onboarding step 4 shows the first 12 until 'Load more'). */
export const FAVOURITE_BRANDS: readonly string[] = [
  "Bobux",
  "Ascent",
  "Clarks",
  "Asics",
  "New Balance",
  "Birkenstock",
  "Havaianas",
  "Skechers",
  "Vans",
  "Converse",
  "Crocs",
  "Teva",
  "Merrell",
  "Saucony",
  "Grosby",
  "Emu Australia",
  "Little Strides",
  "Kinder Fit",
  "Trailmate",
  "Bonds",
];
