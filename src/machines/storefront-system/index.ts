export { type CartActorRef, type RequestAddOptions, requestAdd } from "./request-add";
export {
  createStorefrontSystem,
  type NoticeActorRef,
  type StorefrontSystem,
  type StorefrontSystemOptions,
} from "./storefront-system";
