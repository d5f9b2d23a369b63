// The accessible form pattern's error summary (docs/architecture.md, "Forms"): a region that takes
// focus after a refused submit, named by its heading, with a link to each field in error that
// focuses it.
import { type DomIds, focusById } from "./dom-ids";
import type { EventLike } from "./events";

/** Props of the error summary: focused by script after a refused submit, named by its heading. */
export interface ErrorSummaryProps {
  /** DOM id (`{base}-summary`). */
  id: string;
  /** Focusable by script only. */
  tabIndex: -1;
  /** The summary's heading (`{base}-summary-title`). */
  "aria-labelledby": string;
}

/** Props of the error summary's heading. */
export interface ErrorSummaryTitleProps {
  /** DOM id the summary's `aria-labelledby` points at. */
  id: string;
}

/** Props of an error summary's link to a field. */
export interface ErrorSummaryLinkProps {
  /** `#` + the field's id (`{base}-field-{name}`). */
  href: string;
  /** Moves focus to the field, without the page jumping to it. */
  onClick: (event: EventLike) => void;
}

/** The three parts of an error summary, as {@link errorSummaryParts} builds them. */
export interface ErrorSummaryParts {
  /** The summary region's own props. */
  summary(): ErrorSummaryProps;
  /** Its heading's. */
  title(): ErrorSummaryTitleProps;
  /** A link to `field`. */
  link(field: string): ErrorSummaryLinkProps;
}

/**
 * The own props of a form's error summary, from the form's DOM ids: every form slice's
 * `getSummaryProps`, title and link getters merge the caller's props over these.
 *
 * @example
 * ```ts
 * const summary = errorSummaryParts(domIds("address"));
 * const api = {
 *   getSummaryLinkProps: <TProps extends object>(field: string, props?: TProps) => mergeProps(summary.link(field), props),
 * };
 * ```
 */
export function errorSummaryParts(ids: DomIds): ErrorSummaryParts {
  return {
    summary: () => ({ id: ids("summary"), tabIndex: -1, "aria-labelledby": ids("summary-title") }),
    title: () => ({ id: ids("summary-title") }),
    link: (field) => ({
      href: `#${ids("field", field)}`,
      onClick: (event) => {
        event.preventDefault();
        focusById(event.currentTarget, ids("field", field));
      },
    }),
  };
}
