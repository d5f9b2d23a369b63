import {
  connectSizeRadioGroup,
  type SizeRadioGroupEvent,
  type SizeRadioGroupState,
  selectionAfterSize,
  selectionAfterUrl,
  selectionAfterWidth,
  selectionOnLoad,
} from "../../src/machines/size-radio-group";
import { shopMessages } from "../../src/rules/messages";
import { giftCard, shoe } from "./product-form.fixtures";

// A host holding the group's state as the product form does: each event goes through the
// group's own transition.
function host(initial: Partial<SizeRadioGroupState> = {}) {
  let state: SizeRadioGroupState = { product: shoe, variantId: null, width: "E", unit: "US", ...initial };
  const sent: SizeRadioGroupEvent[] = [];
  const send = (event: SizeRadioGroupEvent) => {
    sent.push(event);
    if (event.type === "size.select") state = { ...state, ...selectionAfterSize(state, event.variantId) };
    if (event.type === "width.change") state = { ...state, ...selectionAfterWidth(state, event.width) };
    if (event.type === "unit.change") state = { ...state, unit: event.unit };
  };
  const api = () => connectSizeRadioGroup(state, send, { id: "pdp" });
  return { api, sent, state: () => state };
}

const key = (k: string) => {
  const event = {
    key: k,
    defaultPrevented: false,
    prevented: false,
    preventDefault() {
      event.prevented = true;
    },
    currentTarget: undefined,
  };
  return event;
};

function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

describe("size radio group: its transitions (storefront §4 Size selector)", () => {
  it("on load takes the deep link's variant when it is the product's, else none in the first width in stock", () => {
    expect(selectionOnLoad(shoe, "22")).toEqual({ variantId: "22", width: "G" });
    expect(selectionOnLoad(shoe, "999")).toEqual({ variantId: null, width: "E" });
    expect(selectionOnLoad(giftCard, null)).toEqual({ variantId: null, width: null });
  });

  it("choosing a size sets the variant and its width; a sold-out size is selectable; a foreign one changes nothing", () => {
    const state: SizeRadioGroupState = { product: shoe, variantId: null, width: "E", unit: "US" };
    expect(selectionAfterSize(state, "12")).toEqual({ variantId: "12", width: "E" });
    expect(selectionAfterSize(state, "21")).toEqual({ variantId: "21", width: "G" });
    expect(selectionAfterSize(state, "31")).toEqual({});
  });

  it("changing width re-picks the same size name there, or clears the choice", () => {
    const state: SizeRadioGroupState = { product: shoe, variantId: "12", width: "E", unit: "US" };
    expect(selectionAfterWidth(state, "G")).toEqual({ width: "G", variantId: "22" });
    expect(selectionAfterWidth({ ...state, variantId: "13" }, "G")).toEqual({ width: "G", variantId: null });
  });

  it("the URL's variant selects it, null clears it, an unknown id keeps the choice on screen", () => {
    const state: SizeRadioGroupState = { product: shoe, variantId: "11", width: "E", unit: "US" };
    expect(selectionAfterUrl(state, "22")).toEqual({ variantId: "22", width: "G" });
    expect(selectionAfterUrl(state, null)).toEqual({ variantId: null, width: "E" });
    expect(selectionAfterUrl(state, "999")).toEqual({});
  });
});

