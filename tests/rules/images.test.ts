import { IMAGE_WIDTHS, imageAlt, imageSrcset, imageUrlAtWidth } from "solekit/rules";

describe("responsive images (storefront §9)", () => {
  it("uses the spec's widths", () => {
    expect(IMAGE_WIDTHS).toEqual([320, 480, 560, 640, 720, 960]);
  });

  it("builds a srcset at every width", () => {
    expect(imageSrcset("/shoe.jpg")).toBe(
      "/shoe.jpg?width=320 320w, /shoe.jpg?width=480 480w, /shoe.jpg?width=560 560w, " +
        "/shoe.jpg?width=640 640w, /shoe.jpg?width=720 720w, /shoe.jpg?width=960 960w",
    );
  });

  it.each([
    ["//cdn.example.com/shoe.jpg?v=3", "//cdn.example.com/shoe.jpg?v=3&width=480"],
    ["/shoe.jpg?width=100", "/shoe.jpg?width=480"],
    ["/shoe.jpg#zoom", "/shoe.jpg?width=480#zoom"],
  ])("sizes %s as %s", (src, expected) => {
    expect(imageUrlAtWidth(src, 480)).toBe(expected);
  });

  it.each([
    ["Red sneaker|Red sneaker, side view", 1, "Red sneaker, side view"],
    ["Red sneaker|Red sneaker, side view", 0, "Red sneaker"],
    ["Red sneaker", 3, "Red sneaker"],
    [" | Back view", 0, "Back view"],
    ["", 0, "Trail runner"],
    [null, 0, "Trail runner"],
  ])("alt of %j at %s is %s", (list, index, alt) => {
    expect(imageAlt(list, index, "Trail runner")).toBe(alt);
  });
});
