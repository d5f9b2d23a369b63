import * as v from "valibot";
import type { QueryValue } from "../http";

/**
 * Paging of a list answer. The loyalty API pages with `page[number]` (1-based) and `page[size]`
 * query parameters, sorts with `sort` (`-created_at` is newest first) and answers with this
 * `meta` beside `data`.
 */
export const pageMetaSchema = v.object({
  current_page: v.number(),
  last_page: v.number(),
  per_page: v.number(),
  total: v.number(),
});

/** Paging of a list answer: page, last page, page size and total. */
export type PageMeta = v.InferOutput<typeof pageMetaSchema>;

/** One page of a list answer. */
export interface LoyaltyPage<T> {
  /** The items of this page. */
  data: T[];
  /** Where this page sits in the whole list. */
  meta: PageMeta;
}

/** Which page to fetch. */
export interface PageParams {
  /** 1-based page number. @default 1 */
  page?: number;
  /** Items per page; each call documents its default. */
  pageSize?: number;
}

/** Per-call options every loyalty method accepts. */
export interface LoyaltyRequestOptions {
  /** Cancels the call; it then rejects with kind `aborted`. */
  signal?: AbortSignal;
}

/**
 * The `{ data }` envelope the loyalty API wraps every answer in; parses to what `data` holds.
 *
 * @example
 * ```ts
 * v.parse(dataOf(v.object({ url: v.string() })), { data: { url: "https://…" } }); // { url: "https://…" }
 * ```
 */
export function dataOf<TSchema extends v.GenericSchema>(
  schema: TSchema,
): v.GenericSchema<unknown, v.InferOutput<TSchema>> {
  return v.pipe(
    v.object({ data: schema }),
    v.transform((body) => body.data as v.InferOutput<TSchema>),
  );
}

/**
 * A page envelope `{ data: [...], meta }` of items matching `item`.
 *
 * @example
 * ```ts
 * const page = v.parse(pageOf(measurementSchema), body);
 * page.meta.total;
 * ```
 */
export function pageOf<TSchema extends v.GenericSchema>(
  item: TSchema,
): v.GenericSchema<unknown, LoyaltyPage<v.InferOutput<TSchema>>> {
  return v.object({ data: v.array(item), meta: pageMetaSchema });
}

/** An empty page, for calls where the service's 404 means "none". */
export function emptyPage<T>(pageSize: number): LoyaltyPage<T> {
  return { data: [], meta: { current_page: 1, last_page: 1, per_page: pageSize, total: 0 } };
}

/** The `page[number]` and `page[size]` query parameters. */
export function pageQuery(params: PageParams, defaultSize: number): Record<string, QueryValue> {
  return { "page[number]": params.page ?? 1, "page[size]": params.pageSize ?? defaultSize };
}

/** Any answer body: deletes answer 204 with none, and nothing in it is read. */
export const ignoredBody = v.unknown();
