import {
  checklistProgressText,
  pageOfText,
  paginate,
  START_SHOPPING_HREF,
  shoesToAssignText,
  signUpChecklist,
} from "solekit/rules";

describe("sign-up checklist (account-area §2)", () => {
  it("offers Start shopping to /collections/shop-all and a disabled Assign shoes for a new member", () => {
    const items = signUpChecklist({
      orderCount: 0,
      unassignedCount: 0,
      children: [{ birth_month: 3, birth_year: 2019 }],
    });
    expect(START_SHOPPING_HREF).toBe("/collections/shop-all");
    expect(items).toEqual([
      {
        id: "startShopping",
        label: "Start shopping",
        completed: false,
        disabled: false,
        buttonLabel: "Add",
        href: "/collections/shop-all",
      },
      { id: "assignShoes", label: "Assign shoes", completed: false, disabled: true, buttonLabel: "Add" },
    ]);
    expect(checklistProgressText(items)).toBe("0/2 completed");
  });

  it("counts shoes to assign", () => {
    const items = signUpChecklist({ orderCount: 1, unassignedCount: 3, children: [] });
    expect(items[1]).toMatchObject({
      label: "You have 3 shoes to assign",
      disabled: false,
      completed: false,
    });
    expect(items[0]).toMatchObject({ completed: true, buttonLabel: "Completed" });
    expect(checklistProgressText(items)).toBe("1/2 completed");
  });

  it("shows Add birthday only if any child lacks birth year or month", () => {
    const ids = (children: { birth_month?: number | null; birth_year?: number | null }[]) =>
      signUpChecklist({ orderCount: 2, unassignedCount: 0, children }).map((item) => item.id);
    expect(ids([{ birth_month: 3, birth_year: 2019 }])).toEqual(["startShopping", "assignShoes"]);
    expect(
      ids([
        { birth_month: 3, birth_year: 2019 },
        { birth_month: null, birth_year: 2020 },
      ]),
    ).toContain("addBirthday");
  });

  it("is fully completed once shopped and assigned with every birthday known", () => {
    const items = signUpChecklist({ orderCount: 2, unassignedCount: 0, children: [] });
    expect(checklistProgressText(items)).toBe("2/2 completed");
  });

  it.each([
    [1, "You have 1 shoe to assign"],
    [2, "You have 2 shoes to assign"],
  ])("%s pairs: %s", (count, text) => {
    expect(shoesToAssignText(count)).toBe(text);
  });
});

describe("paged lists with 'n of m'", () => {
  const rewards = ["a", "b", "c", "d", "e", "f", "g", "h", "i"];

  it.each([
    [1, ["a", "b", "c", "d"], 1, false, true],
    [3, ["i"], 3, true, false],
    [9, ["i"], 3, true, false],
    [0, ["a", "b", "c", "d"], 1, false, true],
  ])("page %s of rewards in fours shows %j", (page, items, current, hasPrevious, hasNext) => {
    expect(paginate(rewards, page, 4)).toEqual({ items, page: current, pageCount: 3, hasPrevious, hasNext });
  });

  it("has one empty page for an empty list", () => {
    expect(paginate([], 1, 20)).toEqual({
      items: [],
      page: 1,
      pageCount: 1,
      hasPrevious: false,
      hasNext: false,
    });
  });

  it("labels the position", () => {
    expect(pageOfText(2, 5)).toBe("2 of 5");
  });
});
