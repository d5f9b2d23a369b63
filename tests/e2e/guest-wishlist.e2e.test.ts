import { DevPanel } from "./pages/dev-panel";
import { GuestWishlistPage } from "./pages/guest-wishlist-page";
import { WishlistModalPage } from "./pages/wishlist-modal-page";
import { axeViolations, pageForSuite } from "./support/browser";

describe("A guest's wishlist page: the header heart shows what the guest hearted", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("lists both hearted products with their sizes; Remove follows in the header and after a reload", async () => {
    const { page } = suite;
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
      );
    const hearts = new WishlistModalPage(page);
    await hearts.openCollection("kids-sneakers");
    const first = hearts.cardHearts().nth(0);
    const second = hearts.cardHearts().nth(1);
    const names = [await hearts.productName(first), await hearts.productName(second)];
    await first.click();
    await second.click();
    await expect.poll(() => hearts.headerLink().textContent()).toBe("Wishlist, 2 items");

    await hearts.headerLink().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/pages/wishlist");
    const wishlist = new GuestWishlistPage(page);
    await wishlist.heading().waitFor();
    await wishlist.items().nth(1).waitFor();
    // The latest hearted first, each with the size saved.
    expect(await wishlist.names()).toEqual([names[1], names[0]]);
    const sizes = await wishlist.sizes();
    expect(sizes).toHaveLength(2);
    for (const size of sizes) expect(size).toMatch(/^Size \S/);
    expect(
      await wishlist
        .itemOf(names[0] ?? "")
        .getByRole("link")
        .getAttribute("href"),
    ).toMatch(/^\/products\//);
    expect(await wishlist.signInLink().getAttribute("href")).toBe("/#account");
    expect(await axeViolations(page)).toEqual([]);

    await wishlist.removeButton(names[0] ?? "").click();
    await expect.poll(() => wishlist.names()).toEqual([names[1]]);
    await expect.poll(() => hearts.headerLink().textContent()).toBe("Wishlist, 1 item");
    await wishlist.status().waitFor();
    // Focus stays on the list as the card goes: on the Remove before it (it was the last).
    await expect.poll(() => focusedName()).toBe(`Remove ${names[1]} from wishlist`);

    await page.reload();
    await wishlist.items().first().waitFor();
    expect(await wishlist.names()).toEqual([names[1]]);
    expect(await hearts.headerLink().textContent()).toBe("Wishlist, 1 item");

    await wishlist.removeButton(names[1] ?? "").click();
    await wishlist.emptyState().waitFor();
    expect(await hearts.headerLink().textContent()).toBe("Wishlist, 0 items");
    // With no card left, focus goes to the page's title.
    await expect.poll(() => focusedName()).toBe("Your Wishlist");
    expect(await page.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe(
      "/collections/shop-all",
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens the sign-in from its prompt, as the header's profile icon does", async () => {
    const { page } = suite;
    await page.goto("/pages/wishlist");
    const wishlist = new GuestWishlistPage(page);
    await wishlist.emptyState().waitFor();
    await wishlist.signInLink().click();
    await page.getByRole("dialog").first().waitFor();
  });
});

describe("A guest's wishlist page: a saved product the shop no longer has", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("shows as a card of its own, in its saved place, and its Remove takes it off the header count", async () => {
    const { page } = suite;
    const hearts = new WishlistModalPage(page);
    await hearts.openCollection("kids-sneakers");
    const heart = hearts.cardHearts().nth(0);
    const name = await hearts.productName(heart);
    await heart.click();
    await expect.poll(() => hearts.headerLink().textContent()).toBe("Wishlist, 1 item");
    // An entry saved earlier for a product the sandbox does not have (deleted since), put in
    // local storage before the wishlist page loads.
    await page.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem("customer-wishlist-SS") ?? "[]") as string[];
      localStorage.setItem("customer-wishlist-SS", JSON.stringify(["99999999:1", ...saved]));
    });

    await page.goto("/pages/wishlist");
    const wishlist = new GuestWishlistPage(page);
    await wishlist.goneItems().waitFor();
    expect(await hearts.headerLink().textContent()).toBe("Wishlist, 2 items");
    // One card per saved entry, the latest first: the product, then the one saved before it.
    expect(await wishlist.items().count()).toBe(2);
    expect(await wishlist.names()).toEqual([name]);
    const gone = wishlist.items().nth(1);
    expect(await gone.textContent()).toContain("This product is no longer available");
    expect(await gone.getByRole("link").count()).toBe(0);
    expect(await gone.locator("img").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await wishlist.removeGoneButton().click();
    await expect.poll(() => wishlist.goneItems().count()).toBe(0);
    await expect.poll(() => hearts.headerLink().textContent()).toBe("Wishlist, 1 item");
    expect(await wishlist.names()).toEqual([name]);
    await wishlist.status().waitFor();
    expect(await wishlist.status().textContent()).toBe(
      "A product no longer available was removed from your wishlist.",
    );
    // Focus goes to the Remove before it (the gone card was the last).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(`Remove ${name} from wishlist`);
    expect(await page.evaluate(() => localStorage.getItem("customer-wishlist-SS"))).not.toContain("99999999");
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe("A member's wishlist lives in the account area", () => {
  const suite = pageForSuite();

  it("the header heart goes to /account?section=wishlist, and /pages/wishlist leads there", async () => {
    const { page } = suite;
    await new DevPanel(page).signInAsDemoMember();
    const hearts = new WishlistModalPage(page);
    await hearts.headerLink().waitFor();
    expect(await hearts.headerLink().getAttribute("href")).toBe("/account?section=wishlist");
    await page.goto("/pages/wishlist");
    await expect
      .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
      .toBe("/account?section=wishlist");
  });
});
