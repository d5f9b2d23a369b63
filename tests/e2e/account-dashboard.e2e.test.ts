import { AccountAreaPage } from "./pages/account-area-page";
import { DevPanel } from "./pages/dev-panel";
import { axeViolations, pageForSuite } from "./support/browser";
import { layoutShiftsWithin } from "./support/layout-shifts";

describe("the account dashboard", () => {
  const suite = pageForSuite();

  it("shows the rewards balance, the unassigned shoes, the checklist and the way to Member offers", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.signIn();
    await account.open("", "Dashboard");
    const rewards = account.rewardsPanel();
    await rewards.waitFor();
    expect(await rewards.getByText(/^\$\d+\.\d{2}$/).count()).toBe(1);
    expect(await rewards.getByText(/^\d+ active rewards$/).count()).toBe(1);
    expect(await rewards.getByRole("link", { name: "View my rewards" }).getAttribute("href")).toBe(
      "/account?section=fit-club",
    );
    const unassigned = account.panel("Old orders with shoes to assign");
    expect(await unassigned.getByRole("link", { name: "Assign shoes" }).count()).toBe(1);
    expect(await unassigned.getByText(/^Assign \d+ pairs? from the last 30 days to earn \$/).count()).toBe(1);
    const checklist = account.checklist();
    expect(await checklist.getByText(/^\d\/3 completed$/).count()).toBe(1);
    expect(await checklist.getByRole("button", { name: "Completed: Start shopping" }).isDisabled()).toBe(
      true,
    );
    // The demo family has three children: no prompt to add one.
    expect(await account.kidsPrompt().count()).toBe(0);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  it("follows a checklist item's Add from the keyboard, to where the item is completed", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.open("", "Dashboard");
    const add = account.checklist().getByRole("link", { name: "Add: Add birthday" });
    await add.focus();
    await suite.page.keyboard.press("Enter");
    // A child's page is headed with the child's name once loaded ("Kids' profiles" only before).
    await suite.page.waitForURL((url) => url.searchParams.get("child") !== null);
    await suite.page
      .getByRole("heading", { level: 1, name: /’s profile$|'s profile$|s' profile$/ })
      .waitFor();
    const url = new URL(suite.page.url());
    expect(url.searchParams.get("section")).toBe("kids-profiles");
    expect(url.searchParams.get("edit")).toBe("true");
    expect(url.searchParams.get("child")).toMatch(/^\d+$/);
  });

  it("goes to Member offers in place", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.open("", "Dashboard");
    await account.panel("Member offers").getByRole("link", { name: "See member offers" }).click();
    await account.heading("Member offers").waitFor();
    expect(new URL(suite.page.url()).search).toBe("?section=offers");
  });

  it("says when its calls fail, and Try again brings the panels back", async () => {
    const account = new AccountAreaPage(suite.page);
    const panel = new DevPanel(suite.page);
    // Reached in place from another section, so the sandbox keeps its failure rate.
    await account.open("?section=bookings", "Fitting appointments");
    await panel.setFailureRate("1");
    await suite.page
      .getByRole("navigation", { name: "Account" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    const alert = suite.page.getByRole("alert").filter({ hasText: "Something went wrong." });
    await alert.waitFor({ timeout: 15_000 });
    expect(await account.rewardsPanel().count()).toBe(0);
    expect(await axeViolations(suite.page)).toEqual([]);
    await panel.setFailureRate("0");
    await alert.getByRole("button", { name: "Try again" }).click();
    await account.rewardsPanel().waitFor({ timeout: 15_000 });
    await alert.waitFor({ state: "detached" });
  });

  it("asks a member with no children to add a kid's profile", async () => {
    const account = new AccountAreaPage(suite.page);
    await new DevPanel(suite.page).removeDemoChildren();
    await account.open("", "Dashboard");
    const prompt = account.kidsPrompt();
    await prompt.waitFor();
    expect(await prompt.getByRole("link", { name: "Add a kid's profile" }).getAttribute("href")).toBe(
      "/account?section=kids-profiles&child=new",
    );
    // Without children no birthday is missing: two items left.
    expect(
      await account
        .checklist()
        .getByText(/^\d\/2 completed$/)
        .count(),
    ).toBe(1);
    expect(await axeViolations(suite.page)).toEqual([]);
  });
});

describe("the account dashboard on a phone", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("stacks its panels and stays accessible", async () => {
    const account = new AccountAreaPage(suite.page);
    await account.signIn();
    await account.open("", "Dashboard");
    await account.rewardsPanel().waitFor();
    const rewards = await account.rewardsPanel().boundingBox();
    const checklist = await account.checklist().boundingBox();
    expect(rewards?.width).toBeGreaterThan(300);
    expect(checklist?.y).toBeGreaterThan((rewards?.y ?? 0) + (rewards?.height ?? 0));
    const overflow = await suite.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(suite.page)).toEqual([]);
  });

  // Before jsbarcode drew, the card's empty <svg> took a browser's default 300 px, which widened
  // the page's one column; drawn narrower, the column shrank back and the card's heading and
  // number, and the rewards panel's lines, moved.
  it("keeps the card and the rewards panel still while the barcode is drawn", async () => {
    await suite.page.goto("/account");
    await suite.page.locator(".membership-card__barcode svg[width]").waitFor();
    await new AccountAreaPage(suite.page).rewardsPanel().waitFor();
    expect(await layoutShiftsWithin(suite.page, ".membership-card, .dashboard-panel")).toEqual([]);
  });
});
