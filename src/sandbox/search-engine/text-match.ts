import type { SearchIndex } from "./search-index";
import { prefixRange } from "./tokenize";

/** A term that only starts a vocabulary word ("snea" in "sneakers") counts this much of a full match. */
const PREFIX_FACTOR = 0.6;

/** Whether `word` is `term` or its plural, which count as a full match ("boot" finds boots first). */
function fullMatch(term: string, word: string | undefined): boolean {
  return word === term || word === `${term}s` || word === `${term}es`;
}

/** Documents that hold every term (as a word or a word's start), with their relevance. */
export interface TextMatch {
  /** 1 where the document matched every term. */
  matched: Uint8Array;
  /** Relevance per document (meaningful where `matched`). */
  scores: Float32Array;
  /** Number of matched documents. */
  count: number;
}

/**
 * Matches query terms against the index: a document must hold every term, each either as a
 * whole word or as the start of one (so "boot" finds boots and "snea" finds sneakers). No terms
 * match no document. Scores add the field weight of each hit, full for whole words and reduced
 * for prefixes.
 *
 * @example
 * ```ts
 * matchText(searchIndexFor(world), ["navy", "snea"]).count;
 * ```
 */
export function matchText(index: SearchIndex, terms: readonly string[]): TextMatch {
  const size = index.docs.length;
  const hits = new Uint8Array(size);
  const scores = new Float32Array(size);
  terms.forEach((term, position) => {
    const [start, end] = prefixRange(index.vocabulary, term);
    for (let word = start; word < end; word++) {
      const docs = index.postingDocs[word];
      const weights = index.postingWeights[word];
      if (!docs || !weights) continue;
      const factor = fullMatch(term, index.vocabulary[word]) ? 1 : PREFIX_FACTOR;
      for (let k = 0; k < docs.length; k++) {
        const doc = docs[k] ?? 0;
        // A document stays in the race only if it matched every earlier term.
        if (hits[doc] === position) hits[doc] = position + 1;
        if (hits[doc] === position + 1) scores[doc] = (scores[doc] ?? 0) + (weights[k] ?? 0) * factor;
      }
    }
  });
  const matched = new Uint8Array(size);
  let count = 0;
  for (let doc = 0; doc < size; doc++) {
    if (terms.length > 0 && hits[doc] === terms.length) {
      matched[doc] = 1;
      count++;
    }
  }
  return { matched, scores, count };
}

/**
 * Whether any vocabulary word is or starts with `term`.
 *
 * @example
 * ```ts
 * isKnownTerm(index, "snea"); // true
 * ```
 */
export function isKnownTerm(index: SearchIndex, term: string): boolean {
  const [start, end] = prefixRange(index.vocabulary, term);
  return end > start;
}
