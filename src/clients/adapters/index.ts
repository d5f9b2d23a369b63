export { type Clock, systemClock } from "./clock";
export {
  type CookieOptions,
  createBrowserStorage,
  createMemoryStorage,
  type StorageAdapter,
} from "./storage";
export { createHistoryUrl, createMemoryUrl, type NavigateOptions, type UrlAdapter } from "./url";
