import { followFocus } from "../../../src/machines/shared/follow-focus";

// A fake actor whose snapshot is a plain string, and a fake document that records focus.
function setup(initial: string) {
  let snapshot = initial;
  const listeners = new Set<(value: string) => void>();
  const actor = {
    getSnapshot: () => snapshot,
    subscribe(listener: (value: string) => void) {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
  };
  const emit = (value: string) => {
    snapshot = value;
    for (const listener of listeners) listener(value);
  };
  const focused: string[] = [];
  const element = (id: string) => ({ id, isConnected: true, focus: () => focused.push(id) });
  const doc = {
    activeElement: element("trigger") as unknown,
    getElementById: (id: string) => (id === "missing" ? null : element(id)),
  };
  return { actor, emit, focused, doc };
}

describe("followFocus, the shared focus controller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves nothing when it starts, then focus follows each change after the view renders", () => {
    const { actor, emit, focused, doc } = setup("closed");
    followFocus(actor, { document: doc, read: (s) => s, target: (s) => ({ id: `${s}-target` }) });
    expect(focused).toEqual([]);
    emit("open");
    expect(focused).toEqual([]); // not before the view has rendered
    vi.runAllTimers();
    expect(focused).toEqual(["open-target"]);
    emit("open"); // the same state: focus stays where the shopper is
    vi.runAllTimers();
    expect(focused).toEqual(["open-target"]);
  });

  it('"restore" returns focus to what had it before focus last moved, unless it left the page', () => {
    const { actor, emit, focused, doc } = setup("hidden");
    followFocus(actor, {
      document: doc,
      read: (s) => s,
      target: (s) => (s === "visible" ? { id: "content" } : "restore"),
    });
    emit("visible");
    vi.runAllTimers();
    emit("hidden");
    vi.runAllTimers();
    expect(focused).toEqual(["content", "trigger"]);
    doc.activeElement = { isConnected: false, focus: () => focused.push("gone") };
    emit("visible");
    emit("hidden");
    vi.runAllTimers();
    expect(focused).toEqual(["content", "trigger"]);
  });

  it("a change superseded before the view renders moves focus once, to the latest target; stop cancels", () => {
    const { actor, emit, focused, doc } = setup("a");
    const stop = followFocus(actor, { document: doc, read: (s) => s, target: (s) => ({ id: s }) });
    emit("b");
    emit("c");
    vi.runAllTimers();
    expect(focused).toEqual(["c"]);
    emit("d");
    stop();
    vi.runAllTimers();
    expect(focused).toEqual(["c"]);
  });
});
