/** Where the reference UI serves the sandbox's service worker (vite.config.ts builds it). */
export const SANDBOX_WORKER_URL = "/sandbox-worker.js";
