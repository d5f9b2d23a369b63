import type { SearchIndex } from "./search-index";
import { isKnownTerm } from "./text-match";

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent swaps, so "snekaers" is one edit
 * from "sneakers"), giving up with `max + 1` once the distance must exceed `max`.
 *
 * @example
 * ```ts
 * editDistance("sandles", "sandals", 2); // 1
 * ```
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? max + 1;
}

/**
 * Edits allowed when correcting a word: one for words of up to four letters, two for longer ones.
 *
 * @example
 * ```ts
 * allowedEdits("sox"); // 1
 * allowedEdits("snekers"); // 2
 * ```
 */
export function allowedEdits(word: string): number {
  return word.length <= 4 ? 1 : 2;
}

/**
 * The vocabulary word closest to `term` within {@link allowedEdits}, preferring the fewest edits
 * and then the most common word; `null` when none is close enough.
 *
 * @example
 * ```ts
 * closestWord(index, "snekers"); // "sneakers"
 * ```
 */
export function closestWord(index: SearchIndex, term: string): string | null {
  const max = allowedEdits(term);
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestFrequency = -1;
  for (const word of index.vocabulary) {
    if (word.length < 3) continue;
    const distance = editDistance(term, word, max);
    if (distance > max) continue;
    const frequency = index.documentFrequency.get(word) ?? 0;
    if (distance < bestDistance || (distance === bestDistance && frequency > bestFrequency)) {
      best = word;
      bestDistance = distance;
      bestFrequency = frequency;
    }
  }
  return best;
}

/**
 * Corrects the terms no catalogue word matches; `null` when nothing needed correcting or some
 * term has no close word.
 *
 * @example
 * ```ts
 * correctTerms(index, ["navy", "snekers"]); // ["navy", "sneakers"]
 * ```
 */
export function correctTerms(index: SearchIndex, terms: readonly string[]): string[] | null {
  let changed = false;
  const corrected: string[] = [];
  for (const term of terms) {
    if (isKnownTerm(index, term)) {
      corrected.push(term);
      continue;
    }
    const word = closestWord(index, term);
    if (!word) return null;
    corrected.push(word);
    changed = true;
  }
  return changed ? corrected : null;
}
