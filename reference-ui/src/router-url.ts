import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { UrlAdapter } from "solekit";

/**
 * solekit's URL adapter on top of React Router, so hooks that change the URL (search state,
 * account sections) go through the router instead of around it.
 */
export function useRouterUrl(): UrlAdapter {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const listeners = useRef(new Set<() => void>());

  const adapter = useMemo<UrlAdapter>(
    () => ({
      current: () => new URL(window.location.href),
      state: () => (window.history.state as { usr?: unknown } | null)?.usr,
      navigate(to, options = {}) {
        const url = new URL(to, window.location.href);
        if (url.origin !== window.location.origin) {
          window.location.assign(url.href);
          return;
        }
        void navigateRef.current(`${url.pathname}${url.search}${url.hash}`, {
          replace: options.replace ?? false,
          state: options.state,
        });
      },
      subscribe(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: notify on every location change
  useEffect(() => {
    for (const listener of listeners.current) listener();
  }, [location]);

  return adapter;
}
