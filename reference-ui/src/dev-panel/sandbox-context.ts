import { createContext, useContext } from "react";
import type { BrowserSandbox } from "solekit/sandbox";

/**
 * Whether the UI runs on the built-in sandbox (no `VITE_SOLEKIT_CONFIG`). Known from the first
 * render on, before the sandbox itself has started.
 */
export const runsOnSandbox = !import.meta.env.VITE_SOLEKIT_CONFIG;

/** The running sandbox, or null when the UI talks to real services or while the sandbox starts. */
export type DevSandbox = BrowserSandbox;

export const DevSandboxContext = createContext<DevSandbox | null>(null);

export function useDevSandbox(): DevSandbox | null {
  return useContext(DevSandboxContext);
}
