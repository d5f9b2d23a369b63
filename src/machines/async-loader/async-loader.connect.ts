import type { SnapshotFrom } from "xstate";
import {
  storefrontMessages as defaultMessages,
  formatMessage,
  type StorefrontMessageCatalogue,
} from "../../rules/messages";
import type { AsyncLoaderMachine } from "./async-loader.machine";
import type { AsyncLoaderApi, AsyncLoaderEvent, AsyncLoaderStatus } from "./async-loader.types";

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
  catalogue: Pick<StorefrontMessageCatalogue, "loaderError"> = defaultMessages,
): AsyncLoaderApi<TData> {
  const status: AsyncLoaderStatus =
    snapshot.matches("running") || snapshot.matches("boot")
      ? "running"
      : snapshot.matches("success")
        ? "success"
        : snapshot.matches("error")
          ? "error"
          : "ready";
  const { data, error } = snapshot.context;
  return {
    status,
    isLoading: status === "running",
    data,
    errorMessage:
      status === "error" && error
        ? formatMessage(catalogue.loaderError, { message: error.message })
        : undefined,
    load: () => send({ type: "load" }),
    reset: () => send({ type: "reset" }),
  };
}
