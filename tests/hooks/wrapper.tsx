import type { ReactNode } from "react";
import { SolekitProvider, type SolekitProviderProps } from "../../src/hooks/provider";
import { createMemoryStorage, createMemoryUrl } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";

/** A provider on the sandbox with memory adapters, for `renderHook`'s `wrapper`. */
export function sandboxWrapper(props: Partial<Omit<SolekitProviderProps, "children">> = {}) {
  const url = createMemoryUrl("https://shop.solekit.test/");
  const storage = createMemoryStorage();
  const config = sandboxConfig();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SolekitProvider config={config} url={url} storage={storage} {...props}>
        {children}
      </SolekitProvider>
    );
  };
}
