/**
 * `solekit/sandbox` — a stateful, seeded emulation of every backend as msw handlers: for the
 * reference UI (`startSandbox`), node tests (`sandboxHandlers`, `createSandbox`) and browser tests.
 *
 * @packageDocumentation
 */
export { BEACON_LOG_LIMIT, type SandboxBeaconEvent } from "./beacon-log";
export { type CatalogueIndex, indexCatalogue } from "./catalogue-index";
export { createSandbox, type Sandbox, type SandboxOptions, sandboxHandlers } from "./create-sandbox";
export { createFaults, type FaultOptions, type SandboxFault, type SandboxFaults } from "./faults";
export {
  type ArticleFeedRow,
  articlesFeed,
  type CatalogueFeedRow,
  catalogueFeed,
  catalogueFeedRow,
  FEED_PAGE_SIZE,
  type FeedPage,
  feedPage,
  type PageFeedRow,
  pagesFeed,
} from "./feeds";
export { redeemSandboxLoginToken, type SandboxSignInAccount } from "./handlers/auth-accounts";
export { sandboxPwpRules } from "./handlers/cart-pwp";
export {
  type LoyaltySandboxOptions,
  SANDBOX_DELEGATE_CLIENTS,
  SANDBOX_ID_TOKEN_TTL_SECONDS,
} from "./loyalty/loyalty-settings";
export type { SandboxLoyaltyState, SandboxProfileInteraction } from "./loyalty/loyalty-state";
export { sandboxOfferBanners } from "./offers";
export {
  localStoragePersistence,
  memoryPersistence,
  type SandboxPersistence,
  type SandboxSavedParts,
} from "./persistence";
export { type SandboxPromoRules, sandboxPromoRules } from "./promo-rules";
export {
  type RouteEndpoint,
  type RouteInfo,
  type RouteMethod,
  readJson,
  route,
  SandboxHttpError,
} from "./route";
export type { SandboxContext } from "./sandbox-context";
export {
  SANDBOX_BOOKING_RETAILER_CODE,
  SANDBOX_SITE_ID,
  type SandboxConfigInput,
  sandboxConfig,
  sandboxHosts,
} from "./sandbox-hosts";
export {
  initialSandboxState,
  SANDBOX_STATE_PARTS,
  SANDBOX_STATE_VERSION,
  type SandboxCartLine,
  type SandboxInboxMessage,
  type SandboxState,
} from "./sandbox-state";
export { createSandboxStore, type SandboxStore } from "./sandbox-store";
export { QUERY_LOG_LIMIT, type SandboxQueryLogEntry } from "./search-engine/query-log";
export { type BrowserSandbox, type StartSandboxOptions, startSandbox } from "./start-sandbox";
export {
  SANDBOX_ACCESS_TOKEN_TTL_MS,
  SANDBOX_AUTH_BEARER,
  SANDBOX_CART_TOKEN,
  SANDBOX_CUSTOMER_PASSWORD,
  SANDBOX_LOGIN_TOKEN_TTL_MS,
  SANDBOX_SMS_CODE_TTL_MS,
  SANDBOX_STOREFRONT_ACCESS_TOKEN,
} from "./storefront-seed";
export type * from "./storefront-state";
export {
  type ConnectSandboxOptions,
  connectSandbox,
  SANDBOX_WORKER_BYPASSED,
  type SandboxConnection,
} from "./worker/connect-sandbox";
export { type IndexedDbPersistence, indexedDbPersistence } from "./worker/indexed-db-persistence";
export { isSandboxRequest, SANDBOX_ASSET_PATH } from "./worker/sandbox-requests";
export {
  type SandboxFetchEvent,
  type SandboxMessageEvent,
  type SandboxWorkerEvent,
  type SandboxWorkerScope,
  type ServeSandboxOptions,
  serveSandbox,
} from "./worker/serve-sandbox";
export type {
  SandboxCommand,
  SandboxCommandName,
  SandboxCommandReply,
  SandboxCommandResult,
  SandboxCommands,
} from "./worker/worker-commands";
export { SANDBOX_CHANGES_CHANNEL } from "./worker/worker-commands";
export * from "./world";
