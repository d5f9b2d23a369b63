import {
  AGE_GROUPS,
  ageGroupLabel,
  SIZE_FILTER_GROUPS,
  SIZE_GUIDE_COLUMNS,
  SIZE_GUIDE_TABS,
  sizeFilterGroup,
  sizeFilterGroupLabel,
  sizeGuide,
  sizeGuideColumnLabels,
  sizeGuideTab,
  sizeGuideTabLabel,
} from "solekit/rules";

describe("age groups and size filter groups (storefront §9)", () => {
  it("lists the groups in the spec's order", () => {
    expect(AGE_GROUPS).toEqual(["BABY", "TODDLER", "3-8_YEARS", "8+_YEARS"]);
    expect(SIZE_FILTER_GROUPS).toEqual(["0-12 Months", "1-3 Years", "3-8 Years", "8+ Years", "Adult"]);
  });

  it.each([
    ["BABY", "Baby", "0-12 Months", "Baby"],
    ["TODDLER", "Toddler", "1-3 Years", "Toddler"],
    ["3-8_YEARS", "3-8 Yrs", "3-8 Years", "Younger"],
    ["8+_YEARS", "8+ Yrs", "8+ Years", "Older"],
  ] as const)("%s is labelled %s, filtered under %s, guide tab %s", (group, label, filter, tab) => {
    expect(ageGroupLabel(group)).toBe(label);
    expect(sizeFilterGroup(group)).toBe(filter);
    expect(sizeGuideTab(group)).toBe(tab);
  });

  it.each([undefined, null, "", "ADULT"])(
    "a variant with age group %j is Adult and has no guide tab",
    (group) => {
      expect(sizeFilterGroup(group)).toBe("Adult");
      expect(sizeGuideTab(group)).toBeUndefined();
    },
  );

  it("labels filter groups and tabs from the catalogue", () => {
    expect(SIZE_FILTER_GROUPS.map((group) => sizeFilterGroupLabel(group))).toEqual([...SIZE_FILTER_GROUPS]);
    expect(SIZE_GUIDE_TABS.map((tab) => sizeGuideTabLabel(tab))).toEqual([
      "Baby",
      "Toddler",
      "Younger",
      "Older",
    ]);
  });
});

describe("size guide (storefront §9)", () => {
  it("has tabs Baby, Toddler, Younger, Older and columns Foot Length (CM), UK, US, EU", () => {
    expect(SIZE_GUIDE_TABS).toEqual(["Baby", "Toddler", "Younger", "Older"]);
    expect(SIZE_GUIDE_COLUMNS).toEqual(["Foot Length (CM)", "UK", "US", "EU"]);
    expect(sizeGuideColumnLabels()).toEqual(["Foot Length (CM)", "UK", "US", "EU"]);
  });

  it("groups variants by tab in tab order, de-duplicates widths and sorts by foot length", () => {
    const guide = sizeGuide([
      { ageGroup: "3-8_YEARS", uk: "011", us: "12", eu: "29", cm: "18.5" },
      { ageGroup: "BABY", uk: "04", us: "5", eu: "20", cm: "12.5" },
      { ageGroup: "BABY", uk: "03", us: "4", eu: "19", cm: "11.5" },
      { ageGroup: "BABY", uk: "03", us: "4", eu: "19", cm: "11.5" },
      { ageGroup: null, uk: "8", us: "9", eu: "42", cm: "27" },
    ]);
    expect(guide).toEqual([
      {
        tab: "Baby",
        rows: [
          ["11.5", "03", "4", "19"],
          ["12.5", "04", "5", "20"],
        ],
      },
      { tab: "Younger", rows: [["18.5", "011", "12", "29"]] },
    ]);
  });
});
