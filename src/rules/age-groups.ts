import {
  type SearchGridMessageCatalogue,
  type ShopMessageCatalogue,
  searchGridMessages,
  shopMessages,
} from "./messages";
import { sizeInUnit, sizeUnitLabel, type VariantSizes } from "./sizes";

/** The `age_group` metafield values, youngest first. */
export const AGE_GROUPS = ["BABY", "TODDLER", "3-8_YEARS", "8+_YEARS"] as const;

/** One of {@link AGE_GROUPS}. */
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** The size filter groups, in the filter's order; a variant without an age group is Adult. */
export const SIZE_FILTER_GROUPS = ["0-12 Months", "1-3 Years", "3-8 Years", "8+ Years", "Adult"] as const;

/** One of {@link SIZE_FILTER_GROUPS}. */
export type SizeFilterGroup = (typeof SIZE_FILTER_GROUPS)[number];

/** The size guide tabs, in the spec's order; each is one age group. */
export const SIZE_GUIDE_TABS = ["Baby", "Toddler", "Younger", "Older"] as const;

/** One of {@link SIZE_GUIDE_TABS}. */
export type SizeGuideTab = (typeof SIZE_GUIDE_TABS)[number];

/** The size guide's columns, in order. */
export const SIZE_GUIDE_COLUMNS = ["Foot Length (CM)", "UK", "US", "EU"] as const;

const FILTER_GROUP_LABELS: Readonly<Record<SizeFilterGroup, keyof SearchGridMessageCatalogue>> = {
  "0-12 Months": "sizeGroupBaby",
  "1-3 Years": "sizeGroupToddler",
  "3-8 Years": "sizeGroupYounger",
  "8+ Years": "sizeGroupOlder",
  Adult: "sizeGroupAdult",
};

const TAB_LABELS: Readonly<Record<SizeGuideTab, keyof ShopMessageCatalogue>> = {
  Baby: "sizeGuideTabBaby",
  Toddler: "sizeGuideTabToddler",
  Younger: "sizeGuideTabYounger",
  Older: "sizeGuideTabOlder",
};

/**
 * The display label of a size filter group. The group constants are the facet's values; labels
 * come from the catalogue so a host can translate them without changing the values.
 *
 * @example
 * ```ts
 * sizeFilterGroupLabel("8+ Years"); // "8+ Years"
 * ```
 */
export function sizeFilterGroupLabel(
  group: SizeFilterGroup,
  catalogue: SearchGridMessageCatalogue = searchGridMessages,
): string {
  return catalogue[FILTER_GROUP_LABELS[group]];
}

/**
 * The display label of a size guide tab.
 *
 * @example
 * ```ts
 * sizeGuideTabLabel("Younger"); // "Younger"
 * ```
 */
export function sizeGuideTabLabel(tab: SizeGuideTab, catalogue: ShopMessageCatalogue = shopMessages): string {
  return catalogue[TAB_LABELS[tab]];
}

/**
 * The size guide's column headings, in {@link SIZE_GUIDE_COLUMNS} order.
 *
 * @example
 * ```ts
 * sizeGuideColumnLabels(); // ["Foot Length (CM)", "UK", "US", "EU"]
 * ```
 */
export function sizeGuideColumnLabels(catalogue: ShopMessageCatalogue = shopMessages): string[] {
  return [
    catalogue.sizeGuideFootLength,
    sizeUnitLabel("UK", catalogue),
    sizeUnitLabel("US", catalogue),
    sizeUnitLabel("EU", catalogue),
  ];
}

interface AgeGroupInfo {
  readonly label: keyof ShopMessageCatalogue;
  readonly filterGroup: SizeFilterGroup;
  readonly tab: SizeGuideTab;
}

const AGE_GROUP_INFO: Readonly<Record<AgeGroup, AgeGroupInfo>> = {
  BABY: { label: "ageGroupBaby", filterGroup: "0-12 Months", tab: "Baby" },
  TODDLER: { label: "ageGroupToddler", filterGroup: "1-3 Years", tab: "Toddler" },
  "3-8_YEARS": { label: "ageGroupYounger", filterGroup: "3-8 Years", tab: "Younger" },
  "8+_YEARS": { label: "ageGroupOlder", filterGroup: "8+ Years", tab: "Older" },
};

