import type { BrowserContext, Page } from "playwright-core";
import { DevPanel } from "./pages/dev-panel";
import { SignInModal } from "./pages/sign-in-modal";
import { StorefrontPage } from "./pages/storefront-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";
import { savedSandboxPart } from "./support/sandbox-storage";

describe("sign-in widget and account modal, as a shopper", () => {
  let context: BrowserContext;
  let page: Page;

  beforeEach(async () => {
    context = await newContext();
    page = await context.newPage();
  });

  afterEach(async () => {
    await context.close();
  });

  afterAll(async () => {
    await closeBrowser();
  });

  it("?modal=account opens the modal; closing removes the parameter with a replace", async () => {
    const modal = new SignInModal(page);
    await page.goto("/collections/sale");
    await page.goto("/collections/sale?modal=account");
    await modal.heading("Sign in or join Fit Club").waitFor();
    await expect
      .poll(() => modal.identifierInput().evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => modal.dialog().evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(new URL(page.url()).search).toBe("");
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/collections/sale");
    expect(await modal.dialog().evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
  });

  it("an invalid mobile gets a message before any call, keyboard only", async () => {
    const modal = new SignInModal(page);
    await page.goto("/?modal=account");
    await modal.identifierInput().waitFor();
    await page.keyboard.type("0298 765 432");
    await page.keyboard.press("Enter");
    expect(await modal.describedError(modal.identifierInput())).toMatch(
      /valid email address or Australian mobile/,
    );
    expect(await modal.identifierInput().inputValue()).toBe("0298 765 432");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("new email → details → server email error under the field → fixed → success with the card", async () => {
    const modal = new SignInModal(page);
    const store = new StorefrontPage(page);
    await store.open("/");
    await store.profileLink().click();
    await modal.continueWith(`new.${Date.now()}@example.com`);
    await modal.heading("Join Fit Club").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // A parent opts in: the six marketing boxes start unticked, and one ticks alone.
    const boxes = modal.commsBoxes();
    await expect.poll(() => boxes.count()).toBe(6);
    expect(await boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    await modal.field("Text me member benefits").check();
    expect(
      await boxes.evaluateAll((all) => all.filter((box) => (box as HTMLInputElement).checked).length),
    ).toBe(1);
    await modal.field("Email").fill("jess.taylor@example.com");
    await modal.field("First name").fill("Nova");
    await modal.field("Last name").fill("Member");
    await modal.field("Mobile").fill("0400 123 987");
    await modal.field("Postcode").fill("3000");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => modal.describedError(modal.field("Email")))
      .toBe("The email has already been taken.");
    expect(await modal.field("First name").inputValue()).toBe("Nova");
    expect(await axeViolations(page)).toEqual([]);
    await modal.field("Email").fill(`nova.${Date.now()}@example.com`);
    await modal.dialog().getByRole("button", { name: "Create account" }).click();
    await modal.heading("Welcome to Fit Club").waitFor();
    await modal.dialog().getByRole("region", { name: "Your Fit Club card" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("existing email → inbox link → signed in, header shows the tick and the chip; logout", async () => {
    const modal = new SignInModal(page);
    const store = new StorefrontPage(page);
    const panel = new DevPanel(page);
    await store.open("/");
    await store.profileLink().click();
    await modal.continueWith("jess.taylor@example.com");
    await modal.heading("Check your inbox").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await modal.dialog().getByRole("button", { name: "Close" }).click();
    await panel.open();
    await panel.loginLinks().first().click();
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/account");
    expect(page.url()).not.toContain("login_token");
    await page.getByRole("link", { name: /^Rewards: \$/ }).waitFor();
    expect(await page.getByRole("link", { name: "My account (signed in)" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/account");
    const logout = page.getByRole("button", { name: "Logout" });
    await logout.click();
    await page.getByRole("heading", { name: "You're logged out" }).waitFor();
    const tokens = await page.evaluate(() => [
      localStorage.getItem("omneo-id-token"),
      localStorage.getItem("omneo-id-token-exp"),
    ]);
    expect(tokens).toEqual([null, null]);
    await expect.poll(() => store.profileLink().getAttribute("href")).toBe("/#account");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("existing mobile → a wrong code → the SMS code from the inbox → signed in", async () => {
    const modal = new SignInModal(page);
    const store = new StorefrontPage(page);
    await store.open("/?modal=account");
    await modal.continueWith("0412 345 678");
    await modal.heading("Enter your code").waitFor();
    expect(await modal.codeInput().getAttribute("autocomplete")).toBe("one-time-code");
    expect(await modal.codeInput().getAttribute("inputmode")).toBe("numeric");
    expect(await axeViolations(page)).toEqual([]);
    const code = (await savedSandboxPart(page, "inbox"))?.filter((m) => m.code).at(-1)?.code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await modal.codeInput().fill(code === "000000" ? "000001" : "000000");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => modal.describedError(modal.codeInput()))
      .toBe("This code is invalid or has expired.");
    expect(await axeViolations(page)).toEqual([]);
    await modal.codeInput().fill(code);
    await page.keyboard.press("Enter");
    await expect.poll(() => store.profileLink().getAttribute("href"), { timeout: 15_000 }).toBe("/account");
    expect(page.url()).not.toContain("login_token");
  });

  it("keyboard only: new email → details → success, focus on each new step, axe clean on each", async () => {
    const modal = new SignInModal(page);
    await page.goto("/?modal=account");
    await expect.poll(() => modal.isFocused(modal.identifierInput())).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const email = `keys.${Date.now()}@example.com`;
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await modal.heading("Join Fit Club").waitFor();
    // The first field of the new step has the focus, prefilled with what was checked.
    await expect.poll(() => modal.isFocused(modal.field("Email"))).toBe(true);
    expect(await modal.field("Email").inputValue()).toBe(email);
    expect(await axeViolations(page)).toEqual([]);
    // Back arrow by keyboard: Shift+Tab from the first field reaches it; focus returns to the
    // continue input with the text kept; Enter goes forward again.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await modal.heading("Sign in or join Fit Club").waitFor();
    await expect.poll(() => modal.isFocused(modal.identifierInput())).toBe(true);
    expect(await modal.identifierInput().inputValue()).toBe(email);
    await page.keyboard.press("Enter");
    await expect.poll(() => modal.isFocused(modal.field("Email"))).toBe(true);
    await page.keyboard.press("Tab");
    await modal.typeAndTab("Kira");
    await modal.typeAndTab("Keys");
    await modal.typeAndTab("0400 555 010");
    await page.keyboard.type("2000");
    await page.keyboard.press("Enter");
    await modal.heading("Welcome to Fit Club").waitFor();
    await expect.poll(() => modal.isFocused(modal.heading("Welcome to Fit Club"))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keyboard only: existing mobile → the code step (focused, axe clean) → signed in, no token left in the URL or the console", async () => {
    const modal = new SignInModal(page);
    const store = new StorefrontPage(page);
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    page.on("pageerror", (error) => logged.push(error.message));
    await store.open("/?modal=account");
    await expect.poll(() => modal.isFocused(modal.identifierInput())).toBe(true);
    await page.keyboard.type("0412 345 678");
    await page.keyboard.press("Enter");
    await modal.heading("Enter your code").waitFor();
    await expect.poll(() => modal.isFocused(modal.codeInput())).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    const code = (await savedSandboxPart(page, "inbox"))?.filter((m) => m.code).at(-1)?.code ?? "";
    expect(code).toMatch(/^\d{6}$/);
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await expect.poll(() => store.profileLink().getAttribute("href"), { timeout: 15_000 }).toBe("/account");
    expect(page.url()).not.toContain("login_token");
    expect(await page.evaluate(() => history.length > 0 && location.href)).not.toContain("login_token");
    expect(logged.filter((line) => /login_token|token=/i.test(line))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("/account sends a guest to the account modal", async () => {
    const modal = new SignInModal(page);
    await page.goto("/account");
    await modal.heading("Sign in or join Fit Club").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
