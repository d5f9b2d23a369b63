// QA on the reference store with the developer panel's failure rate at "Every request fails": a
// failed search lost its heading, a failed filter emptied the page while its chip stayed, a
// failed Load More said so above the grid, out of sight of the button, and a failed filter or
// sort left an extra history entry behind. The failure rate lives in the page's sandbox, so every
// step here after setting it navigates in place.
import { DevPanel } from "./pages/dev-panel";
import { QuickSearchOverlay } from "./pages/quick-search-overlay";
import { SearchGridPage } from "./pages/search-grid-page";
import { axeViolations, pageForSuite } from "./support/browser";

describe("search grid when the search service fails (desktop)", () => {
  const suite = pageForSuite();
  const grid = () => new SearchGridPage(suite.page);
  const panel = () => new DevPanel(suite.page);

  afterEach(async () => {
    await panel().setFailureRate("0");
  });

  it("keeps the query as the heading of a failed search, and Try again finds it", async () => {
    await grid().open("/search?query=boots");
    await panel().setFailureRate("1");
    const overlay = new QuickSearchOverlay(suite.page);
    await overlay.open();
    await overlay.typeQuery("sandals");
    await overlay.input().press("Enter");
    await suite.page.waitForURL((url) => url.searchParams.get("query") === "sandals", { timeout: 10_000 });
    await grid().loadError().waitFor({ timeout: 15_000 });
    expect(await grid().heading().textContent()).toBe("sandals");
    // Nothing of the previous search (boots) stays to refine: its facets, sort and merchandising.
    expect(await suite.page.locator(".search-grid__sidebar, .merch").count()).toBe(0);
    expect(await suite.page.getByText("Sort By").count()).toBe(0);
    expect(await axeViolations(suite.page)).toEqual([]);
    await panel().setFailureRate("0");
    await grid().loadError().getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => grid().heading().textContent()).toMatch(/ for sandals$/);
  });

  it("rolls a failed filter back to the results shown, with the error, and Try again applies it", async () => {
    await grid().open("/search?query=sneakers");
    const heading = await grid().heading().textContent();
    const count = await grid().resultCount().textContent();
    const brand = await grid().firstValueOf("Brand");
    await panel().setFailureRate("1");
    // A click, not check(): the failed search may already have unticked it when check() looks.
    await (await grid().facetValue("Brand", brand)).click();
    await grid().loadError().waitFor({ timeout: 15_000 });
    await grid().waitForResults();
    expect(await grid().heading().textContent()).toBe(heading);
    expect(await grid().resultCount().textContent()).toBe(count);
    await grid().expectCards(24);
    expect(await (await grid().facetValue("Brand", brand)).isChecked()).toBe(false);
    expect(await suite.page.getByRole("button", { name: `Remove filter Brand: ${brand}` }).count()).toBe(0);
    expect(grid().params().get("filters")).toBeNull();
    expect(await axeViolations(suite.page)).toEqual([]);
    await panel().setFailureRate("0");
    await grid().loadError().getByRole("button", { name: "Try again" }).click();
    await suite.page.waitForURL((url) => url.searchParams.get("filters") === `brand:${brand}`);
    await suite.page.getByRole("button", { name: `Remove filter Brand: ${brand}` }).waitFor();
  });

  // The rolled-back grid was right, but the failed change's history entry stayed (with the
  // confirmed URL): two entries with the same URL, so Back seemed to do nothing once.
  it.each([
    ["a filter", async () => (await grid().facetValue("Brand", await grid().firstValueOf("Brand"))).click()],
    ["a sort", () => grid().clickSort("Price: Low to High")],
  ])("adds no history entry for %s that failed: Back goes to the search before", async (_name, change) => {
    await grid().open("/search?query=boots");
    await grid().open("/search?query=sneakers");
    const entries = await grid().historyLength();
    await panel().setFailureRate("1");
    await change();
    await grid().loadError().waitFor({ timeout: 15_000 });
    await grid().waitForResults();
    expect(await grid().historyLength()).toBe(entries);
    expect(suite.page.url()).toMatch(/\/search\?query=sneakers$/);
    await panel().setFailureRate("0");
    await suite.page.goBack();
    await suite.page.waitForURL((url) => url.searchParams.get("query") === "boots");
    await expect.poll(() => grid().heading().textContent()).toMatch(/ for boots$/);
  });

  it("says a failed Load More beside the button, below the products, and Try again loads the page", async () => {
    await grid().open("/search?query=sneakers");
    const entries = await grid().historyLength();
    await panel().setFailureRate("1");
    await grid().loadMore().click();
    const alert = grid().loadError();
    await alert.waitFor({ timeout: 15_000 });
    // The URL and the history stay as they were: the page it names did not load.
    expect(await grid().historyLength()).toBe(entries);
    expect(grid().params().get("page")).toBeNull();
    const lastCard = await grid().cards().last().boundingBox();
    const box = await alert.boundingBox();
    const button = await grid().loadMore().boundingBox();
    expect(box && lastCard && box.y).toBeGreaterThan((lastCard?.y ?? 0) + (lastCard?.height ?? 0) - 1);
    expect(box && button && button.y - (box.y + box.height)).toBeGreaterThanOrEqual(0);
    expect(box && button && button.y - (box.y + box.height)).toBeLessThanOrEqual(32);
    expect(await axeViolations(suite.page)).toEqual([]);
    await panel().setFailureRate("0");
    await alert.getByRole("button", { name: "Try again" }).click();
    await grid().expectCards(48);
    await alert.waitFor({ state: "detached" });
  });
});
