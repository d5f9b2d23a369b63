/**
 * What a host app configures or replaces: the configuration parser, the URL, storage and clock
 * adapters, and the one error every layer speaks. Re-exported by `solekit/clients`.
 */
export { type Clock, systemClock } from "./clock";
export {
  type BackInStockConfig,
  type BookingsConfig,
  type CustomerSession,
  customerSessionSchema,
  hasConfigSection,
  type LoyaltyConfig,
  missingConfigSection,
  type OptionalConfigSection,
  parseSolekitConfig,
  requireConfigSection,
  type SolekitConfig,
  SolekitConfigError,
  type SolekitConfigInput,
  solekitConfigSchema,
} from "./solekit-config";
export { isSolekitError, SolekitError, type SolekitErrorInit, type SolekitErrorKind } from "./solekit-error";
export {
  type CookieOptions,
  createBrowserStorage,
  createMemoryStorage,
  type StorageAdapter,
} from "./storage";
export { createHistoryUrl, createMemoryUrl, type NavigateOptions, type UrlAdapter } from "./url";
