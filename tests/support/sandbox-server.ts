import { setupServer } from "msw/node";
import { createSandbox, type Sandbox, type SandboxOptions } from "../../src/sandbox";

/**
 * Starts a node msw server over a fresh sandbox for one test file, and resets its state and
 * faults after each test. Unhandled requests fail the test: nothing may leave the machine.
 */
export function startSandboxServer(options: SandboxOptions = {}): { readonly sandbox: Sandbox } {
  const holder = { sandbox: createSandbox({ catalogueSize: 400, ...options }) };
  const server = setupServer(...holder.sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    holder.sandbox.faults.clear();
    holder.sandbox.reset();
  });
  afterAll(() => server.close());
  return holder;
}
