import { Link } from "react-router";
import { useMessages } from "solekit";
import { shopMessages } from "solekit/rules";
import { useDocumentTitle } from "../layout/document-title";

/**
 * The 404 page: an unknown route, product, collection or content page. It never repeats the
 * address (a link could put any text there); it says so and leads home.
 */
export function NotFoundPage() {
  const messages = useMessages(shopMessages);
  useDocumentTitle(messages.pageNotFoundTitle);
  return (
    <section className="not-found-page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{messages.pageNotFoundTitle}</h1>
      <p>
        {messages.pageNotFound} <Link to="/">{messages.backToHome}</Link>
      </p>
    </section>
  );
}
