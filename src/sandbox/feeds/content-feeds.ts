import type { World } from "../world";
import type { ArticleFeedRow, PageFeedRow } from "./feed.types";

/**
 * The pages feed (`/pages/faqs?view=ss-feed`): every content page. The theme prints it from the
 * FAQs page's `ss-feed` template, which loops over all pages.
 *
 * @example
 * ```ts
 * pagesFeed(world).find((row) => row.handle === "size-guide")?.url; // "/pages/size-guide"
 * ```
 */
export function pagesFeed(world: World): PageFeedRow[] {
  return world.pages.map((page) => ({
    id: page.id,
    type: "page",
    handle: page.handle,
    title: page.title,
    url: page.url,
    summary: page.summary,
    body: page.body,
  }));
}

/**
 * The articles feed (`/blogs/news?view=ss-feed`): every news article, newest first.
 *
 * @example
 * ```ts
 * articlesFeed(world)[0]?.type; // "article"
 * ```
 */
export function articlesFeed(world: World): ArticleFeedRow[] {
  return world.posts.map((post) => ({
    id: post.id,
    type: "article",
    handle: post.handle,
    title: post.title,
    url: post.url,
    author: post.author,
    published_at: post.published_at,
    tags: [...post.tags],
    summary: post.summary,
    body: post.body,
  }));
}
