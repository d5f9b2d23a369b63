import type { SnapshotFrom } from "xstate";
import { formatMessage, shopMessages } from "../../rules/messages";
import type { SliceStatus } from "../shared/connect";
import type { AsyncLoaderMachine } from "./async-loader.machine";
import type { AsyncLoaderApi, AsyncLoaderConnectOptions, AsyncLoaderEvent } from "./async-loader.types";

/**
 * Turns an async-loader snapshot into its public API.
 *
 * @example
 * ```ts
 * const api = connectAsyncLoader(actor.getSnapshot(), actor.send);
 * if (api.errorMessage) showError(api.errorMessage); // "Error: The service could not be reached"
 * ```
 */
export function connectAsyncLoader<TData>(
  snapshot: SnapshotFrom<AsyncLoaderMachine<TData>>,
  send: (event: AsyncLoaderEvent) => void,
  options: AsyncLoaderConnectOptions = {},
): AsyncLoaderApi<TData> {
  const messages = options.messages ?? shopMessages;
  const { data, error } = snapshot.context;
  const status: SliceStatus = snapshot.matches("running")
    ? "loading"
    : snapshot.matches("success")
      ? "success"
      : snapshot.matches("error")
        ? "error"
        : "idle";
  return {
    status,
    error,
    errorMessage: error ? formatMessage(messages.loaderError, { message: error.message }) : null,
    isLoading: status === "loading",
    data,
    load: () => send({ type: "loader.load" }),
    reset: () => send({ type: "loader.reset" }),
  };
}
