// Feed builders: the rows the theme's `ss-feed` views print for the search service to index.
export {
  type CatalogueFeedEntry,
  catalogueFeed,
  catalogueFeedEntries,
  catalogueFeedRow,
  FEED_PAGE_SIZE,
  feedPage,
} from "./catalogue-feed";
export { articlesFeed, pagesFeed } from "./content-feeds";
export type { ArticleFeedRow, CatalogueFeedRow, FeedPage, PageFeedRow } from "./feed.types";
