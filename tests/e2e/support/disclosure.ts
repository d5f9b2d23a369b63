import type { Locator } from "playwright-core";

/** What a shopper sees of a `<details>` summary: its text, whether it is open, and its chevron. */
export interface DisclosureSign {
  readonly label: string;
  readonly open: boolean;
  /** Whether the summary draws a sign that it opens (its `::after` chevron has a size). */
  readonly signShown: boolean;
  /** The chevron's transform: one turn for every closed summary, another for every open one. */
  readonly signTurn: string;
}

/**
 * Reads the chevrons of the `<summary>` elements `summaries` finds (`.disclosure` in the reference
 * UI: a flex summary has lost the browser's own triangle).
 */
export function disclosureSigns(summaries: Locator): Promise<DisclosureSign[]> {
  return summaries.evaluateAll((elements) =>
    elements.map((summary) => {
      const sign = getComputedStyle(summary, "::after");
      return {
        label: summary.textContent ?? "",
        open: (summary.parentElement as HTMLDetailsElement).open,
        signShown: sign.content !== "none" && Number.parseFloat(sign.width) > 0,
        signTurn: sign.transform,
      };
    }),
  );
}
