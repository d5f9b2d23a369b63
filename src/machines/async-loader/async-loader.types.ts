import type { SolekitError } from "../../clients/http";

/** Input of the async-loader machine. */
export interface AsyncLoaderInput {
  /** Start loading as soon as the actor starts. @default true */
  immediate?: boolean;
}

/** Context of the async-loader machine. */
export interface AsyncLoaderContext<TData> {
  /** The last successful result. */
  data: TData | undefined;
  /** The last failure. */
  error: SolekitError | Error | undefined;
}

/** Events of the async-loader machine. */
export type AsyncLoaderEvent = { type: "load" } | { type: "reset" };

/** The state names of the spec's async loader: ready, running, success, error. */
export type AsyncLoaderStatus = "ready" | "running" | "success" | "error";

/** The async loader's public API: what `connectAsyncLoader` and the hooks built on it return. */
export interface AsyncLoaderApi<TData> {
  /** Where the loader is. */
  status: AsyncLoaderStatus;
  /** True while running (show the spinner). */
  isLoading: boolean;
  /** The result once loaded. */
  data: TData | undefined;
  /** `Error: {message}` after a failure, else undefined. */
  errorMessage: string | undefined;
  /** Loads (again). */
  load(): void;
  /** Returns to ready, keeping nothing. */
  reset(): void;
}
