/**
 * `solekit` — the React entry point: `SolekitProvider`, every hook and the public types.
 *
 * @packageDocumentation
 */

export type { Clock, CookieOptions, NavigateOptions, StorageAdapter, UrlAdapter } from "./clients/adapters";
export type { CustomerSession, SolekitConfig, SolekitConfigInput } from "./clients/config";
export { isSolekitError, SolekitError, type SolekitErrorKind } from "./clients/http";
export type { SearchResult } from "./clients/search";
export * from "./hooks/product-list";
export * from "./hooks/provider";
export type { AsyncLoaderApi, AsyncLoaderStatus } from "./machines/async-loader";
