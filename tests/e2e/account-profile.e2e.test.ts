import type { BrowserContext, Page } from "playwright-core";
import { inject } from "vitest";
import { AccountProfilePage } from "./pages/account-profile-page";
import { DevPanel } from "./pages/dev-panel";
import { axeViolations, closeBrowser, launchBrowser, newContext } from "./support/browser";
import { textContrast } from "./support/contrast";

const CARD = "2700001234567";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const SALE_RED = "rgb(179, 38, 30)";

describe("the Profile section at 1280 px, keyboard and mouse", () => {
  let context: BrowserContext;
  let page: Page;
  let profile: AccountProfilePage;
  const requested: string[] = [];

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    page.on("request", (request) => requested.push(request.url()));
    profile = new AccountProfilePage(page);
    await profile.signInAndOpen();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("shows the membership card: a barcode named with the card number, the number, member since and balance; no pass link", async () => {
    await profile.barcode().waitFor();
    expect(await profile.barcode().getAttribute("aria-label")).toBe(
      `Membership card barcode, card number ${CARD}`,
    );
    await expect.poll(() => profile.barcode().locator("rect").count()).toBeGreaterThan(20);
    // Whole-pixel bars, drawn at their own width (never scaled by CSS).
    const bars = await profile
      .barcode()
      .locator("rect")
      .evaluateAll((rects) => rects.map((r) => r.getBoundingClientRect().width));
    expect(bars.every((width) => Number.isInteger(width))).toBe(true);
    const number = profile.card().locator(".membership-card__number");
    expect(await number.isVisible()).toBe(true);
    expect((await number.innerText()).replace(/\s+/g, " ")).toBe(`Card number ${CARD}`);
    expect(await profile.card().locator("dt", { hasText: "Member since" }).count()).toBe(1);
    expect(await profile.card().locator("dd").first().textContent()).toMatch(/^\d{4}$/);
    // The balance comes from its own call: "…" until it answers.
    await expect.poll(() => profile.card().locator("dd").last().textContent()).toMatch(/^\$\d+\.\d{2}$/);
    expect(await profile.walletPassLink().count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // jsbarcode is downloaded only once a card renders: not on the storefront pages before.
    const barcodeChunk = (url: string) => /\/JsBarcode-[\w-]+\.js$/.test(url);
    const opened = requested.findIndex((url) => url.includes("/account?section=my-profile"));
    expect(opened).toBeGreaterThan(0);
    expect(requested.slice(0, opened).filter(barcodeChunk)).toEqual([]);
    expect(requested.slice(opened).filter(barcodeChunk)).toHaveLength(1);
  });

  it("keeps every primary button readable once enabled: Save details and Save preferences stay violet with white text", async () => {
    await profile.field("Last name (optional)").fill("Taylor-Reid");
    await profile.optOut().click();
    for (const save of [profile.saveDetails(), profile.savePreferences()]) {
      expect(await save.isEnabled()).toBe(true);
      const { color, background, ratio } = await textContrast(save);
      expect(color).toBe("rgb(255, 255, 255)");
      expect(background).not.toBe(color);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
    // Put the form back as loaded: the next tests start from it.
    await profile.open();
  });

  it("refuses a blank first name with an error summary that takes focus and links to the field", async () => {
    const firstName = profile.field("First name");
    expect(await profile.saveDetails().isDisabled()).toBe(true);
    expect(await profile.field("Email").getAttribute("readonly")).not.toBeNull();
    await firstName.fill("");
    expect(await profile.saveDetails().isDisabled()).toBe(false);
    await firstName.press("Enter");
    await profile.errorSummary().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("error-summary")))
      .toBe(true);
    expect(await firstName.getAttribute("aria-invalid")).toBe("true");
    expect(await profile.described(firstName)).toBe("First name is required");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
      .toBe("firstName");
    await page.keyboard.type("Jessica");
    expect(await profile.errorSummary().count()).toBe(0);
    await page.keyboard.press("Enter");
    await profile.details().getByText("Your details have been saved.").waitFor();
    expect(await profile.saveDetails().isDisabled()).toBe(true);
    await profile.open();
    expect(await profile.field("First name").inputValue()).toBe("Jessica");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a mobile or a name the service refuses shows under its field, with a summary that takes focus; the next save starts clean", async () => {
    const mobile = profile.field("Mobile (optional)");
    await mobile.fill("12");
    await profile.saveDetails().click();
    await profile.errorSummary().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("error-summary")))
      .toBe(true);
    expect(await mobile.getAttribute("aria-invalid")).toBe("true");
    expect(await profile.described(mobile)).toBe("The mobile phone format is invalid.");
    expect(await profile.errorSummary().getByRole("link").allTextContents()).toEqual([
      "The mobile phone format is invalid.",
    ]);
    expect(await profile.details().getByRole("alert").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // A new submit: the birthday's own check, and no stale mobile message beside it.
    await profile.field("Birthday (optional)").fill("31/02/1990");
    await profile.saveDetails().click();
    await expect
      .poll(() => profile.errorSummary().getByRole("link").allTextContents())
      .toEqual(["Please enter a date as dd/mm/yyyy"]);
    expect(await mobile.getAttribute("aria-invalid")).toBe("false");
    // An overlong last name, answered by the service under its field.
    await profile.field("Birthday (optional)").fill("");
    await mobile.fill("");
    await profile.field("Last name (optional)").fill("T".repeat(101));
    await profile.saveDetails().click();
    await expect
      .poll(() => profile.errorSummary().getByRole("link").allTextContents())
      .toEqual(["The last name may not be greater than 100 characters."]);
    expect(await profile.field("Last name (optional)").getAttribute("aria-invalid")).toBe("true");
    await profile.open();
  });

  it("a failed save says so in the catalogue's words, in red with focus, and keeps what was typed", async () => {
    const panel = new DevPanel(page);
    await profile.field("Mobile (optional)").fill("0412 000 111");
    await panel.setFailureRate("1");
    await profile.saveDetails().click();
    const alert = profile.details().getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe("We couldn't save your details. Please try again.");
    await expect.poll(() => alert.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await profile.details().getByText("Injected fault").count()).toBe(0);
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe(SALE_RED);
    expect(await profile.field("Mobile (optional)").inputValue()).toBe("0412 000 111");
    expect(await axeViolations(page)).toEqual([]);
    await panel.setFailureRate("0");
    await profile.saveDetails().click();
    await profile.details().getByText("Your details have been saved.").waitFor();
    expect(await profile.field("Mobile (optional)").inputValue()).toBe("+61412000111");
  });

  it("a failed preferences save rolls back and says so in the catalogue's words only", async () => {
    const panel = new DevPanel(page);
    await profile.optOut().check();
    await panel.setFailureRate("1");
    await profile.savePreferences().click();
    const alert = profile.preferences().getByRole("alert");
    await expect
      .poll(() => alert.textContent())
      .toBe("We couldn't save your preferences, so they are back as they were. Please try again.");
    expect(await page.getByText("Injected fault").count()).toBe(0);
    expect(await profile.optOut().isChecked()).toBe(false);
    await panel.setFailureRate("0");
    await profile.open();
  });

  it("marketing preferences: opt-out turns the six toggles off, any toggle turns it off, Save only on a change", async () => {
    expect(await profile.savePreferences().isDisabled()).toBe(true);
    await profile.optOut().check();
    for (const channel of ["By email", "By SMS"] as const) {
      for (const label of [
        "Promotions and new arrivals",
        "Member benefits and rewards",
        "Reminders (fitting, birthdays)",
      ]) {
        expect(await profile.toggle(channel, label).isChecked()).toBe(false);
      }
    }
    expect(await profile.savePreferences().isDisabled()).toBe(false);
    await profile.savePreferences().click();
    await profile.preferences().getByText("Your marketing preferences have been saved.").waitFor();
    expect(await profile.savePreferences().isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await profile.toggle("By SMS", "Reminders (fitting, birthdays)").check();
    expect(await profile.optOut().isChecked()).toBe(false);
    await profile.toggle("By SMS", "Reminders (fitting, birthdays)").uncheck();
    expect(await profile.optOut().isChecked()).toBe(true);
    expect(await profile.savePreferences().isDisabled()).toBe(true);
  });

  it("links to the addresses section and keeps the shop account forms below", async () => {
    expect(await page.getByRole("region", { name: "Shop sign-in" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Update your details" }).count()).toBe(1);
    await page.getByRole("link", { name: "Manage addresses" }).click();
    await page.getByRole("heading", { level: 1, name: "Addresses" }).waitFor();
    expect(new URL(page.url()).searchParams.get("section")).toBe("addresses");
  });
});

describe("the Profile section on a phone (390 px, iPhone)", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: IPHONE,
      baseURL: inject("baseUrl"),
      locale: "en-AU",
    });
    page = await context.newPage();
    await new AccountProfilePage(page).signInAndOpen();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("keeps Save details readable once a field changes", async () => {
    const profile = new AccountProfilePage(page);
    await profile.field("Last name (optional)").fill("Taylor-Reid");
    const { color, background, ratio } = await textContrast(profile.saveDetails());
    expect(background).not.toBe(color);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    await profile.open();
  });

  it("shows the Apple Wallet pass link under 768 px only", async () => {
    const profile = new AccountProfilePage(page);
    await profile.barcode().waitFor();
    const link = profile.walletPassLink();
    await link.waitFor();
    expect(await link.textContent()).toBe("Add to Apple Wallet");
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/api\.solekit\.test\/passes\/\w+\.pkpass$/);
    // The card fits the phone's width with its bars unscaled.
    const box = await profile.barcode().boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => link.count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await link.waitFor();
  });
});
