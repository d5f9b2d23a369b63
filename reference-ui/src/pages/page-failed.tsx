import { Link } from "react-router";
import { useMessages } from "solekit";
import { shopMessages } from "solekit/rules";

/**
 * A page whose code failed to download (a dropped connection): the page's one heading, what to
 * do in an alert, Reload the page (the browser keeps the failed download until a reload) and a
 * link home. Its styles are the shell's, so it shows when a page's own stylesheet cannot.
 */
export function PageFailed() {
  const messages = useMessages(shopMessages);
  return (
    <section className="page-failed" aria-labelledby="page-failed-heading">
      <h1 id="page-failed-heading">{messages.pageLoadErrorTitle}</h1>
      <p role="alert">Check your connection, then reload the page.</p>
      <p className="page-failed__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/">{messages.backToHome}</Link>
      </p>
    </section>
  );
}
