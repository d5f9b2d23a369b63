import { DevPanel } from "./pages/dev-panel";
import { WishlistModalPage } from "./pages/wishlist-modal-page";
import { axeViolations, pageForSuite } from "./support/browser";

describe("A member's heart whose removal fails (DESIGN.md concurrency rule 3)", () => {
  const suite = pageForSuite();

  it("fills again and says so in the page's notice, at once, and the header count comes back", async () => {
    const { page } = suite;
    const panel = new DevPanel(page);
    await panel.signInAsDemoMember();
    const wishlist = new WishlistModalPage(page);
    await wishlist.openCollection("kids-sneakers");
    const pressed = page.locator('.product-card .wishlist-heart[aria-pressed="true"]').first();
    await pressed.waitFor();
    const name = await wishlist.productName(pressed);
    const heart = wishlist.heartOf(name);
    const countBefore = (await wishlist.headerLink().textContent()) ?? "";
    expect(countBefore).toMatch(/^Wishlist, \d+ items?$/);
    await panel.setFailureRate("1");
    await heart.click();
    // The notice says so, while the refresh after the removal is still retrying (1 s, then 2 s).
    const notice = wishlist.errorNotice();
    await notice
      .filter({ hasText: "The item could not be removed from your wishlists. Please try again." })
      .waitFor({ timeout: 2_500 });
    expect(await heart.getAttribute("aria-pressed")).toBe("true");
    expect(await wishlist.headerLink().textContent()).toBe(countBefore);
    expect(await axeViolations(page)).toEqual([]);
    await panel.setFailureRate("0");
  });
});

describe("A wishlist name longer than the loyalty service takes (100 characters)", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("the modal's name field takes 100 characters at most, and the list is created", async () => {
    const { page } = suite;
    await new DevPanel(page).signInAsDemoMember();
    const wishlist = new WishlistModalPage(page);
    await wishlist.openCollection();
    const heart = await wishlist.firstUnpressedCardHeart();
    await heart.click();
    const dialog = wishlist.dialog();
    await dialog.waitFor();
    await wishlist.chooseInStockSize();
    await dialog.getByRole("button", { name: "+ Create new list" }).click();
    const field = dialog.getByLabel("Wishlist name");
    const long = `${"School shoes ".repeat(9)}and more`;
    expect(long.length).toBe(125);
    await field.pressSequentially(long.slice(0, 105));
    await field.fill(long);
    expect(await field.inputValue()).toBe(long.slice(0, 100));
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    const created = dialog.getByRole("checkbox", { name: long.slice(0, 100).trim() });
    await created.waitFor();
    expect(await created.isChecked()).toBe(true);
    expect(await dialog.getByText("Please try again").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("The header's wishlist link names its count in the singular or plural", () => {
  const suite = pageForSuite();

  it("reads 'Wishlist, 1 item' with one product hearted, 'Wishlist, 2 items' with two", async () => {
    const { page } = suite;
    const wishlist = new WishlistModalPage(page);
    await wishlist.openCollection();
    await expect.poll(() => wishlist.headerLink().textContent()).toBe("Wishlist, 0 items");
    await wishlist.cardHearts().nth(0).click();
    await expect.poll(() => wishlist.headerLink().textContent()).toBe("Wishlist, 1 item");
    await wishlist.cardHearts().nth(1).click();
    await expect.poll(() => wishlist.headerLink().textContent()).toBe("Wishlist, 2 items");
  });
});
