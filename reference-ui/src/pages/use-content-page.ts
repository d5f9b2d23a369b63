import { useEffect, useState } from "react";
import { useSolekit } from "solekit";
import type { PageFeedRow } from "solekit/sandbox";

/** Where a content page's load stands. */
export type ContentPageLoad =
  | { status: "loading" }
  | { status: "found"; page: PageFeedRow }
  /** The storefront answered 404: there is no such page. */
  | { status: "notFound" }
  /** Any other failure (a 5xx, no connection, an unreadable answer): worth trying again. */
  | { status: "error" };

type Settled = { handle: string; attempt: number; load: ContentPageLoad };

/**
 * Reads a content page (`/pages/:handle`) through the storefront's `?view=json` template, which
 * the sandbox answers. Only a 404 means the page does not exist; every other failure can be
 * tried again with `retry`.
 */
export function useContentPage(handle: string): ContentPageLoad & { retry: () => void } {
  const { config } = useSolekit();
  const origin = config.shop.origin ?? `https://${config.shop.domain}`;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (load: ContentPageLoad) => {
      if (!controller.signal.aborted) setSettled({ handle, attempt, load });
    };
    fetch(`${origin}/pages/${encodeURIComponent(handle)}?view=json`, { signal: controller.signal })
      .then(async (response) => {
        if (response.status === 404) return settle({ status: "notFound" });
        if (!response.ok) return settle({ status: "error" });
        settle({ status: "found", page: (await response.json()) as PageFeedRow });
      })
      .catch(() => settle({ status: "error" }));
    return () => controller.abort();
  }, [origin, handle, attempt]);
  const current = settled?.handle === handle && settled.attempt === attempt;
  const load: ContentPageLoad = current ? settled.load : { status: "loading" };
  return { ...load, retry: () => setAttempt((n) => n + 1) };
}
