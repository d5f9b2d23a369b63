export { connectAsyncLoader } from "./async-loader.connect";
export { type AsyncLoaderMachine, createAsyncLoaderMachine } from "./async-loader.machine";
export type {
  AsyncLoaderApi,
  AsyncLoaderContext,
  AsyncLoaderEvent,
  AsyncLoaderInput,
  AsyncLoaderStatus,
} from "./async-loader.types";
