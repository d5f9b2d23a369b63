import type { CatalogueIndex } from "./catalogue-index";
import type { SandboxFaults } from "./faults";
import type { SandboxStore } from "./sandbox-store";
import type { World } from "./world";

/** What every sandbox handler works on. */
export interface SandboxContext {
  /** The seeded world (read-only). */
  world: World;
  /** Lookups over the catalogue. */
  catalogue: CatalogueIndex;
  /** The changeable, persisted state. */
  store: SandboxStore;
  /** Latency and fault injection. */
  faults: SandboxFaults;
}
