import type { Actor } from "xstate";
import { DESKTOP_MIN_WIDTH_PX } from "../../rules/constants";
import type { RotatorMachine } from "./rotator.machine";

/** The part of `window.matchMedia`'s answer the media controllers use. */
export interface MediaQueryListLike {
  /** Whether the query matches now. */
  readonly matches: boolean;
  /** Listens for changes. */
  addEventListener(type: "change", listener: (event: { readonly matches: boolean }) => void): void;
  /** Stops listening. */
  removeEventListener(type: "change", listener: (event: { readonly matches: boolean }) => void): void;
}

/** `window.matchMedia` or a stand-in. */
export type MatchMedia = (query: string) => MediaQueryListLike;

/** The media query of the shopper's reduced-motion preference. */
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
/** The media query of the desktop breakpoint (768 px and up). */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

function watch(matchMedia: MatchMedia, query: string, onChange: (matches: boolean) => void): () => void {
  const list = matchMedia(query);
  const listener = (event: { readonly matches: boolean }) => onChange(event.matches);
  onChange(list.matches);
  list.addEventListener("change", listener);
  return () => list.removeEventListener("change", listener);
}

/**
 * Keeps a rotator's reduced-motion preference and desktop breakpoint current from media
 * queries: with `prefers-reduced-motion: reduce` it never moves by itself, and a marquee's
 * duration follows the 768 px breakpoint. Returns the function that stops it.
 *
 * @example
 * ```ts
 * const actor = createActor(rotatorMachine, { input: { count: 3, interval: 5000 } }).start();
 * const stop = watchRotatorMedia(actor, window.matchMedia.bind(window));
 * ```
 */
export function watchRotatorMedia(
  actorRef: Pick<Actor<RotatorMachine>, "send">,
  matchMedia: MatchMedia,
): () => void {
  const stopMotion = watch(matchMedia, REDUCED_MOTION_QUERY, (reduced) =>
    actorRef.send({ type: "motion.change", reduced }),
  );
  const stopViewport = watch(matchMedia, DESKTOP_QUERY, (isDesktop) =>
    actorRef.send({ type: "viewport.change", isDesktop }),
  );
  return () => {
    stopMotion();
    stopViewport();
  };
}
