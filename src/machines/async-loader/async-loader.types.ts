import type { ShopMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";

/** Input of the async-loader machine. */
export interface AsyncLoaderInput {
  /** Start loading as soon as the actor starts. @default true */
  immediate?: boolean;
}

/** Context of the async-loader machine. */
export interface AsyncLoaderContext<TData> {
  /** Whether the loader starts running at once. */
  immediate: boolean;
  /** The last successful result. */
  data: TData | undefined;
  /** The last failure, until the next load starts. */
  error: SolekitError | null;
}

/** Events of the async-loader machine. */
export type AsyncLoaderEvent =
  /** Loads, or loads again (aborting a load still running). */
  | { type: "loader.load" }
  /** Back to ready, keeping nothing (aborting a load still running). */
  | { type: "loader.reset" };

/** The messages the async loader shows. */
export type AsyncLoaderMessages = Pick<ShopMessageCatalogue, "loaderError">;

/** Options of `connectAsyncLoader`. */
export type AsyncLoaderConnectOptions = ConnectOptions<AsyncLoaderMessages>;

/**
 * The async loader's public API (account-area §4: ready, running, success, error), as
 * `connectAsyncLoader` and the hooks built on it return it. The spec's ready is status `idle` and
 * its running is status `loading`.
 */
export interface AsyncLoaderApi<TData> extends SliceState {
  /** True while running (show the spinner). */
  readonly isLoading: boolean;
  /** The result once loaded; kept while a new load runs. */
  readonly data: TData | undefined;
  /** Loads (again). */
  load(): void;
  /** Returns to ready, keeping nothing. */
  reset(): void;
}
