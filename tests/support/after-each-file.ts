import { cleanup } from "@testing-library/react";

// Unit test files share their worker (vitest.config.ts: `isolate: false`), so a module is
// evaluated once per worker, not once per file. Testing Library registers its cleanup when it is
// first imported, that is for the first file only: every file gets it here.
afterEach(() => cleanup());

// And what a file changed in the worker's globals is put back when it ends, whatever its own
// hooks did: the document too, which files in a jsdom environment share (a file that writes
// `document.body.innerHTML` itself, not through Testing Library, left its buttons to the next).
afterAll(() => {
  if (typeof document !== "undefined") document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
