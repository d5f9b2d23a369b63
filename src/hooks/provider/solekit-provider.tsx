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
import { sameContent } from "../../runtime/same-content";
import { SolekitContext } from "./solekit-context";
import { retainRuntime, type SolekitRuntime } from "./solekit-runtime";

/** Props of {@link SolekitProvider}. */
export interface SolekitProviderProps {
  /**
   * Services and the customer session. Validated when its content changes (an inline object with
   * the same content keeps the runtime, its clients and the page's cart); a bad field throws at
   * render.
   */
  config: SolekitConfigInput;
  /**
   * URL adapter. @default window.history in the browser; on the server a memory URL at
   * `serverUrl`
   */
  url?: UrlAdapter;
  /**
   * The URL of the request being rendered, for server-side rendering: what the hooks read on the
   * server when no `url` adapter is given (the search page's `query`, the product's `variant`),
   * so the server renders what the browser will hydrate. Ignored in the browser, which reads its
   * own location. Pass the full URL (`https://shop.example.com/search?query=boots`).
   * @default `https://{shop.domain}/` (a page whose hooks read the URL then renders differently on
   * the server and hydration fails)
   */
  serverUrl?: string | URL;
  /** Storage adapter. @default localStorage and cookies (memory during SSR) */
  storage?: StorageAdapter;
  /** Time source. @default Date.now */
  clock?: Clock;
  /** Overrides for any message of the catalogue (compared by content, so inline is fine). */
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
 * Configures solekit for the tree below it. Put it once near the root. `config` and `messages`
 * may be written inline: they are compared by content, so re-renders keep one runtime (its
 * clients and the page's cart). Rendering on a server, pass the request's URL as `serverUrl`
 * (see `docs/ssr.md`).
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
 *
 * @example
 * ```tsx
 * // On a Node server: the hooks read the request's URL (the search page's query, the variant).
 * renderToPipeableStream(
 *   <SolekitProvider config={config} serverUrl={`https://${req.headers.host}${req.url}`}>
 *     <App />
 *   </SolekitProvider>,
 * );
 * ```
 */
export function SolekitProvider(props: SolekitProviderProps): ReactNode {
  const { url, storage, clock, queryClient, prefetch, children } = props;
  // Hosts write `config` and `messages` inline (a new object each render): same content, same runtime.
  const input = useSameContent(props.config);
  const messages = useSameContent(props.messages ?? NO_OVERRIDES);
  // Only the server reads it: in the browser a new request URL on navigation changes nothing.
  const serverUrl = isBrowser() || props.serverUrl === undefined ? undefined : String(props.serverUrl);
  const config = useMemo(() => parseSolekitConfig(input), [input]);
  const runtime = useMemo<SolekitRuntime>(
    () => ({
      config,
      url:
        url ??
        (isBrowser()
          ? createHistoryUrl(window)
          : createMemoryUrl(serverUrl ?? `https://${config.shop.domain}/`)),
      storage: storage ?? (isBrowser() ? createBrowserStorage() : createMemoryStorage()),
      clock: clock ?? systemClock,
      messages,
      queryClient,
      prefetch,
      clients: new WeakMap(),
      sharedActors: new Set(),
    }),
    [config, url, serverUrl, storage, clock, messages, queryClient, prefetch],
  );
  // The page's shared actors live as long as a mounted provider holds this runtime.
  useEffect(() => retainRuntime(runtime), [runtime]);
  return <SolekitContext.Provider value={runtime}>{children}</SolekitContext.Provider>;
}

// The previous value while the new one has the same content (see `sameContent`).
function useSameContent<T>(value: T): T {
  const held = useRef(value);
  if (!sameContent(held.current, value)) held.current = value;
  return held.current;
}
