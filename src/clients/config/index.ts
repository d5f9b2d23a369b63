export {
  type BackInStockConfig,
  type CustomerSession,
  customerSessionSchema,
  type LoyaltyConfig,
  parseSolekitConfig,
  requireConfigSection,
  type SolekitConfig,
  SolekitConfigError,
  type SolekitConfigInput,
  solekitConfigSchema,
} from "./solekit-config";
