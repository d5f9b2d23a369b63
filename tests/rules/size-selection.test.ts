import { changeWidth, type SizeOption, selectSize, sizesInWidth, widthsOf } from "solekit/rules";

const options: SizeOption[] = [
  { id: 1, size: "8", width: "E", available: true },
  { id: 2, size: "9", width: "E", available: false },
  { id: 3, size: "8", width: "G", available: true },
  { id: 4, size: "10", width: "G", available: true },
];

describe("size selector (storefront §4)", () => {
  it("choosing a size sets id, name, width and variant", () => {
    expect(selectSize(options, "8", "E")).toEqual({
      id: 1,
      name: "8",
      width: "E",
      variant: options[0],
      unavailableStock: false,
    });
  });

  it("out-of-stock sizes stay selectable and are flagged", () => {
    expect(selectSize(options, "9", "E")?.unavailableStock).toBe(true);
  });

  it("changing width re-picks the same size name in the new width", () => {
    expect(changeWidth(options, selectSize(options, "8", "E"), "G")?.id).toBe(3);
  });

  it("changing width clears the selection when the size does not exist there", () => {
    expect(changeWidth(options, selectSize(options, "9", "E"), "G")).toBeNull();
  });

  it("lists widths and the sizes in a width, out-of-stock ones included", () => {
    expect(widthsOf(options)).toEqual(["E", "G"]);
    expect(sizesInWidth(options, "E")).toEqual([
      { size: "8", available: true, id: 1 },
      { size: "9", available: false, id: 2 },
    ]);
  });

  it("works for products without widths", () => {
    const plain: SizeOption[] = [{ id: 5, size: "M", available: true }];
    expect(selectSize(plain, "M")?.id).toBe(5);
    expect(widthsOf(plain)).toEqual([]);
  });
});
