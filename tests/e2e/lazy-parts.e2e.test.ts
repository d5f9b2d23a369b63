import type { BrowserContext, Page } from "playwright-core";
import { createWorld } from "../../src/sandbox/world";
import { DevPanel } from "./pages/dev-panel";
import { WishlistModalPage } from "./pages/wishlist-modal-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

// The same seeded catalogue the reference UI's sandbox serves: the gift card, and a shoe with a
// sold-out size.
const world = createWorld({ seed: 1, catalogueSize: 2000 });
const giftCardHandle = world.products.find((p) => p.kind === "gift-card")?.handle ?? "";
const soldOutShoe = world.products
  .filter((p) => p.published && p.kind === "shoe")
  .flatMap((p) =>
    p.variants.filter((v) => !v.availableForSale).map((v) => ({ handle: p.handle, variantId: v.id })),
  )
  .at(0) ?? { handle: "", variantId: 0 };

// Every page, and every dialog the shell mounts, is code loaded with import(). A download that
// fails (a dropped connection) costs the shopper that part, never the whole app: without an error
// boundary React unmounts everything, header included. `context.route`, not `page.route`: msw's
// service worker fetches the assets it passes through.
describe("a part whose code fails to download costs that part, not the page", () => {
  let context: BrowserContext;
  let page: Page;

  async function failing(...chunks: string[]): Promise<void> {
    context = await newContext();
    const pattern = new RegExp(`/assets/(${chunks.join("|")})-[^/]*\\.js$`);
    await context.route(pattern, (route) => route.abort("connectionfailed"));
    page = await context.newPage();
  }

  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await closeBrowser();
  });

  it("a page: says so under the header with Reload the page, and the link home opens the home page", async () => {
    await failing("product-page");
    await page.goto("/search?query=sneakers");
    await page.locator(".product-card__link").first().click();
    await page.getByRole("heading", { level: 1, name: "We couldn't load this page" }).waitFor();
    expect(await page.getByRole("alert").filter({ hasText: "Check your connection" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Reload the page" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "Search our range of products" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .not.toBe("We couldn't load this page");
  });

  it("the shell's dialogs (mini cart, pwp popup, account modal): the page shows and works without them", async () => {
    await failing("mini-cart", "pwp-popup", "account-modal");
    await page.goto("/search?query=sneakers");
    await page.getByRole("button", { name: "Load More" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("sneakers");
    await page.getByRole("button", { name: "Load More" }).click();
    await expect.poll(() => page.locator(".product-card").count()).toBeGreaterThan(24);
  });

  it("a product form's part (a gift card's details, the email box): says so in its place, the form stays", async () => {
    await failing("gift-card-form", "back-in-stock-box");
    await page.goto(`/products/${giftCardHandle}`);
    await page
      .getByRole("alert")
      .filter({ hasText: "Sorry, we couldn't load the gift card's details." })
      .waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("Gift Card");
    expect(await page.getByRole("radiogroup", { name: /^Amount/ }).count()).toBe(1);
    expect(await page.locator(".add-to-cart").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`/products/${soldOutShoe.handle}?variant=${soldOutShoe.variantId}`);
    const button = page.locator(".add-to-cart");
    await expect.poll(() => button.textContent()).toMatch(/^Notify me when .+ is back$/);
    await button.click();
    await page.getByRole("alert").filter({ hasText: "Sorry, we couldn't load the email sign-up." }).waitFor();
    expect(await page.getByRole("radiogroup", { name: /^Size(:|$)/ }).count()).toBe(1);
  });

  it("a member's wishlist modal: it closes and the notice says why, the page stays", async () => {
    await failing("wishlist-modal-dialog");
    await new DevPanel(page).signInAsDemoMember();
    const wishlist = new WishlistModalPage(page);
    await wishlist.openCollection();
    await (await wishlist.firstUnpressedCardHeart()).click();
    await page.getByText("Sorry, we couldn't open your wishlists.").waitFor();
    expect(await wishlist.dialog().count()).toBe(0);
    expect(await wishlist.cardHearts().count()).toBeGreaterThan(0);
  });
});
