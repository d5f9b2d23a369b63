export {
  createHttp,
  defaultErrorDetail,
  type Http,
  type HttpOptions,
  type HttpRequest,
  type QueryValue,
} from "./create-http";
export { isSolekitError, SolekitError, type SolekitErrorInit, type SolekitErrorKind } from "./solekit-error";
