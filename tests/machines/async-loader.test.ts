import { createActor, fromPromise, waitFor } from "xstate";
import { connectAsyncLoader, createAsyncLoaderMachine } from "../../src/machines/async-loader";

const machine = createAsyncLoaderMachine<string>();

function start(load: (signal: AbortSignal) => Promise<string>, immediate = true) {
  const actor = createActor(
    machine.provide({ actors: { load: fromPromise(({ signal }) => load(signal)) } }),
    {
      input: { immediate },
    },
  );
  actor.start();
  const api = () => connectAsyncLoader(actor.getSnapshot(), actor.send);
  return { actor, api };
}

describe("async loader", () => {
  it("waits in ready when not immediate, then runs on load", async () => {
    const { actor, api } = start(async () => "ok", false);
    expect(api().status).toBe("ready");
    api().load();
    expect(api()).toMatchObject({ status: "running", isLoading: true });
    await waitFor(actor, (s) => s.matches("success"));
    expect(api()).toMatchObject({ status: "success", data: "ok", errorMessage: undefined });
  });

  it("shows 'Error: {message}' on failure and loads again from error", async () => {
    let fail = true;
    const { actor, api } = start(async () => {
      if (fail) throw new Error("offline");
      return "back";
    });
    await waitFor(actor, (s) => s.matches("error"));
    expect(api().errorMessage).toBe("Error: offline");
    fail = false;
    api().load();
    await waitFor(actor, (s) => s.matches("success"));
    expect(api().data).toBe("back");
  });

  it("aborts the running load when loaded again or reset", async () => {
    const signals: AbortSignal[] = [];
    const { api } = start((signal) => {
      signals.push(signal);
      return new Promise(() => undefined);
    });
    api().load();
    expect(signals[0]?.aborted).toBe(true);
    api().reset();
    expect(signals[1]?.aborted).toBe(true);
    expect(api().status).toBe("ready");
  });

  it("takes the error template from the catalogue given", async () => {
    const { actor } = start(async () => {
      throw new Error("nope");
    });
    await waitFor(actor, (s) => s.matches("error"));
    expect(
      connectAsyncLoader(actor.getSnapshot(), actor.send, { loaderError: "Oops: {message}" }).errorMessage,
    ).toBe("Oops: nope");
  });
});
