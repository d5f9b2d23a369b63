import type { SolekitError } from "../../runtime/solekit-error";

/**
 * Where every capability's request stands, the same four words in every slice: nothing asked
 * yet (`idle`), a request running or about to (`loading`), the answer shown (`success`), or a
 * failure shown (`error`, with `error` and `errorMessage` set). Widget detail — an overlay open,
 * a panel counting, a form submitting — rides beside it as named booleans.
 */
export type SliceStatus = "idle" | "loading" | "success" | "error";

/** The fields every capability's Api starts with (`docs/architecture.md`, "The consumer contract"). */
export interface SliceState {
  /** Where the capability's request stands. */
  readonly status: SliceStatus;
  /** The failure being shown, else `null`. */
  readonly error: SolekitError | null;
  /** The failure as the shopper reads it, from the message catalogue, else `null`. */
  readonly errorMessage: string | null;
}

/**
 * The third argument of every slice's `connect(snapshot, send, options)`: the base of the DOM ids
 * its prop getters hand out and the messages it shows (the built-in catalogue part when
 * omitted). Slices add their own options beside these.
 */
export interface ConnectOptions<TMessages> {
  /** Base of the DOM ids (unique per widget on the page). @default the slice's name */
  readonly id?: string;
  /** The messages to show, e.g. the catalogue part with the host's overrides laid over it. */
  readonly messages?: TMessages;
}
