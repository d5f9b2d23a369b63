/** A caller's props merged with a getter's: the getter's attributes, the caller's extras and overrides. */
export type MergedProps<TOwn, TCaller> = Omit<TCaller, keyof TOwn> & TOwn;

type Handler = (event: unknown) => void;
/** A callback ref or an object ref, of any framework that has them (React's fit). */
export type RefLike = ((element: never) => unknown) | { current: unknown } | null | undefined;

const isHandlerKey = (key: string) => /^on[A-Z]/.test(key);

const prevented = (event: unknown) =>
  typeof event === "object" && event !== null && (event as { defaultPrevented?: boolean }).defaultPrevented;

/**
 * Hands `element` to a ref of either kind: calls a callback ref, sets an object ref's `current`.
 *
 * @example
 * ```ts
 * setRef(callerRef, element); // the caller's ref sees the element a getter's own ref received
 * ```
 */
export function setRef(ref: RefLike, element: unknown): void {
  if (typeof ref === "function") (ref as (element: unknown) => unknown)(element);
  else if (ref) ref.current = element;
}

/**
 * Merges a prop getter's own props with the caller's, as Downshift does, so a skinned UI keeps
 * both behaviours:
 *
 * - plain attributes: the caller's win (an `aria-label` of your own replaces ours);
 * - handlers (`on…`) both give: the caller's runs first, and ours is skipped when the caller
 *   called `event.preventDefault()`;
 * - `ref`s both give: both are set;
 * - `className`s are joined with a space; `style` objects are merged, the caller's entries winning.
 *
 * @example
 * ```ts
 * const props = mergeProps(
 *   { role: "option", className: "option", onClick: () => select(item) },
 *   { className: "my-option", onClick: (event: MouseEvent) => analytics.track("pick", event) },
 * );
 * props.className; // "option my-option"; props.onClick runs the analytics, then selects
 * ```
 */
export function mergeProps<TOwn extends object, TCaller extends object>(
  own: TOwn,
  caller?: TCaller,
): MergedProps<TOwn, TCaller> {
  if (!caller) return own as MergedProps<TOwn, TCaller>;
  const merged = { ...own, ...caller } as Record<string, unknown>;
  const ours = own as Record<string, unknown>;
  const theirs = caller as Record<string, unknown>;
  for (const key of Object.keys(ours)) {
    const a = ours[key];
    const b = theirs[key];
    if (b === undefined || a === undefined) {
      merged[key] = b ?? a;
    } else if (isHandlerKey(key) && typeof a === "function" && typeof b === "function") {
      merged[key] = (event: unknown) => {
        (b as Handler)(event);
        if (!prevented(event)) (a as Handler)(event);
      };
    } else if (key === "ref") {
      merged[key] = (element: unknown) => {
        setRef(a as RefLike, element);
        setRef(b as RefLike, element);
      };
    } else if (key === "className" && typeof a === "string" && typeof b === "string") {
      merged[key] = `${a} ${b}`.trim();
    } else if (key === "style" && typeof a === "object" && typeof b === "object") {
      merged[key] = { ...a, ...b };
    }
  }
  return merged as MergedProps<TOwn, TCaller>;
}
