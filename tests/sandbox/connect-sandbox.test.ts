import { connectSandbox, SANDBOX_WORKER_BYPASSED } from "../../src/sandbox";
import { WORKER_CONTROL_TIMEOUT_MS } from "../../src/sandbox/worker-control";

const SCOPE = "https://shop.example/";

// A `navigator.serviceWorker` whose registration of the sandbox's worker is active; `controlled`
// says whether it controls the page. Its worker answers each command with `answer(command)`.
function fakeContainer(controlled: boolean, answer: (command: { command: string }) => unknown) {
  const active = {
    state: "activated",
    scriptURL: `${SCOPE}sandbox-worker.js`,
    postMessage(message: { command: string }, [port]: MessagePort[]) {
      port?.postMessage(answer(message));
    },
  } as unknown as ServiceWorker;
  const registration = { installing: null, waiting: null, active, scope: SCOPE } as ServiceWorkerRegistration;
  const events = new EventTarget();
  return {
    controller: controlled ? active : null,
    register: async () => registration,
    getRegistrations: async () => [registration],
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  } as unknown as ServiceWorkerContainer;
}

describe("connectSandbox", () => {
  it("sends a command to the worker controlling the page and resolves to its reply", async () => {
    const sent: unknown[] = [];
    const container = fakeContainer(true, (command) => {
      sent.push(command);
      return command.command === "inbox" ? { ok: true, reply: [] } : { ok: false, message: "refused" };
    });
    const sandbox = await connectSandbox({ container });
    expect(await sandbox.inbox()).toEqual([]);
    await expect(sandbox.reset()).rejects.toThrow("Sandbox reset: refused");
    expect(sent).toEqual([{ command: "inbox" }, { command: "reset" }]);
    expect(sandbox.config().search.siteId).toBe("sandbox");
  });

  it("reloads a page its worker does not control once the worker had its time, and rejects", async () => {
    vi.useFakeTimers();
    try {
      const onBypassed = vi.fn();
      const connecting = connectSandbox({ container: fakeContainer(false, () => null), onBypassed });
      const rejected = expect(connecting).rejects.toThrow(SANDBOX_WORKER_BYPASSED);
      await vi.advanceTimersByTimeAsync(WORKER_CONTROL_TIMEOUT_MS);
      await rejected;
      expect(onBypassed).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
