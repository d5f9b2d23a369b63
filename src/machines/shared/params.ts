// Typed params for guards and actions (issue 19): a transition hands an action exactly what its
// event carries, typed by the event or the actor it comes from, so no action reads `event.type`
// or casts an actor's answer.

/**
 * What a failed actor's `onError` event carries, as an action's params.
 *
 * @example
 * ```ts
 * const onError = { target: "failed", actions: { type: "setError", params: thrown } };
 * // setError: assign((_, error: unknown) => ({ error: asError(error) }))
 * ```
 */
export const thrown = ({ event }: { event: { error: unknown } }): unknown => event.error;

/**
 * The params mapper handing an actor's answer (`onDone`'s `event.output`) to a guard or action,
 * typed by what the actor returns.
 *
 * @example
 * ```ts
 * const saved = answer<Measurement>();
 * const onDone = { target: "done", actions: { type: "setSaved", params: saved } };
 * ```
 */
export function answer<TOutput>(): ({ event }: { event: { output: TOutput } }) => TOutput {
  return ({ event }) => event.output;
}

/**
 * The params mapper handing the event itself to a guard or action, typed as the one event of
 * the transition it is written on.
 *
 * @example
 * ```ts
 * const selected = carried<Extract<RotatorEvent, { type: "item.select" }>>();
 * const on = { "item.select": { actions: { type: "select", params: selected } } };
 * ```
 */
export function carried<TEvent>(): ({ event }: { event: TEvent }) => TEvent {
  return ({ event }) => event;
}
