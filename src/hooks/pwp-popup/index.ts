export type {
  PwpAddButtonProps,
  PwpAddState,
  PwpDialogProps,
  PwpDismissProps,
  PwpPopupApi,
  PwpStatusProps,
  PwpTextProps,
  PwpTitleProps,
} from "../../machines/pwp-popup";
export { type UsePwpPopupOptions, usePwpPopup } from "./use-pwp-popup";
