import { useEffect, useState } from "react";
import { useSolekit } from "solekit";

/** Where a read of one of the storefront's `?view=json` templates stands. */
export type StorefrontJson<T> =
  | { status: "loading" }
  | { status: "found"; data: T }
  /** The storefront answered 404: there is no such page or collection. */
  | { status: "notFound" }
  /** Any other failure (a 5xx, no connection, an unreadable answer): worth trying again. */
  | { status: "error" };

type Settled<T> = { path: string; attempt: number; load: StorefrontJson<T> };

/**
 * Reads `path` on the shop through its `?view=json` template (content pages and collections;
 * the sandbox answers them, a real store renders these pages itself). Only a 404 means the thing
 * does not exist; every other failure can be tried again with `retry`.
 */
export function useStorefrontJson<T>(path: string): StorefrontJson<T> & { retry: () => void } {
  const { config } = useSolekit();
  const origin = config.shop.origin ?? `https://${config.shop.domain}`;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (load: StorefrontJson<T>) => {
      if (!controller.signal.aborted) setSettled({ path, attempt, load });
    };
    fetch(`${origin}${path}?view=json`, { signal: controller.signal })
      .then(async (response) => {
        if (response.status === 404) return settle({ status: "notFound" });
        if (!response.ok) return settle({ status: "error" });
        settle({ status: "found", data: (await response.json()) as T });
      })
      .catch(() => settle({ status: "error" }));
    return () => controller.abort();
  }, [origin, path, attempt]);
  const current = settled?.path === path && settled.attempt === attempt;
  const load: StorefrontJson<T> = current ? settled.load : { status: "loading" };
  return { ...load, retry: () => setAttempt((n) => n + 1) };
}