/**
 * Whether a metafield value is a known age group.
 *
 * @example
 * ```ts
 * isAgeGroup("TODDLER"); // true
 * ```
 */
export function isAgeGroup(value: string | null | undefined): value is AgeGroup {
  return AGE_GROUPS.some((group) => group === value);
}

/**
 * The display label of an age group: Baby, Toddler, 3-8 Yrs, 8+ Yrs.
 *
 * @example
 * ```ts
 * ageGroupLabel("8+_YEARS"); // "8+ Yrs"
 * ```
 */
export function ageGroupLabel(group: AgeGroup, catalogue: ShopMessageCatalogue = shopMessages): string {
  return catalogue[AGE_GROUP_INFO[group].label];
}

/**
 * The size filter group of a variant's age group; variants without a known age group are Adult.
 *
 * @example
 * ```ts
 * sizeFilterGroup("BABY"); // "0-12 Months"
 * sizeFilterGroup(undefined); // "Adult"
 * ```
 */
export function sizeFilterGroup(ageGroup: string | null | undefined): SizeFilterGroup {
  return isAgeGroup(ageGroup) ? AGE_GROUP_INFO[ageGroup].filterGroup : "Adult";
}

/**
 * The size guide tab of an age group, or `undefined` for adult sizes, which have no kids' tab.
 *
 * @example
 * ```ts
 * sizeGuideTab("3-8_YEARS"); // "Younger"
 * ```
 */
export function sizeGuideTab(ageGroup: string | null | undefined): SizeGuideTab | undefined {
  return isAgeGroup(ageGroup) ? AGE_GROUP_INFO[ageGroup].tab : undefined;
}

/** A variant as the size guide reads it: its sizes and its age group. */
export interface SizeGuideVariant extends VariantSizes {
  /** The `age_group` metafield. */
  readonly ageGroup?: string | null;
}

/** One row of the size guide, cells in {@link SIZE_GUIDE_COLUMNS} order ("" when unknown). */
export type SizeGuideRow = readonly [cm: string, uk: string, us: string, eu: string];

/** One tab of the size guide. */
export interface SizeGuideSection {
  /** The tab. */
  readonly tab: SizeGuideTab;
  /** Its rows, by foot length. */
  readonly rows: readonly SizeGuideRow[];
}

/**
 * Builds the size guide from a product's variants: one list of rows per tab, in tab order, rows
 * de-duplicated (widths share a size) and sorted by foot length. Tabs with no sizes are left out.
 *
 * @example
 * ```ts
 * sizeGuide([{ ageGroup: "BABY", uk: "03", us: "4", eu: "19", cm: "11.5" }]);
 * // [{ tab: "Baby", rows: [["11.5", "03", "4", "19"]] }]
 * ```
 */
export function sizeGuide(variants: readonly SizeGuideVariant[]): SizeGuideSection[] {
  const byTab = new Map<SizeGuideTab, Map<string, SizeGuideRow>>();
  for (const variant of variants) {
    const tab = sizeGuideTab(variant.ageGroup);
    if (!tab) continue;
    const row: SizeGuideRow = [
      sizeInUnit(variant, "CM") ?? "",
      sizeInUnit(variant, "UK") ?? "",
      sizeInUnit(variant, "US") ?? "",
      sizeInUnit(variant, "EU") ?? "",
    ];
    const rows = byTab.get(tab) ?? new Map<string, SizeGuideRow>();
    rows.set(row.join("|"), row);
    byTab.set(tab, rows);
  }
  return SIZE_GUIDE_TABS.flatMap((tab) => {
    const rows = byTab.get(tab);
    if (!rows) return [];
    const sorted = [...rows.values()].sort((a, b) => Number(a[0]) - Number(b[0]));
    return [{ tab, rows: sorted }];
  });
}
