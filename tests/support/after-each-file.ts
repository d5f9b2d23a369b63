import { cleanup } from "@testing-library/react";

// Unit test files share their worker (vitest.config.ts: `isolate: false`), so a module is
// evaluated once per worker, not once per file. Testing Library registers its cleanup when it is
// first imported, that is for the first file only: every file gets it here.
afterEach(() => cleanup());

// And what a file changed in the worker's globals is put back when it ends, whatever its own
// hooks did.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
