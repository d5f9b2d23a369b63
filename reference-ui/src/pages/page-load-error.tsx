import { Link } from "react-router";
import { useMessages } from "solekit";
import { searchMessages, shopMessages } from "solekit/rules";
import "./content-page.css";

/**
 * A page whose content could not load (a 5xx, no connection): keeps the page's one heading, says
 * what to do in an alert, and offers Try again beside a link home. Never 'Page not found'.
 */
export function PageLoadError({ retry }: { retry: () => void }) {
  const messages = useMessages(shopMessages);
  const { tryAgain } = useMessages(searchMessages);
  return (
    <article className="content-page content-page--error">
      <h1>{messages.pageLoadErrorTitle}</h1>
      <p role="alert">{messages.pageLoadError}</p>
      <p className="content-page__actions">
        <button type="button" className="content-page__cta" onClick={retry}>
          {tryAgain}
        </button>{" "}
        <Link to="/">{messages.backToHome}</Link>
      </p>
    </article>
  );
}
