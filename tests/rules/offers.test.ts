import { OFFER_COLOURS, offerColour, offerTextPosition, readableTextColour } from "../../src/rules/offers";

describe("offer banner values, read leniently", () => {
  it.each([
    ["violet", "violet"],
    ["Pale Pink", "palepink"],
    ["pale-blue", "paleblue"],
    ["SALE", "sale"],
    ["teal", null],
    ["", null],
    [null, null],
  ])("reads the colour %s as %s", (input, expected) => {
    expect(offerColour(input)).toBe(expected);
  });

  it("knows the spec's nine colours", () => {
    expect([...OFFER_COLOURS].sort()).toEqual(
      ["black", "blue", "green", "palepink", "paleblue", "sale", "violet", "white", "yellow"].sort(),
    );
  });

  it.each([
    ["top_left", "top", "left"],
    ["top-center", "top", "center"],
    ["top right", "top", "right"],
    ["center_left", "center", "left"],
    ["centre", "center", "center"],
    ["middle_right", "center", "right"],
    ["bottom_left", "bottom", "left"],
    ["bottom_center", "bottom", "center"],
    ["BOTTOM_RIGHT", "bottom", "right"],
    ["right", "center", "right"],
    ["top", "top", "center"],
    ["left_top", "center", "center"],
    ["diagonal", "center", "center"],
    [null, "center", "center"],
  ])("places text at %s as %s %s", (input, vertical, horizontal) => {
    expect(offerTextPosition(input)).toEqual({ vertical, horizontal });
  });

  it.each([
    ["yellow", "violet", "yellow"],
    ["white", "yellow", "black"],
    ["white", "white", "black"],
    ["black", "black", "white"],
    ["black", "paleblue", "black"],
    [null, "sale", "white"],
    [null, "palepink", "black"],
  ] as const)("keeps %s text on %s readable: %s", (asked, background, expected) => {
    expect(readableTextColour(asked, background)).toBe(expected);
  });
});
