export {
  BARCODE_HEIGHT,
  type BarcodeLoader,
  type DrawBarcodeOptions,
  type DrawnBarcode,
  drawBarcode,
  type JsBarcodeRenderer,
} from "./draw-barcode";
export { type WalletPassRequest, walletPassQuery } from "./membership-card.queries";
export {
  type MembershipCardMessages,
  type MembershipCardView,
  membershipCardView,
} from "./membership-card.selectors";
export type {
  MembershipCardApi,
  MembershipCardBarcodeProps,
  WalletPassApi,
  WalletPassLinkProps,
} from "./membership-card.types";
export { WALLET_PASS_QUERY, type WalletPassMediaList, watchWalletPassViewport } from "./wallet-pass.media";
