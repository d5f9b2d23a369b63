import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMessages } from "solekit";
import { searchMessages, shopMessages } from "solekit/rules";
import { useDocumentTitle } from "../layout/document-title";

/**
 * A page that could not load: keeps the page's one heading, says what to do in an alert, and
 * offers a way back beside a link home. Never 'Page not found'. By default for its content (a
 * 5xx, no connection): "Please try again" and Try again. For its code (a download that failed,
 * which the browser keeps as failed until a reload), the caller passes a reload and its words.
 * Its styles are the shell's, so it shows even when a page's own stylesheet cannot.
 */
export function PageLoadError({
  retry,
  retryLabel,
  message,
}: {
  retry: () => void;
  retryLabel?: string;
  message?: ReactNode;
}) {
  const messages = useMessages(shopMessages);
  const { tryAgain } = useMessages(searchMessages);
  useDocumentTitle(messages.pageLoadErrorTitle);
  return (
    <article className="page-error">
      <h1>{messages.pageLoadErrorTitle}</h1>
      <p role="alert">{message ?? messages.pageLoadError}</p>
      <p className="page-error__actions">
        <button type="button" className="button button--primary" onClick={retry}>
          {retryLabel ?? tryAgain}
        </button>
        <Link to="/">{messages.backToHome}</Link>
      </p>
    </article>
  );
}
