import { Link, useParams } from "react-router";
import type { PageFeedRow } from "solekit/sandbox";
import { useDocumentTitle } from "../layout/document-title";
import "./content-page.css";
import { NotFoundPage } from "./not-found-page";
import { PageLoadError } from "./page-load-error";
import { useStorefrontJson } from "./use-storefront-json";

/**
 * A content page (`/pages/:handle`). The storefront serves these itself; the reference UI reads
 * the page through its `?view=json` template, which the sandbox answers. Only a 404 is 'Page not
 * found'; a failed load says so and offers Try again.
 */
export function ContentPage() {
  const { handle = "" } = useParams();
  const load = useStorefrontJson<PageFeedRow>(`/pages/${encodeURIComponent(handle)}`);
  const page = load.status === "found" ? load.data : null;
  useDocumentTitle(page?.title ?? null);

  if (load.status === "loading") {
    return (
      <article className="content-page" aria-busy="true">
        <h1 className="visually-hidden">Loading…</h1>
        <div className="content-page__skeleton" />
      </article>
    );
  }
  if (load.status === "error") return <PageLoadError retry={load.retry} />;
  if (!page) return <NotFoundPage />;
  const paragraphs = page.body.split(/\n{2,}/).filter(Boolean);
  return (
    <article className="content-page">
      <nav aria-label="Breadcrumb" className="content-page__breadcrumb">
        <Link to="/">Home</Link> <span aria-hidden="true">/</span>{" "}
        <span aria-current="page">{page.title}</span>
      </nav>
      <h1>{page.title}</h1>
      <p className="content-page__summary">{page.summary}</p>
      {page.handle === "faqs" ? (
        <Faqs paragraphs={paragraphs} />
      ) : (
        <Body paragraphs={paragraphs} summary={page.summary} />
      )}
      {page.handle === "book-a-fitting" && (
        <p>
          <a href="#book-a-fitting" className="content-page__cta">
            Book an expert fitting
          </a>
        </p>
      )}
      <aside className="content-page__help" aria-label="More help">
        <h2>Need a hand?</h2>
        <p>
          Our fitters are in every store, every day. <a href="#book-a-fitting">Book a free fitting</a>,{" "}
          <Link to="/pages/size-guide">read the size guide</Link> or{" "}
          <Link to="/pages/help">visit the help centre</Link>.
        </p>
      </aside>
    </article>
  );
}

function Body({ paragraphs, summary }: { paragraphs: string[]; summary: string }) {
  return (
    <>
      {paragraphs
        .filter((text) => text !== summary)
        .map((text) =>
          text.includes(" | ") ? <SizeTable key={text} block={text} /> : <p key={text}>{text}</p>,
        )}
    </>
  );
}

// A size-guide block: the tab's name, the column headings, then one row per size.
function SizeTable({ block }: { block: string }) {
  const [caption = "", heading = "", ...rows] = block.split("\n");
  const cells = (line: string) => line.split(" | ");
  return (
    <div className="content-page__table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {cells(heading).map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row}>
              {cells(row).map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Faqs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="content-page__faqs">
      {paragraphs.map((text) => {
        const split = text.indexOf("? ");
        const question = split < 0 ? text : text.slice(0, split + 1);
        const answer = split < 0 ? "" : text.slice(split + 2);
        return (
          <details key={text} className="disclosure">
            <summary>{question}</summary>
            <p>{answer}</p>
          </details>
        );
      })}
    </div>
  );
}
