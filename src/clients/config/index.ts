export {
  type CustomerSession,
  customerSessionSchema,
  parseSolekitConfig,
  type SolekitConfig,
  SolekitConfigError,
  type SolekitConfigInput,
  solekitConfigSchema,
} from "./solekit-config";
