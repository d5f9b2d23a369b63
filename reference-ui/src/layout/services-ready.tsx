import { createContext, type ReactNode, useContext } from "react";

/**
 * Whether the services the hooks call are reachable: at once for real services, once the msw
 * worker runs on the sandbox. The chrome (header, navigation, footer) renders before; the parts
 * of a page that fetch wait for it, so the first screen paints without waiting for the sandbox.
 */
export const ServicesReadyContext = createContext(true);

/** Whether the services answer yet (see {@link ServicesReadyContext}). */
export function useServicesReady(): boolean {
  return useContext(ServicesReadyContext);
}

export function WhenServicesReady({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return <>{useServicesReady() ? children : fallback}</>;
}
