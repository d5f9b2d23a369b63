import { axeViolations, pageForSuite } from "./support/browser";

const CRAFTED = "Free shoes at evil.example";

describe("grid headings say only what the shop knows", () => {
  const suite = pageForSuite();

  const heading = () => suite.page.getByRole("heading", { level: 1 });
  const correction = (typed: string) =>
    suite.page.getByText(`No results found for ${typed}, showing results for`, { exact: false });

  it("an unknown collection is the 404 page, not its handle above an empty grid", async () => {
    await suite.page.goto("/collections/free-shoes-at-evil-example");
    await suite.page.getByRole("heading", { level: 1, name: "Page not found" }).waitFor();
    expect(await suite.page.getByText(/free.shoes.at.evil/i).count()).toBe(0);
    expect(await suite.page.getByText("Sorry we couldn't find what you were looking for").count()).toBe(0);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("a known collection is headed by the storefront's title for it", async () => {
    await suite.page.goto("/collections/kids-school-shoes");
    await suite.page.getByRole("heading", { level: 1, name: "Kids' School Shoes" }).waitFor();
    await suite.page.locator(".product-card").first().waitFor();
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("finds nothing for an emoji, rather than every product as its matches", async () => {
    await suite.page.goto(`/search?query=${encodeURIComponent("😀")}`);
    await heading().filter({ hasText: "No results for 😀" }).waitFor();
    await suite.page.getByText("Sorry we couldn't find what you were looking for").waitFor();
    expect(await suite.page.locator(".search-grid__count").textContent()).toBe("0 results");
  });

  it("names kids' sizes as the product page does: UK 9, UK 10, never UK 09 or UK 010", async () => {
    await suite.page.goto("/collections/kids-school-shoes");
    const size = suite.page.locator(".search-grid__sidebar details.facet", {
      has: suite.page.locator("summary", { hasText: /^Size/ }),
    });
    await size.locator("summary").waitFor();
    if ((await size.getAttribute("open")) === null) await size.locator("summary").click();
    await size.locator("label").first().waitFor();
    const labels = (await size.locator("label").allTextContents()).map((text) => text.trim());
    expect(labels).toEqual(
      expect.arrayContaining([expect.stringMatching(/^UK 9 · US 10 · EU \d+(?:\.5)? \(\d+\)$/)]),
    );
    expect(labels.filter((label) => /^UK 0\d/.test(label))).toEqual([]);
  });

  it("never shows the URL's oq as what the shopper typed", async () => {
    await suite.page.goto(`/search?query=boots&oq=${encodeURIComponent(CRAFTED)}`);
    await suite.page.getByRole("heading", { level: 1, name: /^Showing \d+ results? for boots$/ }).waitFor();
    expect(await suite.page.getByText(CRAFTED).count()).toBe(0);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("still shows the service's own spelling correction, typed or carried in oq", async () => {
    await suite.page.goto("/search?query=snekers");
    await heading().filter({ hasText: "for sneakers" }).waitFor();
    await correction("snekers").waitFor();
    await suite.page.goto("/search?query=sneakers&oq=snekers");
    await heading().filter({ hasText: "for sneakers" }).waitFor();
    await correction("snekers").waitFor();
    expect(await axeViolations(suite.page)).toEqual([]);
  });
});
