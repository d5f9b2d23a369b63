export type {
  Notice,
  NoticeApi,
  NoticeDismissProps,
  NoticeRegionProps,
  NoticeRequest,
} from "../../machines/notice";
export { useNotice } from "./use-notice";
