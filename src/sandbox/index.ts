/**
 * `solekit/sandbox` — a stateful, seeded emulation of every backend as msw handlers: for the
 * reference UI (`startSandbox`), node tests (`sandboxHandlers`, `createSandbox`) and browser tests.
 *
 * @packageDocumentation
 */
export { type CatalogueIndex, indexCatalogue } from "./catalogue-index";
export { createSandbox, type Sandbox, type SandboxOptions, sandboxHandlers } from "./create-sandbox";
export { createFaults, type FaultOptions, type SandboxFault, type SandboxFaults } from "./faults";
export { localStoragePersistence, memoryPersistence, type SandboxPersistence } from "./persistence";
export { type RouteInfo, type RouteMethod, readJson, route, SandboxHttpError } from "./route";
export type { SandboxContext } from "./sandbox-context";
export { SANDBOX_SITE_ID, sandboxConfig, sandboxHosts } from "./sandbox-hosts";
export {
  initialSandboxState,
  SANDBOX_STATE_VERSION,
  type SandboxCartLine,
  type SandboxInboxMessage,
  type SandboxState,
} from "./sandbox-state";
export { createSandboxStore, type SandboxStore } from "./sandbox-store";
export { type BrowserSandbox, type StartSandboxOptions, startSandbox } from "./start-sandbox";
export * from "./world";
