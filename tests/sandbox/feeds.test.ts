import {
  articlesFeed,
  type CatalogueFeedRow,
  catalogueFeed,
  createWorld,
  FEED_PAGE_SIZE,
  type FeedPage,
  feedPage,
  type PageFeedRow,
  pagesFeed,
  sandboxHosts,
} from "../../src/sandbox";
import { searchContentPages, searchIndexFor } from "../../src/sandbox/search-engine";
import { startSandboxServer } from "../support/sandbox-server";

const world = createWorld({ seed: 1, catalogueSize: 600 });

describe("feed builders (storefront §2: the ss-feed views the search service indexes)", () => {
  it("lists every published product once, with the fields the indexer reads", () => {
    const rows = catalogueFeed(world);
    const published = world.products.filter((product) => product.published);
    expect(rows.map((row) => row.id)).toEqual(published.map((product) => product.id));
    const product = published.find((p) => p.compare_at_price !== null) ?? published[0];
    const row = rows.find((r) => r.id === product?.id);
    expect(row).toMatchObject({
      handle: product?.handle,
      url: `/products/${product?.handle}`,
      brand: product?.brand,
      price: (product?.price ?? 0) / 100,
      compare_at_price: (product?.compare_at_price ?? 0) / 100,
      variants_total: product?.variants.length,
    });
    expect(row?.sku).toBe(`${product?.style_code}-${product?.colour.code}`);
    expect(row?.collection_titles).toHaveLength(product?.collections.length ?? -1);
  });

  it("lists the content pages, FAQs, help, privacy policy, book a fitting and size guide among them", () => {
    const handles = pagesFeed(world).map((row) => row.handle);
    expect(handles).toEqual(
      expect.arrayContaining(["faqs", "help", "privacy-policy", "book-a-fitting", "size-guide"]),
    );
    expect(pagesFeed(world).every((row) => row.type === "page" && row.url === `/pages/${row.handle}`)).toBe(
      true,
    );
  });

  it("lists the news articles newest first", () => {
    const dates = articlesFeed(world).map((row) => row.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(articlesFeed(world)[0]?.url).toMatch(/^\/blogs\/news\//);
  });

  it("pages a feed from 1, with an empty page past the end", () => {
    const rows = Array.from({ length: FEED_PAGE_SIZE + 10 }, (_, i) => i);
    expect(feedPage(rows, 2)).toEqual({
      rows: rows.slice(FEED_PAGE_SIZE),
      page: 2,
      totalPages: 2,
      totalRows: 260,
    });
    expect(feedPage(rows, 3).rows).toEqual([]);
    expect(feedPage(rows, 0).page).toBe(1);
  });
});

describe("the search index is built from the feeds", () => {
  it("indexes exactly the catalogue feed's products, in feed order", () => {
    const index = searchIndexFor(world);
    expect(index.docs.map((product) => product.id)).toEqual(catalogueFeed(world).map((row) => row.id));
    const row = catalogueFeed(world)[3] as CatalogueFeedRow;
    expect(index.docByKey.get(row.sku)).toBe(3);
    expect(index.price[3]).toBe(row.price);
  });

  it("finds pages and articles through the pages and articles feeds", () => {
    expect(searchContentPages(world, "size gui").map((page) => page.url)).toEqual(["/pages/size-guide"]);
    expect(searchContentPages(world, "school").some((page) => page.type === "article")).toBe(true);
  });
});

describe("feed and content-page handlers", () => {
  startSandboxServer();
  const get = (path: string) => fetch(`${sandboxHosts.shop}${path}`);

  it("serves the three feed views, paged", async () => {
    const catalogue = (await (
      await get("/collections?view=ss-feed&page=1")
    ).json()) as FeedPage<CatalogueFeedRow>;
    expect(catalogue.rows.length).toBeGreaterThan(0);
    expect(catalogue.rows.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
    expect(catalogue.totalRows).toBeGreaterThan(catalogue.rows.length);
    const pages = (await (await get("/pages/faqs?view=ss-feed")).json()) as FeedPage<PageFeedRow>;
    expect(pages.rows.map((row) => row.handle)).toContain("book-a-fitting");
    const articles = (await (await get("/blogs/news?view=ss-feed")).json()) as FeedPage<{ type: string }>;
    expect(articles.rows.every((row) => row.type === "article")).toBe(true);
  });

  it("serves a content page as JSON and 404s an unknown one or a missing view", async () => {
    const page = (await (await get("/pages/privacy-policy?view=json")).json()) as PageFeedRow;
    expect(page).toMatchObject({ title: "Privacy Policy", url: "/pages/privacy-policy" });
    expect((await get("/pages/nope?view=json")).status).toBe(404);
    expect((await get("/collections")).status).toBe(404);
  });

  it("serves a collection's handle and title as JSON and 404s an unknown one", async () => {
    expect(await (await get("/collections/sale?view=json")).json()).toEqual({
      handle: "sale",
      title: "Sale",
    });
    expect((await get("/collections/no-such-collection?view=json")).status).toBe(404);
    expect((await get("/collections/sale")).status).toBe(404);
  });
});
