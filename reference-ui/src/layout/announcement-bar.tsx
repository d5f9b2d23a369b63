import { Link } from "react-router";
import { useAnnouncementBar } from "solekit";
import { ANNOUNCEMENTS } from "./navigation";
import "./announcement-bar.css";

export function AnnouncementBar() {
  const bar = useAnnouncementBar({ count: ANNOUNCEMENTS.length, id: "announcements" });
  return (
    <div {...bar.getRootProps({ "aria-label": "Announcements", className: "announcement-bar" })}>
      <div {...bar.getViewportProps({ className: "announcement-bar__viewport" })}>
        {ANNOUNCEMENTS.map((item, index) => (
          <p key={item.to} {...bar.getItemProps(index, { className: "announcement-bar__item" })}>
            <Link to={item.to}>{item.label}</Link>
          </p>
        ))}
      </div>
      <button {...bar.getPauseButtonProps({ className: "announcement-bar__pause" })}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          {bar.isPausedByUser ? (
            <path d="M4 2l10 6-10 6z" fill="currentColor" />
          ) : (
            <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}
