import { mergeProps } from "../../../src/machines/shared";

const event = () => {
  const e = { defaultPrevented: false, preventDefault: () => {} };
  e.preventDefault = () => {
    e.defaultPrevented = true;
  };
  return e;
};

describe("mergeProps (Downshift's merge, for every prop getter)", () => {
  it("returns the getter's props when the caller gives none", () => {
    const own = { role: "option", id: "qs-option-0" };
    expect(mergeProps(own)).toEqual(own);
  });

  it("lets the caller's plain attributes win and keeps the caller's extras", () => {
    expect(
      mergeProps({ role: "option", "aria-label": "Ours" }, { "aria-label": "Theirs", title: "x" }),
    ).toEqual({
      role: "option",
      "aria-label": "Theirs",
      title: "x",
    });
  });

  it("runs the caller's handler first, then the getter's", () => {
    const calls: string[] = [];
    const props = mergeProps(
      { onClick: (_e: unknown) => calls.push("ours") },
      { onClick: (_e: unknown) => calls.push("theirs") },
    );
    props.onClick(event());
    expect(calls).toEqual(["theirs", "ours"]);
  });

  it("skips the getter's handler when the caller prevented the default", () => {
    const calls: string[] = [];
    const props = mergeProps(
      { onKeyDown: (_e: unknown) => calls.push("ours") },
      {
        onKeyDown: (e: { preventDefault(): void }) => {
          calls.push("theirs");
          e.preventDefault();
        },
      },
    );
    props.onKeyDown(event());
    expect(calls).toEqual(["theirs"]);
  });

  it("keeps a handler only one side gives, and an undefined caller value does not erase ours", () => {
    const ours = vi.fn();
    const props = mergeProps(
      { onClick: ours, id: "a" },
      { onClick: undefined, id: undefined, onFocus: vi.fn() },
    );
    props.onClick(event());
    expect(ours).toHaveBeenCalledTimes(1);
    expect(props.id).toBe("a");
    expect(typeof props.onFocus).toBe("function");
  });

  it("sets both refs, a callback ref and an object ref", () => {
    const seen: unknown[] = [];
    const objectRef: { current: unknown } = { current: null };
    const props = mergeProps({ ref: (element: unknown) => seen.push(element) }, { ref: objectRef });
    const element = { tagName: "DIV" };
    props.ref(element);
    expect(seen).toEqual([element]);
    expect(objectRef.current).toBe(element);
  });

  it("joins class names and merges styles, the caller's entries winning", () => {
    const props = mergeProps(
      { className: "qs-option", style: { color: "red", margin: 0 } },
      { className: "my-option", style: { color: "blue" } },
    );
    expect(props.className).toBe("qs-option my-option");
    expect(props.style).toEqual({ color: "blue", margin: 0 });
  });

  it("does not chain a caller's function-valued attribute that is not a handler", () => {
    const render = () => "theirs";
    const props = mergeProps({ render: () => "ours" }, { render });
    expect(props.render).toBe(render);
  });
});
