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

/**
 * Resolves once the page is controlled by the worker at `workerUrl`, when that worker is
 * registered and still starting (installing, waiting or activating; msw's worker claims the page
 * when it activates). Resolves at once when the page is already controlled, when the worker is
 * not registered (msw registers it), or when it is active without controlling the page (a hard
 * reload, which msw answers with a reload); and after {@link WORKER_CONTROL_TIMEOUT_MS} at most.
 *
 * @example
 * ```ts
 * await untilWorkerControls(navigator.serviceWorker, new URL("/mockServiceWorker.js", location.href).href);
 * await worker.start(); // no reload on a first visit
 * ```
 */
export async function untilWorkerControls(container: WorkerContainer, workerUrl: string): Promise<void> {
  if (container.controller) return;
  const registrations = await container.getRegistrations();
  const starting = registrations.some((registration) => {
    const workers = [registration.installing, registration.waiting, registration.active];
    const ours = workers.some((worker) => worker?.scriptURL === workerUrl);
    return (
      ours && (registration.installing || registration.waiting || registration.active?.state === "activating")
    );
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
