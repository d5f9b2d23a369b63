export { connectNotice } from "./notice.connect";
export { type NoticeMachine, noticeMachine } from "./notice.machine";
export type {
  Notice,
  NoticeApi,
  NoticeConnectOptions,
  NoticeContext,
  NoticeDismissProps,
  NoticeEvent,
  NoticeInput,
  NoticeMessages,
  NoticeRegionProps,
  NoticeRequest,
} from "./notice.types";
