import { assign, createActor, setup, waitFor } from "xstate";
import { asError, domIds, focusById, fromRequest, idPart, missingActor } from "../../../src/machines/shared";
import { SolekitError } from "../../../src/runtime";

describe("domIds", () => {
  it("derives every id of a widget from one base", () => {
    const id = domIds("qs");
    expect(id("input")).toBe("qs-input");
    expect(id("option", 2)).toBe("qs-option-2");
    expect(id.base).toBe("qs");
  });

  it.each([
    ["ss_price:low", "ss_price_low"],
    ["Size (US) 10", "Size__US__10"],
    ["already-fine_1", "already-fine_1"],
  ])("makes %s safe inside an id: %s", (text, safe) => {
    expect(idPart(text)).toBe(safe);
    expect(domIds("grid")("facet", text)).toBe(`grid-facet-${safe}`);
  });
});

describe("focusById", () => {
  const doc = (focused: string[]) => ({
    getElementById: (id: string) => (id === "missing" ? null : { focus: () => focused.push(id) }),
  });

  it("focuses through a document, or the document of an element or event target", () => {
    const focused: string[] = [];
    const d = doc(focused);
    focusById(d, "a");
    focusById({ ownerDocument: d }, "b");
    focusById(null, "c");
    focusById(d, "missing");
    expect(focused).toEqual(["a", "b"]);
  });
});

describe("asError", () => {
  it("keeps a SolekitError as it is", () => {
    const error = new SolekitError({ kind: "http", status: 422, message: "Only 2 left" });
    expect(asError(error)).toBe(error);
  });

  it.each([
    [new TypeError("boom"), "boom"],
    ["plain text", "plain text"],
    [42, "42"],
  ])("wraps %o as an unexpected SolekitError", (thrown, message) => {
    const error = asError(thrown);
    expect(error).toBeInstanceOf(SolekitError);
    expect(error).toMatchObject({ kind: "unexpected", message });
    expect(error.cause).toBe(thrown);
  });
});

describe("fromRequest", () => {
  const machine = setup({ actors: { load: missingActor<string>("test", "load") } }).createMachine({
    initial: "loading",
    context: { output: "", error: "" },
    states: {
      loading: {
        invoke: {
          src: "load",
          onDone: { target: "done", actions: assign({ output: ({ event }) => event.output }) },
          onError: {
            target: "failed",
            actions: assign({ error: ({ event }) => (event.error as Error).message }),
          },
        },
        on: { cancel: "cancelled" },
      },
      done: {},
      failed: {},
      cancelled: {},
    },
  });

  it("passes the actor's signal to the request and delivers its answer", async () => {
    let seen: AbortSignal | undefined;
    const actor = createActor(
      machine.provide({
        actors: {
          load: fromRequest<string, void>(async (_, signal) => {
            seen = signal;
            return "answer";
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches("done"));
    expect(seen?.aborted).toBe(false);
    expect(actor.getSnapshot().context.output).toBe("answer");
  });

  it("aborts the request when the machine leaves the state, and never settles it afterwards", async () => {
    let signal: AbortSignal | undefined;
    let fail: (error: unknown) => void = () => {};
    const logic = fromRequest<string, void>((_, s) => {
      signal = s;
      return new Promise<string>((_resolve, reject) => {
        fail = reject;
      });
    });
    const actor = createActor(machine.provide({ actors: { load: logic } })).start();
    actor.send({ type: "cancel" });
    expect(signal?.aborted).toBe(true);
    fail(new DOMException("aborted", "AbortError"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(actor.getSnapshot().value).toBe("cancelled");
  });

  it("names the machine and the actor when one was not provided", async () => {
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches("failed"));
    expect(actor.getSnapshot().context.error).toBe(
      "test: provide the `load` actor (machine.provide({ actors }))",
    );
  });
});
