export type {
  PwpAddButtonProps,
  PwpAddState,
  PwpDialogProps,
  PwpDismissProps,
  PwpPopupApi,
  PwpStatusProps,
  PwpTextProps,
} from "../../machines/pwp-popup";
export { type UsePwpPopupOptions, usePwpPopup } from "./use-pwp-popup";
