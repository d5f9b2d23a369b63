import {
  untilWorkerControls,
  WORKER_CONTROL_TIMEOUT_MS,
  type WorkerContainer,
} from "../../src/sandbox/worker-control";

const URL_OF_WORKER = "https://shop.example/mockServiceWorker.js";

type State = ServiceWorkerState;
const worker = (state: State, scriptURL = URL_OF_WORKER) => ({ state, scriptURL }) as ServiceWorker;

// A `navigator.serviceWorker` with one registration in the given phase; `claim()` makes the
// worker control the page, as msw's worker does when it activates.
function container(
  registration: Partial<Pick<ServiceWorkerRegistration, "installing" | "waiting" | "active" | "scope">>,
) {
  const events = new EventTarget();
  let controller: ServiceWorker | null = null;
  const fake: WorkerContainer = {
    get controller() {
      return controller;
    },
    getRegistrations: async () => [
      {
        installing: null,
        waiting: null,
        active: null,
        scope: "https://shop.example/",
        ...registration,
      } as ServiceWorkerRegistration,
    ],
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  return {
    fake,
    claim() {
      controller = worker("activated");
      events.dispatchEvent(new Event("controllerchange"));
    },
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("untilWorkerControls: msw finds its worker controlling the page, so a first visit loads once", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits while the worker registered early is still installing, until it claims the page", async () => {
    const sw = container({ installing: worker("installing") });
    const waiting = untilWorkerControls(sw.fake, URL_OF_WORKER);
    expect(await settled(waiting)).toBe(false);
    sw.claim();
    expect(await settled(waiting)).toBe(true);
  });

  it("waits while it activates", async () => {
    const sw = container({ active: worker("activating") });
    const waiting = untilWorkerControls(sw.fake, URL_OF_WORKER);
    expect(await settled(waiting)).toBe(false);
    sw.claim();
    expect(await settled(waiting)).toBe(true);
  });

  it("does not wait when the page is already controlled, when no worker is registered, or for another script", async () => {
    const controlled = container({ installing: worker("installing") });
    controlled.claim();
    expect(await settled(untilWorkerControls(controlled.fake, URL_OF_WORKER))).toBe(true);
    const none: WorkerContainer = { ...container({}).fake, getRegistrations: async () => [] };
    expect(await settled(untilWorkerControls(none, URL_OF_WORKER))).toBe(true);
    const other = container({ installing: worker("installing", "https://shop.example/sw.js") });
    expect(await settled(untilWorkerControls(other.fake, URL_OF_WORKER))).toBe(true);
  });

  it("waits while the app's registration has no worker yet: its script is still downloading", async () => {
    const sw = container({});
    const waiting = untilWorkerControls(sw.fake, URL_OF_WORKER, "navigate");
    expect(await settled(waiting)).toBe(false);
    sw.claim();
    expect(await settled(waiting)).toBe(true);
    // Another scope's registration is not ours to wait for.
    const other = container({ scope: "https://shop.example/admin/" });
    expect(await settled(untilWorkerControls(other.fake, URL_OF_WORKER, "navigate"))).toBe(true);
  });

  it("waits on a first visit for an activated worker that has not claimed the page yet", async () => {
    const sw = container({ active: worker("activated") });
    const waiting = untilWorkerControls(sw.fake, URL_OF_WORKER, "navigate");
    expect(await settled(waiting)).toBe(false);
    sw.claim();
    expect(await settled(waiting)).toBe(true);
  });

  it("leaves an active worker that does not control a reloaded page (a hard reload) to msw, at once", async () => {
    const sw = container({ active: worker("activated") });
    expect(await settled(untilWorkerControls(sw.fake, URL_OF_WORKER, "reload"))).toBe(true);
  });

  it("gives up after the timeout, so a worker that never takes control cannot hold the sandbox", async () => {
    const sw = container({ waiting: worker("installed") });
    const waiting = untilWorkerControls(sw.fake, URL_OF_WORKER);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(WORKER_CONTROL_TIMEOUT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
