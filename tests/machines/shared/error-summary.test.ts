import { domIds } from "../../../src/machines/shared/dom-ids";
import { errorSummaryParts } from "../../../src/machines/shared/error-summary";

describe("errorSummaryParts, the accessible form's error summary", () => {
  const parts = errorSummaryParts(domIds("addr"));

  it("is a region focusable by script, named by its heading", () => {
    expect(parts.summary()).toEqual({
      id: "addr-summary",
      tabIndex: -1,
      "aria-labelledby": "addr-summary-title",
    });
    expect(parts.title()).toEqual({ id: "addr-summary-title" });
  });

  it("links each field in error to the field, and a click focuses it without the page jumping", () => {
    const link = parts.link("postcode");
    expect(link.href).toBe("#addr-field-postcode");
    const focused: string[] = [];
    const field = { focus: () => focused.push("postcode") };
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
      currentTarget: {
        ownerDocument: { getElementById: (id: string) => (id === "addr-field-postcode" ? field : null) },
      },
    };
    link.onClick(event);
    expect(event.defaultPrevented).toBe(true);
    expect(focused).toEqual(["postcode"]);
  });
});
