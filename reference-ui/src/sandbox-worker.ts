// The sandbox's service worker, served at the site's root as /sandbox-worker.js (vite.config.ts
// bundles it as one classic script): it answers the sandbox's calls and images itself, off the
// page's main thread.
import { type SandboxWorkerScope, serveSandbox } from "solekit/sandbox";
import { NORMAL_CONDITIONS } from "./dev-panel/conditions";

serveSandbox(globalThis as unknown as SandboxWorkerScope, NORMAL_CONDITIONS);
