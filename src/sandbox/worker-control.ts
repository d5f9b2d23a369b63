// msw reloads the page when it finds its worker registered but the page not controlled by it
// (`getWorkerInstance`): meant for a hard reload, which bypasses service workers. An app that
// registers the worker early, so it installs while the sandbox builds (the reference UI does),
// meets the same check on a first visit whenever the worker has not yet taken control, and the
// page loads twice. This waits for that control first.

/** The part of `navigator.serviceWorker` {@link untilWorkerControls} reads. */
export type WorkerContainer = Pick<ServiceWorkerContainer, "controller" | "getRegistrations"> &
  Pick<EventTarget, "addEventListener" | "removeEventListener">;

/** How long to wait for a starting worker to take control before leaving it to msw. */
export const WORKER_CONTROL_TIMEOUT_MS = 10_000;

// How the page was loaded: "reload" for a reload, a hard one included.
const pageNavigationKind = (): NavigationTimingType | undefined =>
  (globalThis.performance?.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined)
    ?.type;

/**
 * Resolves once the page is controlled by the worker at `workerUrl`, when that worker is on its
 * way to control it: registered with its script still downloading, installing, waiting,
 * activating, or active but not yet claiming the page on a first visit (msw's worker claims the
 * page when it activates). Resolves at once when the page is already controlled, when the worker
 * is not registered (msw registers it), or when it is active without controlling a page that was
 * reloaded (a hard reload, which msw answers with a reload); and after
 * {@link WORKER_CONTROL_TIMEOUT_MS} at most.
 *
 * Each of those first-visit phases once let msw find the worker registered but not in control and
 * reload the page, on a loaded machine: the registration before its script arrived, and the
 * moment between activating and claiming.
 *
 * @param navigation How the page was loaded; read from the Navigation Timing entry by default.
 * @example
 * ```ts
 * await untilWorkerControls(navigator.serviceWorker, new URL("/mockServiceWorker.js", location.href).href);
 * await worker.start(); // no reload on a first visit
 * ```
 */
export async function untilWorkerControls(
  container: WorkerContainer,
  workerUrl: string,
  navigation: NavigationTimingType | undefined = pageNavigationKind(),
): Promise<void> {
  if (container.controller) return;
  const registrations = await container.getRegistrations();
  const scope = new URL("./", workerUrl).href;
  const starting = registrations.some((registration) => {
    const workers = [registration.installing, registration.waiting, registration.active];
    // Registered by the app a moment ago: the worker appears once its script has downloaded.
    if (workers.every((worker) => !worker)) return registration.scope === scope;
    if (!workers.some((worker) => worker?.scriptURL === workerUrl)) return false;
    if (registration.installing || registration.waiting) return true;
    // Active: about to claim a page on its first visit; a reloaded page it never claims.
    return registration.active?.state === "activating" || navigation !== "reload";
  });
  if (!starting || container.controller) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener("controllerchange", done);
      resolve();
    };
    const timer = setTimeout(done, WORKER_CONTROL_TIMEOUT_MS);
    container.addEventListener("controllerchange", done);
  });
}
