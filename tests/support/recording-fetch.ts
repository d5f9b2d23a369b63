/**
 * A fetch that records a copy of every request it sends, then sends it on to the real fetch
 * (which msw intercepts). Lets a test see the exact URL, headers and `keepalive` flag a client
 * used, without a handler of its own.
 */
export function recordingFetch(): { fetch: typeof globalThis.fetch; requests: Request[] } {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return globalThis.fetch(request);
  };
  return { fetch, requests };
}
