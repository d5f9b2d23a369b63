import type { NoticeType } from "../../rules/constants";
import type { CartMessageCatalogue } from "../../rules/messages";
import type { ConnectOptions, EventLike, MergedProps, MouseEventLike, SliceState } from "../shared";

/** What to show: the kind, the text, and how long. */
export interface NoticeRequest {
  /** `standard`, `success`, `warning` or `error` (storefront §4). */
  type: NoticeType;
  /** The text. */
  message: string;
  /** Milliseconds before it hides itself. @default 5000 (storefront §9) */
  duration?: number;
}

/** The notice on show. */
export interface Notice {
  /** Increases with every notice shown, so a repeated text is still a new notice. */
  id: number;
  /** Its kind. */
  type: NoticeType;
  /** Its text. */
  message: string;
  /** Milliseconds it stays in all. */
  duration: number;
}

/** Context of the notice machine. */
export interface NoticeContext {
  /** The notice on show (kept while hidden, for exit animations), or `null`. */
  notice: Notice | null;
  /** Milliseconds left before it hides. */
  remaining: number;
  /** When the countdown last (re)started, by `now()`. */
  startedAt: number;
  /** The time source. */
  now: () => number;
}

/** Input of the notice machine. */
export interface NoticeInput {
  /** The time source, for pausing. @default Date.now */
  now?: () => number;
}

/** Events of the notice machine. */
export type NoticeEvent =
  | {
      /** Shows a notice, replacing the one on show. */
      type: "notice.show";
      /** What to show. */
      notice: NoticeRequest;
    }
  | {
      /** Hides the notice now. */
      type: "notice.dismiss";
    }
  | {
      /** Stops the countdown (hovered or focused). */
      type: "notice.pause";
    }
  | {
      /** Goes on counting down. */
      type: "notice.resume";
    };

/** The messages the notice shows. */
export type NoticeMessages = Pick<CartMessageCatalogue, "noticeDismiss">;

/** Options of `connectNotice`. */
export type NoticeConnectOptions = ConnectOptions<NoticeMessages>;

/** Props of the live region; render it always, so screen readers hear what enters it. */
export interface NoticeRegionProps {
  /** Element id. */
  id: string;
  /** `alert` for errors, else `status`. */
  role: "status" | "alert";
  /** `assertive` for errors, else `polite`. */
  "aria-live": "polite" | "assertive";
  /** Read the whole notice. */
  "aria-atomic": true;
  /** The notice's kind, for styling; absent while hidden. */
  "data-type"?: NoticeType;
  /** Pauses the countdown. */
  onMouseEnter(event?: MouseEventLike): void;
  /** Resumes it. */
  onMouseLeave(event?: MouseEventLike): void;
  /** Pauses the countdown while focus is inside. */
  onFocus(event?: EventLike): void;
  /** Resumes it when focus leaves. */
  onBlur(event?: EventLike): void;
}

/** Props of the notice's dismiss button. */
export interface NoticeDismissProps {
  /** A button that never submits a form. */
  type: "button";
  /** Accessible name. */
  "aria-label": string;
  /** Hides the notice. */
  onClick(event?: MouseEventLike): void;
}

/**
 * The public API of the page's global notice. `status` is `success` while a notice shows and
 * `idle` otherwise; a notice never fails, so `error` is always `null`.
 */
export interface NoticeApi extends SliceState {
  /** The notice on show, or `null`. */
  readonly notice: Notice | null;
  /** Whether a notice shows. */
  readonly isVisible: boolean;
  /** Whether its countdown is paused. */
  readonly isPaused: boolean;
  /** Shows a notice (replacing the one on show). */
  show(notice: NoticeRequest): void;
  /** Hides the notice now. */
  dismiss(): void;
  /** Props of the live region, merged with yours. */
  getRegionProps<TProps extends object = object>(props?: TProps): MergedProps<NoticeRegionProps, TProps>;
  /** Props of the dismiss button, merged with yours. */
  getDismissButtonProps<TProps extends object = object>(
    props?: TProps,
  ): MergedProps<NoticeDismissProps, TProps>;
}