describe("size radio group: connect", () => {
  it("lists the sizes of the width shown in the chosen unit, a sold-out one flagged, and the chosen variant", () => {
    const { api } = host({ variantId: "12" });
    expect(api().sizes.map((size) => [size.variantId, size.label, size.available, size.selected])).toEqual([
      ["11", "12", true, false],
      ["12", "13", false, true],
      ["13", "1", true, false],
    ]);
    expect(api().selectedVariant).toMatchObject({ id: "12", label: "13", unavailableStock: true });
    expect(api().unavailableStock).toBe(true);
    expect(api().hasUnits).toBe(true);
    expect(api().units).toEqual(["UK", "US", "EU", "CM"]);
    expect(api().widths).toEqual(["E", "G"]);
    expect(api().status).toBe("success");
  });

  it("without a product it is idle and empty; a gift card has amounts, no units or widths", () => {
    expect(
      connectSizeRadioGroup({ product: null, variantId: null, width: null, unit: "US" }, () => {}),
    ).toMatchObject({
      status: "idle",
      sizes: [],
      units: [],
      widths: [],
      selectedVariant: null,
    });
    const { api } = host({ product: giftCard, width: null });
    expect(api().sizes.map((size) => size.label)).toEqual(["$25", "$50"]);
    expect(api().hasUnits).toBe(false);
    expect(api().units).toEqual([]);
  });

  it("a radio sends the composing form its event: size, width, unit", () => {
    const { api, sent } = host();
    api().getSizeProps(nth(api().sizes, 2)).onClick(key(""));
    api().getWidthProps("G").onClick(key(""));
    api().getUnitProps("EU").onClick(key(""));
    expect(sent).toEqual([
      { type: "size.select", variantId: "13" },
      { type: "width.change", width: "G" },
      { type: "unit.change", unit: "EU" },
    ]);
  });

  it("changing the unit keeps the choice and relabels it; changing width re-picks the size", () => {
    const { api } = host({ variantId: "12" });
    api().setUnit("EU");
    expect(api().selectedVariant).toMatchObject({ id: "12", label: "30" });
    api().setWidth("G");
    expect(api().selectedVariant?.id).toBe("22");
    api().setUnit("CM");
    // 012 G has no centimetre metafield: EU 30 × 2.54.
    expect(api().selectedVariant?.label).toBe("76.2");
  });

  it("pins the group, label and radio props; a sold-out size is announced as sold out", () => {
    const { api } = host({ variantId: "11" });
    expect(api().getSizeGroupProps()).toEqual({
      id: "pdp-size-group",
      role: "radiogroup",
      "aria-labelledby": "pdp-size-label",
    });
    expect(api().getGroupLabelProps("width")).toEqual({ id: "pdp-width-label" });
    expect(api().getSizeProps(nth(api().sizes, 0))).toMatchObject({
      id: "pdp-size-11",
      role: "radio",
      "aria-checked": true,
      "aria-label": "12",
      tabIndex: 0,
    });
    expect(api().getSizeProps(nth(api().sizes, 1))).toMatchObject({
      "aria-label": "13, sold out",
      tabIndex: -1,
      "data-unavailable": "",
    });
    expect(api().getUnitProps("US")).toMatchObject({ id: "pdp-unit-US", "aria-checked": true, tabIndex: 0 });
    expect(api().getWidthProps("G")).toMatchObject({ "aria-checked": false, tabIndex: -1 });
  });

  it("the sold-out wording comes from the messages given", () => {
    const { state } = host();
    const api = connectSizeRadioGroup({ ...state(), variantId: null }, () => {}, {
      messages: { ...shopMessages, soldOutSize: "{size} (épuisé)" },
    });
    expect(api.getSizeProps(nth(api.sizes, 1))["aria-label"]).toBe("13 (épuisé)");
  });

  it("roving tab stop: arrows move and choose, wrapping; Home and End; other keys do nothing", () => {
    const { api, sent } = host();
    expect(api().sizes.map((size) => api().getSizeProps(size).tabIndex)).toEqual([0, -1, -1]);
    const right = key("ArrowRight");
    api().getSizeProps(nth(api().sizes, 0)).onKeyDown(right);
    expect(right.prevented).toBe(true);
    expect(api().selectedVariant?.id).toBe("12");
    expect(api().sizes.map((size) => api().getSizeProps(size).tabIndex)).toEqual([-1, 0, -1]);
    api().getSizeProps(nth(api().sizes, 1)).onKeyDown(key("End"));
    expect(api().selectedVariant?.id).toBe("13");
    api().getSizeProps(nth(api().sizes, 2)).onKeyDown(key("ArrowDown"));
    expect(api().selectedVariant?.id).toBe("11");
    api().getSizeProps(nth(api().sizes, 0)).onKeyDown(key("ArrowUp"));
    expect(api().selectedVariant?.id).toBe("13");
    api().getSizeProps(nth(api().sizes, 2)).onKeyDown(key("Home"));
    expect(api().selectedVariant?.id).toBe("11");
    const tab = key("Tab");
    const before = sent.length;
    api().getSizeProps(nth(api().sizes, 0)).onKeyDown(tab);
    expect(tab.prevented).toBe(false);
    expect(sent).toHaveLength(before);
  });

  it("arrows in the unit group walk the units", () => {
    const { api } = host();
    api().getUnitProps("US").onKeyDown(key("ArrowRight"));
    expect(api().unit).toBe("EU");
    api().getUnitProps("EU").onKeyDown(key("ArrowLeft"));
    expect(api().unit).toBe("US");
  });

  it("moving with arrows moves focus to the radio chosen; focusSizes focuses the chosen size, else the first", () => {
    const focused: string[] = [];
    const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    const { api } = host();
    api().focusSizes(doc);
    api()
      .getSizeProps(nth(api().sizes, 0))
      .onKeyDown({ ...key("ArrowRight"), currentTarget: { ownerDocument: doc } });
    api().focusSizes(doc);
    expect(focused).toEqual(["pdp-size-11", "pdp-size-12", "pdp-size-12"]);
  });
});
