export {
  isSolekitError,
  SolekitError,
  type SolekitErrorInit,
  type SolekitErrorKind,
} from "../../runtime/solekit-error";
export {
  createHttp,
  defaultErrorDetail,
  type Http,
  type HttpOptions,
  type HttpRequest,
  type QueryValue,
} from "./create-http";
export { createPrefetch, PREFETCH_MAX_AGE_MS, type Prefetch, type PrefetchOptions } from "./prefetch";
