import {
  AGE_GROUPS,
  ageGroupLabel,
  groupSizeFacetValues,
  SIZE_FILTER_GROUPS,
  SIZE_GUIDE_COLUMNS,
  SIZE_GUIDE_TABS,
  searchMessages,
  sizeFilterGroup,
  sizeFilterGroupLabel,
  sizeFilterGroupOfShoeSize,
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

describe("the size facet under the size filter groups (storefront §9)", () => {
  it.each([
    ["01", "0-12 Months"],
    ["03.5", "0-12 Months"],
    ["04", "1-3 Years"],
    ["08.5", "1-3 Years"],
    ["09", "3-8 Years"],
    ["013.5", "3-8 Years"],
    ["1.5", "3-8 Years"],
    ["2", "8+ Years"],
    ["7.5", "8+ Years"],
    ["8", "Adult"],
    ["13", "Adult"],
  ])("shoe size %s is %s", (size, group) => {
    expect(sizeFilterGroupOfShoeSize(size)).toBe(group);
  });

  it.each(["XS", "0-2", "000", "00", "0", "16", ""])("%j is not a shoe size", (size) => {
    expect(sizeFilterGroupOfShoeSize(size)).toBeNull();
  });

  it("groups values in the groups' order with UK, US and EU sizes; the rest last as 'Other sizes'", () => {
    const values = ["9", "XS", "05", "02", "3", "013", "M", "05.5"].map((value) => ({ value, count: 1 }));
    const groups = groupSizeFacetValues(values);
    expect(groups.map((g) => [g.group, g.label, g.values.map((v) => v.value)])).toEqual([
      ["0-12 Months", "0-12 Months", ["02"]],
      ["1-3 Years", "1-3 Years", ["05", "05.5"]],
      ["3-8 Years", "3-8 Years", ["013"]],
      ["8+ Years", "8+ Years", ["3"]],
      ["Adult", "Adult", ["9"]],
      [null, "Other sizes", ["XS", "M"]],
    ]);
    expect(groups[1]?.values[0]).toEqual({
      value: "05",
      count: 1,
      conversion: { uk: "5", us: "6", eu: 22 },
    });
    expect(groups[2]?.values[0]?.conversion).toEqual({ uk: "13", us: "1", eu: 32 });
    expect(groups[5]?.values[0]?.conversion).toBeNull();
  });

  it("leaves out empty groups and takes its headings from the catalogue", () => {
    const catalogue = {
      ...searchMessages,
      sizeGroupAdult: "Grown-ups",
      sizeGroupOther: "Socks & clothing",
    };
    expect(groupSizeFacetValues([{ value: "10" }, { value: "L" }], catalogue).map((g) => g.label)).toEqual([
      "Grown-ups",
      "Socks & clothing",
    ]);
    expect(groupSizeFacetValues([])).toEqual([]);
  });
});
