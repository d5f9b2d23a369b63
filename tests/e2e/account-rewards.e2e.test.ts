import type { Locator } from "playwright-core";
import { AccountAreaPage } from "./pages/account-area-page";
import { AccountRewardsPage } from "./pages/account-rewards-page";
import { DevPanel } from "./pages/dev-panel";
import { axeViolations, newContext, pageForSuite } from "./support/browser";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe("My Rewards: history, Assign Shoes and Claim a transaction (account-area §2, §4, §5)", () => {
  const suite = pageForSuite();

  it("shows the history under ACTIVE and PAST tabs, used with the keyboard, 4 a page", async () => {
    const rewards = new AccountRewardsPage(suite.page);
    const { page } = rewards;
    await rewards.signIn();
    await rewards.open();
    expect(await rewards.tab("Active").getAttribute("aria-selected")).toBe("true");
    expect(await rewards.rows().count()).toBe(4);
    expect(await rewards.panel().getByText("Expiring soon").count()).toBeGreaterThan(0);
    expect(await rewards.pager().getByText("1 of 2").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Arrow keys move the selection and the focus; the panel follows.
    await rewards.tab("Active").focus();
    await page.keyboard.press("ArrowRight");
    expect(await rewards.tab("Past").getAttribute("aria-selected")).toBe("true");
    expect(await rewards.focusedId()).toBe(await rewards.tab("Past").getAttribute("id"));
    expect(await rewards.panel().getAttribute("id")).toBe(
      await rewards.tab("Past").getAttribute("aria-controls"),
    );
    expect(await rewards.panel().getByText("Expired").count()).toBeGreaterThan(0);
    await page.keyboard.press("Home");
    expect(await rewards.tab("Active").getAttribute("aria-selected")).toBe("true");
    // Paging.
    await rewards.pager().getByRole("button", { name: "Next" }).click();
    await rewards.pager().getByText("2 of 2").waitFor();
    expect(await rewards.pager().getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
    await rewards.pager().getByRole("button", { name: "Previous" }).click();
    await rewards.pager().getByText("1 of 2").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("assigns two pairs from the checklist: the balance chip rises by $4", async () => {
    const rewards = new AccountRewardsPage(suite.page);
    const { page } = rewards;
    const chipBefore = (await rewards.chip().textContent()) ?? "";
    const before = Number(chipBefore.replace(/[^\d.]/g, ""));
    const add = rewards.checklist().getByRole("button", { name: /^Add: You have \d+ shoes to assign$/ });
    await add.click();
    const dialog = rewards.dialog("Assign shoes to your kids");
    await dialog.getByRole("combobox").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const selects = dialog.getByRole("combobox");
    expect(await selects.count()).toBeGreaterThanOrEqual(2);
    await selects.nth(0).selectOption({ index: 1 });
    await selects.nth(1).selectOption({ index: 2 });
    await dialog.getByText("Earn $4.00 for the pairs you assign").waitFor();
    await dialog.getByRole("button", { name: "Assign shoes" }).click();
    await dialog.getByText("2 pairs assigned. You earned $4.00.").waitFor();
    await expect
      .poll(() => rewards.chip().textContent(), { timeout: 5000 })
      .toBe(`Rewards: $${(before + 4).toFixed(2)}`);
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toBe("Add");
  });

  it("refuses an empty claim with a message on each field, focus on the first; then a future date", async () => {
    const rewards = new AccountRewardsPage(suite.page);
    const { page } = rewards;
    await page.getByRole("button", { name: "Claim a transaction" }).click();
    const dialog = rewards.dialog("Claim a transaction");
    await dialog.getByRole("option", { name: "Chadstone" }).waitFor({ state: "attached" });
    expect(await dialog.getByRole("option", { name: /^SNS/ }).count()).toBe(0);
    await dialog.getByRole("button", { name: "Submit claim" }).click();
    for (const message of [
      "Transaction date is required",
      "Store location is required",
      "Receipt reference is required",
      "Amount is required",
    ]) {
      await dialog.getByText(message).waitFor();
    }
    await expect.poll(() => rewards.focusedId()).toBe("claim-field-transactedAt");
    expect(await dialog.getByLabel("Amount").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("Amount").fill("lots");
    await dialog.getByRole("button", { name: "Submit claim" }).click();
    await dialog.getByText("Amount must be a number").waitFor();
    // A negative amount is a number, just not one paid; an overlong receipt is refused, not sent.
    // Nor can a purchase be dated in the future.
    await dialog.getByLabel("Amount").fill("-5");
    await dialog.getByLabel("Receipt reference").fill("R".repeat(400));
    await dialog.getByLabel("Transaction date").fill("2099-01-01");
    await dialog.getByRole("button", { name: "Submit claim" }).click();
    await dialog.getByText("Transaction date can't be in the future").waitFor();
    await dialog.getByText("Amount must be more than $0").waitFor();
    await dialog.getByText("Receipt reference must be 64 characters or fewer").waitFor();
    expect(await dialog.getByLabel("Receipt reference").getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("claims a purchase: 'Transaction Created', the form clears, the message goes after 10 s", async () => {
    const rewards = new AccountRewardsPage(suite.page);
    const dialog = rewards.dialog("Claim a transaction");
    await rewards.fillClaim({
      date: daysAgo(3),
      store: "Chadstone",
      receipt: "E2E-CLAIM-1",
      amount: "79.95",
    });
    await dialog.getByRole("button", { name: "Submit claim" }).click();
    const created = dialog.getByText("Transaction Created");
    await created.waitFor();
    const shownAt = Date.now();
    expect(await dialog.getByLabel("Receipt reference").inputValue()).toBe("");
    expect(await dialog.getByLabel("Amount").inputValue()).toBe("");
    await created.waitFor({ state: "detached", timeout: 15_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(9_000);
  }, 30_000);

  it("says 'Something went wrong.' when the claim fails, and places a refused receipt under its field, keeping what was typed", async () => {
    const rewards = new AccountRewardsPage(suite.page);
    const panel = new DevPanel(suite.page);
    const dialog = rewards.dialog("Claim a transaction");
    await rewards.fillClaim({ date: daysAgo(4), store: "Chadstone", receipt: "E2E-CLAIM-2", amount: "20" });
    await panel.setFailureRate("1");
    await dialog.getByRole("button", { name: "Submit claim" }).click();
    await dialog.getByText("Something went wrong.").waitFor();
    await panel.setFailureRate("0");
    expect(await dialog.getByLabel("Receipt reference").inputValue()).toBe("E2E-CLAIM-2");
    expect(await dialog.getByLabel("Amount").inputValue()).toBe("20");
    expect(await axeViolations(suite.page)).toEqual([]);
    // The service refuses a receipt claimed before: its message under the receipt reference,
    // marked invalid, with focus there; the values kept and the last failure's message gone.
    const receipt = dialog.getByLabel("Receipt reference");
    await receipt.fill("E2E-CLAIM-1");
    await dialog.getByRole("button", { name: "Submit claim" }).click();
    await expect.poll(() => receipt.getAttribute("aria-invalid")).toBe("true");
    const message = dialog.locator(`[id="${await receipt.getAttribute("aria-describedby")}"]`);
    expect(await message.textContent()).toBe("This transaction has already been claimed.");
    await expect.poll(() => rewards.focusedId()).toBe("claim-field-receiptRef");
    expect(await dialog.getByText("Something went wrong.").count()).toBe(0);
    expect(await receipt.inputValue()).toBe("E2E-CLAIM-1");
    expect(await dialog.getByLabel("Amount").inputValue()).toBe("20");
    expect(await axeViolations(suite.page)).toEqual([]);
    await suite.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("keeps the page when the claim form's download fails: it says so and offers a reload", async () => {
    // A context of its own: signed in afresh, and the failed download stays in it.
    const context = await newContext();
    await context.route(/\/assets\/claim-dialog-[^/]*\.js$/, (route) => route.abort("connectionfailed"));
    const fresh = await context.newPage();
    try {
      const rewards = new AccountRewardsPage(fresh);
      await rewards.signIn();
      await rewards.open();
      await fresh.getByRole("button", { name: "Claim a transaction" }).click();
      const alert = fresh.getByRole("alert").filter({ hasText: "Sorry, we couldn't open that." });
      await alert.waitFor();
      expect(await alert.getByRole("button", { name: "Reload the page" }).count()).toBe(1);
      expect(await rewards.dialog("Claim a transaction").count()).toBe(0);
      // It takes the focus the dialog would have taken, so a phone scrolls to it.
      await expect.poll(() => alert.evaluate((element) => element === document.activeElement)).toBe(true);
      // The section is still there and still works, its other dialog included.
      await rewards.tab("Past").click();
      expect(await rewards.tab("Past").getAttribute("aria-selected")).toBe("true");
      expect(await axeViolations(fresh)).toEqual([]);
      await rewards
        .checklist()
        .getByRole("button", { name: /^Add: You have \d+ shoes to assign$/ })
        .click();
      await rewards.dialog("Assign shoes to your kids").getByRole("combobox").first().waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("unassigned shoes: one count on every screen (account-area §2, §5, §9)", () => {
  const suite = pageForSuite();

  /** What a member reads about the pairs to assign on the dashboard, the kids' page and My Rewards. */
  async function figures() {
    const { page } = suite;
    const account = new AccountAreaPage(page);
    const rewards = new AccountRewardsPage(page);
    const number = async (where: Locator, pattern: RegExp) =>
      Number(pattern.exec(await where.innerText())?.[1] ?? Number.NaN);
    await account.open("", "Dashboard");
    const panel = account.panel(/shoes to assign$/);
    await panel.waitFor();
    const panelText = await panel.innerText();
    const promise =
      /Assign (\d+) pairs? from the last 30 days to earn \$(\d+\.\d{2})\. (\d+) pairs? from older/.exec(
        panelText,
      );
    const dashboardChecklist = await number(account.checklist(), /You have (\d+) shoes? to assign/);
    await account.open("?section=kids-profiles", "Kids' profiles");
    const kidsBanner = page.getByText(/pairs? of shoes that can be assigned/);
    const kids = await number(kidsBanner, /You have (\d+) pairs? of shoes/);
    await rewards.open();
    const checklist = await number(rewards.checklist(), /You have (\d+) shoes? to assign/);
    const modal = async (opener: Locator) => {
      await opener.click();
      const dialog = rewards.dialog("Assign shoes to your kids");
      await dialog.getByRole("combobox").first().waitFor();
      const counted = {
        pairs: await dialog.getByRole("combobox").count(),
        rewarded: await dialog.getByText("+$2", { exact: true }).count(),
      };
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      return counted;
    };
    const fromChecklist = await modal(
      rewards.checklist().getByRole("button", { name: /^Add: You have \d+ shoes? to assign$/ }),
    );
    const fromPanel = await modal(
      page.getByRole("region", { name: /shoes to assign$/ }).getByRole("button", { name: "Assign shoes" }),
    );
    return {
      newPairs: Number(promise?.[1]),
      reward: Number(promise?.[2]),
      oldPairs: Number(promise?.[3]),
      dashboardChecklist,
      kids,
      checklist,
      fromChecklist,
      fromPanel,
    };
  }

  function expectAgreement(seen: Awaited<ReturnType<typeof figures>>) {
    const total = seen.newPairs + seen.oldPairs;
    expect(seen).toEqual({
      newPairs: seen.newPairs,
      oldPairs: seen.oldPairs,
      reward: seen.newPairs * 2,
      dashboardChecklist: total,
      kids: total,
      checklist: total,
      fromChecklist: { pairs: total, rewarded: seen.newPairs },
      fromPanel: { pairs: total, rewarded: seen.newPairs },
    });
  }

  it("the panel, the checklists, the kids' banner and the modal agree, and the modal's '+$2' add up to the promise", async () => {
    await new AccountRewardsPage(suite.page).signIn();
    const seen = await figures();
    // The demo member: four pairs within 30 days, two older, two returned (never counted).
    expect([seen.newPairs, seen.oldPairs, seen.reward]).toEqual([4, 2, 8]);
    expectAgreement(seen);
  });

  it("still agree after a claimed purchase adds a pair", async () => {
    const rewards = new AccountRewardsPage(suite.page);
    await rewards.open();
    await suite.page.getByRole("button", { name: "Claim a transaction" }).click();
    const dialog = rewards.dialog("Claim a transaction");
    await dialog.getByRole("option", { name: "Chadstone" }).waitFor({ state: "attached" });
    await rewards.fillClaim({
      date: daysAgo(2),
      store: "Chadstone",
      receipt: "E2E-COUNT-1",
      amount: "89.95",
    });
    await dialog.getByRole("button", { name: "Submit claim" }).click();
    await dialog.getByText("Transaction Created").waitFor();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "detached" });
    const seen = await figures();
    expect([seen.newPairs, seen.oldPairs, seen.reward]).toEqual([5, 2, 10]);
    expectAgreement(seen);
  });
});

describe("My Rewards on a phone (390 px)", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("stacks each reward as a card and pages, axe clean", async () => {
    const rewards = new AccountRewardsPage(suite.page);
    await rewards.signIn();
    await rewards.open();
    expect(await rewards.rows().count()).toBe(4);
    // Every card keeps the page's margins: none reaches past the menu's right edge (it did by 18 px).
    const menuRight = await suite.page
      .locator(".account-area__main")
      .evaluate((el) => el.getBoundingClientRect().right);
    const cardsRight = await suite.page
      .locator(".rewards .account-card")
      .evaluateAll((cards) => Math.max(...cards.map((card) => card.getBoundingClientRect().right)));
    expect(cardsRight).toBeLessThanOrEqual(menuRight + 0.5);
    await rewards.pager().getByRole("button", { name: "Next" }).click();
    await rewards.pager().getByText("2 of 2").waitFor();
    expect(await axeViolations(suite.page)).toEqual([]);
    await suite.page.getByRole("button", { name: "Claim a transaction" }).click();
    await rewards.dialog("Claim a transaction").getByLabel("Transaction date").waitFor();
    expect(await axeViolations(suite.page)).toEqual([]);
  });
});
