import { articlesFeed, pagesFeed } from "../feeds";
import type { World } from "../world";
import { prefixRange, queryTerms, tokenize } from "./tokenize";

/** A content page or blog article as the autocomplete response's `pages` list carries it. */
// A type alias rather than an interface, so it fits the wire schema's open object type.
export type ContentPageBody = {
  /** Page or article id. */
  id: string;
  /** `page` for `/pages/…`, `article` for `/blogs/news/…`. */
  type: "page" | "article";
  /** Title. */
  title: string;
  /** Where it lives. */
  url: string;
  /** One-sentence summary. */
  summary: string;
};

interface ContentIndex {
  entries: readonly ContentPageBody[];
  /** Per entry, its words with weights (title 3, summary 1). */
  words: readonly ReadonlyMap<string, number>[];
  /** Per entry, its words sorted (for prefix lookups). */
  sorted: readonly (readonly string[])[];
}

const cache = new WeakMap<World, ContentIndex>();

function contentIndexFor(world: World): ContentIndex {
  const hit = cache.get(world);
  if (hit) return hit;
  // Indexed from the pages and articles feeds, as the search service indexes them.
  const entries: ContentPageBody[] = [...pagesFeed(world), ...articlesFeed(world)].map((row) => ({
    id: String(row.id),
    type: row.type,
    title: row.title,
    url: row.url,
    summary: row.summary,
  }));
  const words = entries.map((entry) => {
    const weights = new Map<string, number>();
    for (const word of tokenize(entry.summary)) weights.set(word, 1);
    for (const word of tokenize(entry.title)) weights.set(word, 3);
    return weights;
  });
  const index = { entries, words, sorted: words.map((w) => [...w.keys()].sort()) };
  cache.set(world, index);
  return index;
}

/**
 * Content pages and blog articles matching a query, best first: every term must start a word
 * of the title or summary, and title words weigh more. These fill the quick search's Pages
 * column (the sandbox sends them in `autocomplete.json`'s `pages` list).
 *
 * @example
 * ```ts
 * searchContentPages(world, "size gui").map((p) => p.url); // ["/pages/size-guide"]
 * ```
 */
export function searchContentPages(world: World, query: string, limit = 10): ContentPageBody[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const index = contentIndexFor(world);
  const scored: { entry: ContentPageBody; score: number; position: number }[] = [];
  index.entries.forEach((entry, position) => {
    const sorted = index.sorted[position] ?? [];
    const weights = index.words[position];
    let score = 0;
    for (const term of terms) {
      const [start, end] = prefixRange(sorted, term);
      if (end === start) return;
      for (let k = start; k < end; k++) score += weights?.get(sorted[k] ?? "") ?? 0;
    }
    scored.push({ entry, score, position });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit)
    .map(({ entry }) => ({ ...entry }));
}
