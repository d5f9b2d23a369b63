import { createContext, useContext } from "react";
import type { BrowserSandbox } from "solekit/sandbox";

/** The running sandbox, or null when the UI talks to real services. */
export type DevSandbox = BrowserSandbox;

export const DevSandboxContext = createContext<DevSandbox | null>(null);

export function useDevSandbox(): DevSandbox | null {
  return useContext(DevSandboxContext);
}
