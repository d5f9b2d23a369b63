import type { QueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import type { Prefetch } from "../../clients/http/prefetch";
import type { MessageCatalogue } from "../../rules/messages";
import {
  type Clock,
  createBrowserStorage,
  createHistoryUrl,
  createMemoryStorage,
  createMemoryUrl,
  parseSolekitConfig,
  type SolekitConfigInput,
  type StorageAdapter,
  systemClock,
  type UrlAdapter,
} from "../../runtime";
import { SolekitContext } from "./solekit-context";
import type { SolekitRuntime } from "./solekit-runtime";

/** Props of {@link SolekitProvider}. */
export interface SolekitProviderProps {
  /** Services and the customer session. Validated once; a bad field throws at first render. */
  config: SolekitConfigInput;
  /** URL adapter. @default window.history (memory during SSR) */
  url?: UrlAdapter;
  /** Storage adapter. @default localStorage and cookies (memory during SSR) */
  storage?: StorageAdapter;
  /** Time source. @default Date.now */
  clock?: Clock;
  /** Overrides for any message of the catalogue. */
  messages?: Partial<MessageCatalogue>;
  /** TanStack QueryClient for the account area. @default one created on first use */
  queryClient?: QueryClient;
  /**
   * Requests started before the app rendered (`solekit/prefetch`: the grid's first search, the
   * cart): the first call asking the same takes the answer over instead of sending the request
   * again (render-as-you-fetch).
   */
  prefetch?: Prefetch;
  /** Your app. */
  children?: ReactNode;
}

const NO_OVERRIDES: Partial<MessageCatalogue> = {};

const isBrowser = () => typeof window !== "undefined" && typeof document !== "undefined";

/**
 * Configures solekit for the tree below it. Put it once near the root.
 *
 * @example
 * ```tsx
 * <SolekitProvider
 *   config={{
 *     search: { siteId: "abc123" },
 *     shop: { domain: "shop.example.com" },
 *     loyalty: { tenantId: "fitclub", idApiUrl: "https://id.example.com", apiBaseUrl: "https://api.example.com", authHost: "https://auth.example.com" },
 *     backInStock: { companyId: "XyZ12" },
 *     customer: window.customerSession ?? null,
 *   }}
 * >
 *   <App />
 * </SolekitProvider>
 * ```
 */
export function SolekitProvider(props: SolekitProviderProps): ReactNode {
  const { config: input, url, storage, clock, messages, queryClient, prefetch, children } = props;
  const config = useMemo(() => parseSolekitConfig(input), [input]);
  const runtime = useMemo<SolekitRuntime>(
    () => ({
      config,
      url:
        url ?? (isBrowser() ? createHistoryUrl(window) : createMemoryUrl(`https://${config.shop.domain}/`)),
      storage: storage ?? (isBrowser() ? createBrowserStorage() : createMemoryStorage()),
      clock: clock ?? systemClock,
      messages: messages ?? NO_OVERRIDES,
      queryClient,
      prefetch,
      clients: new WeakMap(),
      sharedActors: new Set(),
    }),
    [config, url, storage, clock, messages, queryClient, prefetch],
  );
  // The page's shared actors live as long as this runtime is mounted. A development remount
  // (StrictMode runs every effect's cleanup and the effect again at once) must not stop them, so
  // the check waits a task.
  const mounts = useRef(0);
  useEffect(() => {
    mounts.current++;
    return () => {
      mounts.current--;
      setTimeout(() => {
        if (mounts.current > 0) return;
        for (const actor of runtime.sharedActors) actor.stop();
        runtime.sharedActors.clear();
      });
    };
  }, [runtime]);
  return <SolekitContext.Provider value={runtime}>{children}</SolekitContext.Provider>;
}
