import type { BrowserContext, Locator, Page } from "playwright-core";
import { DevPanel } from "./pages/dev-panel";
import { StorefrontPage } from "./pages/storefront-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

const PASSWORD = "fitclub-demo";

// The /account page's storefront forms: the shop sign-in (customer token) and update details.
class ShopAccountPage {
  constructor(readonly page: Page) {}

  section(name: string): Locator {
    return this.page.getByRole("region", { name });
  }

  field(section: string, label: string): Locator {
    return this.section(section).getByLabel(label, { exact: true });
  }

  async describedError(field: Locator): Promise<string> {
    const id = await field.getAttribute("aria-describedby");
    return id ? ((await this.page.locator(`[id="${id}"]`).textContent()) ?? "") : "";
  }

  async cookie(): Promise<string | undefined> {
    const cookies = await this.page.context().cookies();
    return cookies.find((c) => c.name === "customer_access_token")?.value;
  }
}

describe("shop sign-in and update details on the account profile, as a member", () => {
  let context: BrowserContext;
  let page: Page;
  const logged: string[] = [];

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    page.on("console", (message) => logged.push(message.text()));
    page.on("pageerror", (error) => logged.push(error.message));
    // Sign in to Fit Club through the sandbox's emailed login link.
    const store = new StorefrontPage(page);
    const panel = new DevPanel(page);
    await store.open("/");
    await panel.open();
    await panel.emailLoginLinkButton().click();
    await panel.loginLinks().first().click();
    await page.waitForFunction(() => document.querySelector('a[href="/account"]') !== null);
    await page.goto("/account?section=my-profile");
    await page.getByRole("heading", { level: 1, name: "Profile" }).waitFor();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("keyboard only: empty → per-field errors; wrong password → below the form; right → token cookie until expiresAt", async () => {
    const shop = new ShopAccountPage(page);
    const email = shop.field("Shop sign-in", "Email");
    const password = shop.field("Shop sign-in", "Password");
    await email.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => shop.describedError(email)).toBe("Email is required");
    expect(await shop.describedError(password)).toBe("Password is required");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type("jess.taylor@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("not-the-password");
    await page.keyboard.press("Enter");
    await shop
      .section("Shop sign-in")
      .getByText("That email and password don't match our records.")
      .waitFor();
    expect(await email.inputValue()).toBe("jess.taylor@example.com");
    expect(await password.inputValue()).toBe("not-the-password");
    expect(await shop.cookie()).toBeUndefined();
    expect(await axeViolations(page)).toEqual([]);
    // On the sandbox the form says which password the demo customer has.
    await expect.poll(() => page.locator(".shop-account__hint code").first().textContent()).toBe(PASSWORD);
    await password.fill("");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await shop
      .section("Shop sign-in")
      .getByText(/You're signed in to the shop until/)
      .waitFor();
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === "customer_access_token");
    expect(token?.value).toMatch(/\w{8,}/);
    // Until expiresAt (the sandbox issues 14-day tokens), not a session cookie.
    expect((token?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(await axeViolations(page)).toEqual([]);
    // The token is in the cookie only: never in the URL, the page, the console or an error.
    const secret = token?.value ?? "never";
    expect(page.url()).not.toContain(secret);
    expect(await page.content()).not.toContain(secret);
    expect(logged.filter((line) => line.includes(secret))).toEqual([]);
  });

  it("update details: a bad phone under its field with everything kept, then saved", async () => {
    const shop = new ShopAccountPage(page);
    const section = "Update your details";
    await shop.field(section, "Email").fill("jess.taylor@example.com");
    await shop.field(section, "Password").fill(PASSWORD);
    await shop.field(section, "First name").fill("Jessica");
    await shop.field(section, "Phone").fill("12");
    await page.keyboard.press("Enter");
    await expect.poll(() => shop.describedError(shop.field(section, "Phone"))).toBe("Phone is invalid");
    expect(await shop.field(section, "First name").inputValue()).toBe("Jessica");
    expect(await shop.field(section, "Password").inputValue()).toBe(PASSWORD);
    expect(await axeViolations(page)).toEqual([]);
    await shop.field(section, "Phone").fill("0412 345 678");
    await page.keyboard.press("Enter");
    await shop.section(section).getByText("Your details have been saved.").waitFor();
    expect(await shop.field(section, "Password").inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);
    const secret = (await shop.cookie()) ?? "never";
    expect(page.url()).not.toContain(secret);
    expect(await page.content()).not.toContain(secret);
    expect(logged.filter((line) => line.includes(secret))).toEqual([]);
  });
});
