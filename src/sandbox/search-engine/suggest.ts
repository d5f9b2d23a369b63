import { SUGGESTION_QUERY_COUNT, TRENDING_LIMIT } from "../../rules/constants";
import type { World } from "../world";
import type { SandboxQueryLogEntry } from "./query-log";
import { searchIndexFor } from "./search-index";
import { correctTerms } from "./spelling";
import { queryTerms, tokenize } from "./tokenize";
import type { SuggestResponseBody, TrendingResponseBody } from "./wire";

/** A phrase the catalogue suggests, with the number of products behind it. */
interface Phrase {
  text: string;
  words: readonly string[];
  products: number;
}

const cache = new WeakMap<World, ReadonlyMap<string, Phrase>>();

/**
 * Phrases drawn from the catalogue: brands, categories, brand + category, colour + category,
 * model names and collection titles, each with how many products it covers.
 */
function phrasesFor(world: World): ReadonlyMap<string, Phrase> {
  const hit = cache.get(world);
  if (hit) return hit;
  const counts = new Map<string, number>();
  const add = (text: string) => {
    const phrase = tokenize(text).join(" ");
    if (phrase) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  };
  const titles = new Map(world.collections.map((c) => [c.handle, c.title]));
  for (const product of searchIndexFor(world).docs) {
    add(product.brand);
    add(product.product_type);
    add(`${product.brand} ${product.product_type}`);
    add(`${product.colour.name} ${product.product_type}`);
    add(product.customer_facing_product_name);
    for (const handle of product.collections) add(titles.get(handle) ?? "");
  }
  const phrases = new Map(
    [...counts].map(([text, products]) => [text, { text, words: text.split(" "), products }] as const),
  );
  cache.set(world, phrases);
  return phrases;
}

/** Whether every term starts some word of the phrase. */
function covers(words: readonly string[], terms: readonly string[]): boolean {
  return terms.every((term) => words.some((word) => word.startsWith(term)));
}

/** A searched query outweighs this many products' worth of catalogue phrase. */
const QUERY_LOG_WEIGHT = 3;

interface Candidate {
  text: string;
  score: number;
  source: "product" | "query-log";
  completes: boolean;
}

function rank(world: World, terms: readonly string[], log: readonly SandboxQueryLogEntry[]): Candidate[] {
  const typed = terms.join(" ");
  const phrases = phrasesFor(world);
  const candidates = new Map<string, Candidate>();
  for (const phrase of phrases.values()) {
    if (!covers(phrase.words, terms)) continue;
    const completes = phrase.text.startsWith(typed);
    const score = Math.log1p(phrase.products) + (completes ? 2 : 0);
    candidates.set(phrase.text, { text: phrase.text, score, source: "product", completes });
  }
  for (const entry of log) {
    if (!covers(entry.query.split(" "), terms)) continue;
    const completes = entry.query.startsWith(typed);
    const base = candidates.get(entry.query)?.score ?? (completes ? 2 : 0);
    candidates.set(entry.query, {
      text: entry.query,
      score: base + QUERY_LOG_WEIGHT * entry.count,
      source: "query-log",
      completes,
    });
  }
  return [...candidates.values()].sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : 1));
}

/**
 * Answers `suggest/query`: the best completion of the typed text (`suggested`) and up to
 * `suggestionCount - 1` `alternatives`, drawn from catalogue phrases and the query log (queries
 * shoppers searched rank higher the more they are searched). A typo with no suggestions is
 * corrected against the catalogue's words and reported as `correctedQuery`.
 *
 * @example
 * ```ts
 * suggestQueries(world, { q: "snea" }, []).suggested?.text; // "sneakers"
 * ```
 */
export function suggestQueries(
  world: World,
  request: { q: string; suggestionCount?: number },
  log: readonly SandboxQueryLogEntry[],
): SuggestResponseBody {
  const count = request.suggestionCount ?? SUGGESTION_QUERY_COUNT;
  const terms = queryTerms(request.q);
  if (terms.length === 0) return { query: request.q, suggested: null, alternatives: [] };
  let ranked = rank(world, terms, log);
  let correctedQuery: string | undefined;
  if (ranked.length === 0) {
    const corrected = correctTerms(searchIndexFor(world), terms);
    if (corrected) {
      ranked = rank(world, corrected, log);
      if (ranked.length > 0) correctedQuery = corrected.join(" ");
    }
  }
  const [first, ...rest] = ranked.slice(0, count).map((candidate) => ({
    text: candidate.text,
    type: candidate.completes ? "completed" : "suggested",
    source: candidate.source,
    popularity: Math.round(candidate.score * 100) / 100,
  }));
  return {
    query: request.q,
    ...(correctedQuery ? { correctedQuery } : {}),
    suggested: first ?? null,
    alternatives: rest,
  };
}

/**
 * Answers `suggest/trending`: the merchandiser's popular searches (in their order) merged with
 * the query log, so a query shoppers keep searching climbs into the list.
 *
 * @example
 * ```ts
 * trendingQueries(world, 4, []).trending.queries.map((q) => q.searchQuery); // world.merchandising.popularSearches
 * ```
 */
export function trendingQueries(
  world: World,
  limit: number = TRENDING_LIMIT,
  log: readonly SandboxQueryLogEntry[],
): TrendingResponseBody {
  const popular = world.merchandising.popularSearches;
  const popularity = new Map(popular.map((query, i) => [query, popular.length - i]));
  for (const entry of log) popularity.set(entry.query, (popularity.get(entry.query) ?? 0) + entry.count);
  const queries = [...popularity]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([searchQuery, score]) => ({ searchQuery, popularity: score }));
  return { trending: { queries } };
}
