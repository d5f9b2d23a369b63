const never = new Promise<never>(() => undefined);

/**
 * The request's outcome, unless its signal was aborted: then it never settles.
 *
 * Every machine that invokes a request wraps it in this. An aborted request's outcome is never
 * wanted (storefront §8: outdated requests are aborted silently), and when React's StrictMode
 * (or `<Activity>`) stops and restarts an actor from its persisted snapshot, xstate would
 * otherwise relay the stopped request's "aborted" failure to the restarted actor as if it came
 * from the request now running.
 *
 * @example
 * ```ts
 * fromPromise(({ input, signal }) => unlessAborted(client.search(input, { signal }), signal));
 * ```
 */
export function unlessAborted<TOutput>(request: Promise<TOutput>, signal: AbortSignal): Promise<TOutput> {
  return request.then(
    (output) => (signal.aborted ? never : output),
    (error: unknown) => (signal.aborted ? never : Promise.reject(error)),
  );
}
