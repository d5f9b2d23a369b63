import { createActor, waitFor } from "xstate";
import {
  connectAsyncLoader,
  createAsyncLoaderActors,
  createAsyncLoaderMachine,
} from "../../src/machines/async-loader";
import { SolekitError } from "../../src/runtime";

const machine = createAsyncLoaderMachine<string>();

function start(load: (signal: AbortSignal) => Promise<string>, immediate = true) {
  const actor = createActor(machine.provide({ actors: createAsyncLoaderActors(load) }), {
    input: { immediate },
  });
  actor.start();
  const api = () => connectAsyncLoader(actor.getSnapshot(), actor.send);
  return { actor, api };
}

describe("async loader (account-area §4: ready, running, success, error)", () => {
  it("waits in ready (status idle) when not immediate, then runs (status loading) on load", async () => {
    const { actor, api } = start(async () => "ok", false);
    expect(actor.getSnapshot().value).toBe("ready");
    expect(api()).toMatchObject({ status: "idle", error: null, errorMessage: null });
    api().load();
    expect(actor.getSnapshot().value).toBe("running");
    expect(api()).toMatchObject({ status: "loading", isLoading: true });
    await waitFor(actor, (s) => s.matches("success"));
    expect(api()).toMatchObject({ status: "success", data: "ok", error: null, errorMessage: null });
  });

  it("shows 'Error: {message}' with the error itself on failure, and loads again from error", async () => {
    let fail = true;
    const { actor, api } = start(async () => {
      if (fail) throw new SolekitError({ kind: "http", status: 503, message: "offline" });
      return "back";
    });
    await waitFor(actor, (s) => s.matches("error"));
    expect(api().status).toBe("error");
    expect(api().errorMessage).toBe("Error: offline");
    expect(api().error).toMatchObject({ kind: "http", status: 503 });
    fail = false;
    api().load();
    expect(api().error).toBeNull();
    await waitFor(actor, (s) => s.matches("success"));
    expect(api().data).toBe("back");
  });

  it("wraps anything else a loader throws as an unexpected SolekitError", async () => {
    const { actor, api } = start(async () => {
      throw new TypeError("boom");
    });
    await waitFor(actor, (s) => s.matches("error"));
    expect(api().error).toBeInstanceOf(SolekitError);
    expect(api().error).toMatchObject({ kind: "unexpected", message: "boom" });
  });

  it("aborts the running load when loaded again or reset, and never applies its answer", async () => {
    const calls: { signal: AbortSignal; resolve: (value: string) => void }[] = [];
    const { actor, api } = start(
      (signal) =>
        new Promise<string>((resolve) => {
          calls.push({ signal, resolve });
        }),
    );
    api().load();
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve("stale");
    await Promise.resolve();
    expect(api().data).toBeUndefined();
    api().reset();
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(api().status).toBe("idle");
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("takes the error template from the messages given", async () => {
    const { actor } = start(async () => {
      throw new Error("nope");
    });
    await waitFor(actor, (s) => s.matches("error"));
    expect(
      connectAsyncLoader(actor.getSnapshot(), actor.send, { messages: { loaderError: "Oops: {message}" } })
        .errorMessage,
    ).toBe("Oops: nope");
  });
});
