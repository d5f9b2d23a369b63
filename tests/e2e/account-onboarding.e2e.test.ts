import { AccountOnboardingPage } from "./pages/account-onboarding-page";
import { axeViolations, pageForSuite } from "./support/browser";

const journey = (width: number, height: number) => () => {
  const suite = pageForSuite({ width, height });

  it("opens on the first login, once, and goes through every step by keyboard to a created child", async () => {
    const onboarding = new AccountOnboardingPage(suite.page);
    const { page } = onboarding;
    await onboarding.signInWithoutChildren();
    await onboarding.startFromDevPanel();

    // Intro: focus on its heading inside the dialog, no Back, no progress.
    await onboarding.step("Welcome to Fit Club");
    expect(await page.evaluate(() => localStorage.getItem("isFirstLogin"))).toBeNull();
    expect(await onboarding.button("Back").count()).toBe(0);
    expect(await onboarding.progress().count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press("Tab");
    expect(await onboarding.dialog().evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await onboarding.press(onboarding.button("Let's get started"));

    // 1 About: Next refused without a first name and shoe tag.
    await onboarding.step("About your child");
    expect(await onboarding.progress().getAttribute("aria-valuenow")).toBe("1");
    expect(await onboarding.dialog().getByText("Step 1 of 5").count()).toBe(1);
    await onboarding.press(onboarding.button("Next"));
    await onboarding.dialog().getByText("First name is required").waitFor();
    expect(
      await onboarding.dialog().getByLabel("First name", { exact: true }).getAttribute("aria-invalid"),
    ).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await onboarding.type("First name", "Poppy");
    await onboarding.type("Last name (optional)", "Nguyen");
    await onboarding.dialog().getByLabel("Month").selectOption({ label: "March" });
    await onboarding.dialog().getByLabel("Year").selectOption("2020");
    await onboarding.dialog().getByLabel("Gender").selectOption({ label: "Girl" });
    await onboarding.press(onboarding.button("Suggest a shoe tag"));
    await expect.poll(() => onboarding.dialog().getByLabel("Shoe tag").inputValue()).not.toBe("");
    await onboarding.type("Shoe tag", "Poppy Platypus");
    await onboarding.press(onboarding.button("Next"));

    // 2 Avatar: a radio group, chosen with the arrow keys.
    await onboarding.step("Choose Poppy's avatar");
    expect(await onboarding.progress().getAttribute("aria-valuenow")).toBe("2");
    await onboarding.dialog().getByRole("radio", { name: "Bear" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => onboarding.dialog().getByRole("radio", { name: "Fox" }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await onboarding.press(onboarding.button("Next"));

    // 3 Sports: toggles; Back keeps what was picked.
    await onboarding.step("What sports does Poppy love?");
    await onboarding.press(onboarding.button("Netball"));
    await expect.poll(() => onboarding.button("Netball").getAttribute("aria-pressed")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await onboarding.press(onboarding.button("Back"));
    await onboarding.step("Choose Poppy's avatar");
    await onboarding.press(onboarding.button("Next"));
    await onboarding.step("What sports does Poppy love?");
    expect(await onboarding.button("Netball").getAttribute("aria-pressed")).toBe("true");
    await onboarding.press(onboarding.button("Next"));

    // 4 Brands: the first 12, then 'Load more'; skipped.
    await onboarding.step("Poppy's favourite brands");
    const brands = onboarding.dialog().getByRole("listitem");
    await expect.poll(() => brands.count()).toBe(12);
    await onboarding.press(onboarding.button("Load more"));
    await expect.poll(() => brands.count()).toBeGreaterThan(12);
    // The button leaves as it shows the rest: focus goes to the first brand it showed.
    const thirteenth = brands.nth(12).getByRole("button");
    await expect.poll(() => thirteenth.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await onboarding.press(onboarding.button("Skip"));

    // 5 Confirmation: the child as typed, then created.
    await onboarding.step("Check your kids' profiles");
    expect(await onboarding.progress().getAttribute("aria-valuenow")).toBe("5");
    const card = onboarding.dialog().getByRole("listitem").filter({ hasText: "Poppy Nguyen" });
    expect(await card.textContent()).toContain("Poppy Platypus");
    expect(await card.textContent()).toContain("March 2020");
    expect(await card.textContent()).toContain("Sports: Netball");
    expect(await axeViolations(page)).toEqual([]);
    await onboarding.press(onboarding.button("Create profiles"));

    // The page reloads without the overlay, and the dashboard no longer asks for a child.
    await onboarding.dialog().waitFor({ state: "detached" });
    await page.waitForLoadState("load");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByRole("region", { name: "Your Fit Club checklist" }).waitFor();
    expect(await page.getByRole("region", { name: "Add your kids' profiles" }).count()).toBe(0);
    expect(await onboarding.dialog().count()).toBe(0);
    // Six steps with axe on each, on a machine shared with other runs.
  }, 150_000);

  it("exits from a step (Exit on a phone, Escape on a desktop) to the page's heading, and does not open again after a reload", async () => {
    const onboarding = new AccountOnboardingPage(suite.page);
    const { page } = onboarding;
    await onboarding.startFromDevPanel();
    await onboarding.step("Welcome to Fit Club");
    await onboarding.press(onboarding.button("Let's get started"));
    await onboarding.step("About your child");
    await onboarding.type("First name", "Max");
    if (width < 768) await onboarding.press(onboarding.button("Exit"));
    else await page.keyboard.press("Escape");
    await onboarding.dialog().waitFor({ state: "detached" });
    // It opened by itself, with no opener: focus goes to the page's heading, not the body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches("h1") ?? false)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Dashboard");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    expect(await onboarding.dialog().count()).toBe(0);
  });
};

describe("Onboarding overlay at 1280 px (account-area §2, §4)", journey(1280, 900));
describe("Onboarding overlay at 390 px (account-area §2, §4)", journey(390, 844));
