import { createContext, useContext } from "react";
import type { SandboxConnection } from "solekit/sandbox";

/**
 * Whether the UI runs on the built-in sandbox (no `VITE_SOLEKIT_CONFIG`). Known from the first
 * render on, before the sandbox itself has started.
 */
export const runsOnSandbox = !import.meta.env.VITE_SOLEKIT_CONFIG;

/**
 * The page's connection to the sandbox in its service worker, or null when the UI talks to real
 * services or while the sandbox starts.
 */
export type DevSandbox = SandboxConnection;

export const DevSandboxContext = createContext<DevSandbox | null>(null);

export function useDevSandbox(): DevSandbox | null {
  return useContext(DevSandboxContext);
}
