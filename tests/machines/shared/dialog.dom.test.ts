// @vitest-environment jsdom
// The kit's modal dialog focus handling in a real DOM: one dialog opening as another closes (the
// pwp popup after the mini cart), and Tab kept inside from a title focused by script.
import { dialogRef, trapTab } from "../../../src/machines/shared/dialog";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function dialog(id: string, inner: string): HTMLElement {
  const element = document.createElement("div");
  element.id = id;
  element.setAttribute("role", "dialog");
  element.tabIndex = -1;
  element.innerHTML = inner;
  return element;
}

const focusedId = () => document.activeElement?.id;

describe("dialogRef: focus back to what opened the first of two dialogs", () => {
  it("a dialog mounted as another unmounts returns focus to the first one's opener; a later one to its own", () => {
    document.body.innerHTML = '<button id="add">Add to Cart</button>';
    document.getElementById("add")?.focus();
    const first = dialog("first", '<button id="first-close">Close</button>');
    document.body.append(first);
    const firstRef = dialogRef("first", "first-close");
    firstRef(first);
    expect(focusedId()).toBe("first-close");

    // One render: the first goes (focus falls to the body), the second mounts.
    firstRef(null);
    first.remove();
    expect(document.activeElement).toBe(document.body);
    const second = dialog(
      "second",
      '<h2 id="second-title" tabindex="-1">Offer</h2><button id="no">No</button>',
    );
    document.body.append(second);
    const secondRef = dialogRef("second", "second-title");
    secondRef(second);
    expect(focusedId()).toBe("second-title");
    vi.runAllTimers();
    expect(focusedId()).toBe("second-title");

    secondRef(null);
    second.remove();
    vi.runAllTimers();
    expect(focusedId()).toBe("add");

    // Later, with focus back on the page: the next dialog returns it where it was then.
    document.body.innerHTML = '<button id="bag">Bag</button><button id="other">Other</button>';
    document.getElementById("bag")?.focus();
    const third = dialog("first-later", '<button id="first-later-close">Close</button>');
    document.body.append(third);
    const thirdRef = dialogRef("first-later", "first-later-close");
    thirdRef(third);
    thirdRef(null);
    third.remove();
    vi.runAllTimers();
    expect(focusedId()).toBe("bag");
    document.getElementById("other")?.focus();
    const fourth = dialog("second-later", '<button id="second-later-close">Close</button>');
    document.body.append(fourth);
    const fourthRef = dialogRef("second-later", "second-later-close");
    fourthRef(fourth);
    fourthRef(null);
    fourth.remove();
    vi.runAllTimers();
    expect(focusedId()).toBe("other");
  });
});

describe("trapTab from a title focused by script", () => {
  const tab = (element: HTMLElement, shiftKey: boolean) => {
    const event = {
      key: "Tab",
      shiftKey,
      currentTarget: element,
      defaultPrevented: false,
      preventDefault() {},
    };
    event.preventDefault = () => {
      event.defaultPrevented = true;
    };
    trapTab(event);
    return event;
  };

  it("Shift+Tab from the title (or the dialog) above the first control goes to the last control, not out of the dialog", () => {
    const element = dialog(
      "trap",
      '<h2 id="trap-title" tabindex="-1">Offer</h2><p>Text</p><button id="add">Add</button><button id="no">No thanks</button>',
    );
    document.body.append(element);
    document.getElementById("trap-title")?.focus();
    expect(tab(element, true).defaultPrevented).toBe(true);
    expect(focusedId()).toBe("no");
    // From the dialog itself too; from a script-focusable element after a control, the browser's.
    const other = dialog(
      "trap2",
      '<button id="a">A</button><p id="p" tabindex="-1">Status</p><button id="b">B</button>',
    );
    document.body.append(other);
    other.focus();
    expect(tab(other, true).defaultPrevented).toBe(true);
    expect(focusedId()).toBe("b");
    document.getElementById("p")?.focus();
    expect(tab(other, true).defaultPrevented).toBe(false);
    expect(focusedId()).toBe("p");
  });
});

describe("dialogRef: a dialog nothing opened", () => {
  it("returns focus to closeFocusId when a link or the URL opened it, with focus on the page", () => {
    document.body.innerHTML = '<a id="add-address" href="?child=add_address">+ Add address</a>';
    expect(document.activeElement).toBe(document.body);
    const modal = dialog("address", '<input id="first-name" />');
    document.body.append(modal);
    const ref = dialogRef("address", "first-name", "add-address");
    ref(modal);
    expect(focusedId()).toBe("first-name");
    ref(null);
    modal.remove();
    vi.runAllTimers();
    expect(focusedId()).toBe("add-address");
  });

  it("still returns focus to a real opener first", () => {
    document.body.innerHTML = '<button id="edit">Edit</button><a id="add-address" href="#">Add</a>';
    document.getElementById("edit")?.focus();
    const modal = dialog("address-edit", '<input id="first-name" />');
    document.body.append(modal);
    const ref = dialogRef("address-edit", "first-name", "add-address");
    ref(modal);
    ref(null);
    modal.remove();
    vi.runAllTimers();
    expect(focusedId()).toBe("edit");
  });
});
