import { useNotice } from "solekit";
import "./notice.css";

/** The page's global notice: one live region, always rendered so screen readers hear it fill. */
export function NoticeRegion() {
  const notice = useNotice();
  return (
    <div {...notice.getRegionProps({ className: "notice-region" })}>
      {notice.notice ? (
        <div className={`notice notice--${notice.notice.type}`}>
          <p className="notice__message">{notice.notice.message}</p>
          <button {...notice.getDismissButtonProps({ className: "notice__dismiss" })}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
