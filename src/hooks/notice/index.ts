export type {
  Notice,
  NoticeApi,
  NoticeDismissProps,
  NoticeRegionProps,
  NoticeRequest,
} from "../../machines/notice";
export { type UseNoticeOptions, useNotice } from "./use-notice";
