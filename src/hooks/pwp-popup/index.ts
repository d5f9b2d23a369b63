export type { PwpDialogProps, PwpDismissProps, PwpPopupApi, PwpTextProps } from "../../machines/pwp-popup";
export { type UsePwpPopupOptions, usePwpPopup } from "./use-pwp-popup";
