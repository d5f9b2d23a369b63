export { createAsyncLoaderActors } from "./async-loader.actors";
export { connectAsyncLoader } from "./async-loader.connect";
export { type AsyncLoaderMachine, createAsyncLoaderMachine } from "./async-loader.machine";
export type {
  AsyncLoaderApi,
  AsyncLoaderConnectOptions,
  AsyncLoaderContext,
  AsyncLoaderEvent,
  AsyncLoaderInput,
  AsyncLoaderMessages,
} from "./async-loader.types";
