import { closeClientOnPagehide } from "../../src/sandbox/leaving-page";

// msw's worker as the page sees it: what the page posted to it, in order.
function fakeWorker() {
  const posted: unknown[] = [];
  return {
    posted,
    worker: { postMessage: (message: unknown) => posted.push(message) } as Pick<ServiceWorker, "postMessage">,
  };
}

describe("closeClientOnPagehide: a page being left keeps its requests in the sandbox", () => {
  it("holds back msw's CLIENT_CLOSED of beforeunload, passes every other message, and sends it on pagehide", () => {
    const { worker, posted } = fakeWorker();
    const page = new EventTarget();
    closeClientOnPagehide(worker, page);
    worker.postMessage("KEEPALIVE_REQUEST");
    worker.postMessage("CLIENT_CLOSED"); // msw, on beforeunload: the page still runs
    worker.postMessage("MOCK_ACTIVATE");
    expect(posted).toEqual(["KEEPALIVE_REQUEST", "MOCK_ACTIVATE"]);
    page.dispatchEvent(new Event("pagehide"));
    expect(posted).toEqual(["KEEPALIVE_REQUEST", "MOCK_ACTIVATE", "CLIENT_CLOSED"]);
  });

  it("once released, lets CLIENT_CLOSED through at once (msw's stop) and sends nothing on pagehide", () => {
    const { worker, posted } = fakeWorker();
    const page = new EventTarget();
    const release = closeClientOnPagehide(worker, page);
    release();
    worker.postMessage("CLIENT_CLOSED");
    page.dispatchEvent(new Event("pagehide"));
    expect(posted).toEqual(["CLIENT_CLOSED"]);
  });
});
