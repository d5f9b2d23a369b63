import { useRef } from "react";

/**
 * The previous object while every entry is the same (`Object.is`), so work memoised on it is
 * kept: a hook's options can be a fresh literal on every render.
 *
 * @example
 * ```ts
 * const options = useShallowStable({ id, messages });
 * ```
 */
export function useShallowStable<T>(value: T): T {
  const ref = useRef(value);
  const previous = ref.current as Record<string, unknown>;
  const next = value as Record<string, unknown>;
  const same =
    previous === next ||
    (typeof next === "object" &&
      next !== null &&
      Object.keys(next).length === Object.keys(previous).length &&
      Object.keys(next).every((key) => Object.is(previous[key], next[key])));
  if (!same) ref.current = value;
  return ref.current;
}
