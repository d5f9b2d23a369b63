import { AccountAreaPage } from "./pages/account-area-page";
import { axeViolations, pageForSuite } from "./support/browser";

describe("Member offers", () => {
  const suite = pageForSuite();

  it("shows full, split and image banners with their links, and nothing of the unsafe markup", async () => {
    const dialogs: string[] = [];
    suite.page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const account = new AccountAreaPage(suite.page);
    await account.signIn();
    await account.open("?section=offers", "Member offers");
    const banners = account.offerBanners();
    await banners.first().waitFor();
    // Seven of the sandbox's eight banners: the one of an unknown type is skipped.
    expect(await banners.count()).toBe(7);
    expect(await suite.page.locator("article.offer-banner--full").count()).toBe(4);
    expect(await suite.page.locator("article.offer-banner--split").count()).toBe(2);
    expect(await suite.page.locator("article.offer-banner--image").count()).toBe(1);

    const school = suite.page.getByRole("article", { name: "Double rewards on school shoes" });
    expect(await school.getByRole("link", { name: "Shop school shoes" }).getAttribute("href")).toBe(
      "/collections/school-shoes",
    );
    // The image banner links as a whole, named by its picture's text alternative.
    expect(await suite.page.getByRole("link", { name: /^Winter boots for kids/ }).getAttribute("href")).toBe(
      "/collections/boots",
    );
    // The body's script, onerror image and javascript: link never reach the page.
    const sneakers = suite.page.getByRole("article", { name: "Members' sneaker week" });
    expect(await sneakers.getByText("15% off selected sneakers, for Fit Club members only.").count()).toBe(1);
    const offers = suite.page.locator("ul.offers");
    expect(await offers.locator("script, [onerror], [onclick], a[href^='javascript']").count()).toBe(0);
    expect(await sneakers.getByRole("link", { name: "Terms" }).count()).toBe(0);
    // A CTA to a host off the allow-list is dropped; the banner stays.
    const socks = suite.page.getByRole("article", { name: "A birthday reward for every child" });
    expect(await socks.getByText("Socks: 3 for $30").count()).toBe(1);
    expect(await socks.getByRole("link", { name: "Shop socks" }).count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("follows a banner's CTA in place from the keyboard", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.open("?section=offers", "Member offers");
    await suite.page.getByRole("link", { name: "Shop school shoes" }).focus();
    await suite.page.keyboard.press("Enter");
    await suite.page.waitForURL((url) => url.pathname === "/collections/school-shoes");
  });
});

describe("Fitting appointments", () => {
  const suite = pageForSuite();

  it("mounts the booking manager with the retailer code, shop domain and customer id", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.signIn();
    await account.open("?section=bookings", "Fitting appointments");
    const widget = suite.page.locator("[data-retailer-code]");
    expect(await widget.getAttribute("data-retailer-code")).toBe("FITCLUB-SANDBOX");
    expect(await widget.getAttribute("data-shop-domain")).toBe("shop.solekit.test");
    expect(await widget.getAttribute("data-customer-id")).toMatch(/^\d+$/);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("opens the booking dialog from 'Book an expert fitting' with the keyboard, waiting while it loads", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.open("?section=bookings", "Fitting appointments");
    const banner = suite.page.getByRole("region", { name: "Get the right fit, in store" });
    await banner.getByRole("link", { name: "Book an expert fitting" }).focus();
    await suite.page.keyboard.press("Enter");
    const dialog = suite.page.getByRole("dialog", { name: "Book a free fitting" });
    await dialog.waitFor();
    expect(await axeViolations(suite.page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(suite.page.url()).searchParams.get("section")).toBe("bookings");
  });

  it("goes to the booking page from 'Learn more' without opening the dialog", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.open("?section=bookings", "Fitting appointments");
    await suite.page.getByRole("link", { name: "Learn more" }).click();
    await suite.page.waitForURL((url) => url.pathname === "/pages/book-a-fitting");
    await suite.page.getByRole("heading", { level: 1, name: "Book a Fitting" }).waitFor();
    expect(await suite.page.getByRole("dialog", { name: "Book a free fitting" }).count()).toBe(0);
  });
});

describe("offers and bookings on a phone", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("fit the screen and stay accessible", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.signIn();
    for (const [query, heading] of [
      ["?section=offers", "Member offers"],
      ["?section=bookings", "Fitting appointments"],
    ] as const) {
      await account.open(query, heading);
      const overflow = await suite.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(suite.page)).toEqual([]);
    }
  });
});
