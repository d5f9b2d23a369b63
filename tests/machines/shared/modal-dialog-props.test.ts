import { modalDialogProps } from "../../../src/machines/shared/dialog";

const key = (name: string) => {
  const event = {
    key: name,
    shiftKey: false,
    defaultPrevented: false,
    target: null,
    preventDefault: () => {},
  };
  event.preventDefault = () => {
    event.defaultPrevented = true;
  };
  return event;
};

describe("modalDialogProps: what every modal dialog of the kit carries", () => {
  it("names the dialog by its title, is modal, and takes focus programmatically only", () => {
    const props = modalDialogProps({ dialogId: "d", titleId: "t", initialFocusId: "f", onClose: () => {} });
    expect({ ...props, ref: undefined, onKeyDown: undefined }).toEqual({
      id: "d",
      role: "dialog",
      "aria-modal": true,
      "aria-labelledby": "t",
      tabIndex: -1,
      ref: undefined,
      onKeyDown: undefined,
    });
  });

  it("closes on Escape (and keeps the key from the page), does nothing on other keys", () => {
    const onClose = vi.fn();
    const props = modalDialogProps({ dialogId: "d2", titleId: "t", initialFocusId: "f", onClose });
    const other = key("a");
    props.onKeyDown(other);
    expect(onClose).not.toHaveBeenCalled();
    expect(other.defaultPrevented).toBe(false);
    const escapeKey = key("Escape");
    props.onKeyDown(escapeKey);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(escapeKey.defaultPrevented).toBe(true);
  });

  it("gives the same ref for the same dialog on every render (focus moves in once)", () => {
    const a = modalDialogProps({ dialogId: "d3", titleId: "t", initialFocusId: "f", onClose: () => {} });
    const b = modalDialogProps({ dialogId: "d3", titleId: "t", initialFocusId: "f", onClose: () => {} });
    expect(a.ref).toBe(b.ref);
  });
});
