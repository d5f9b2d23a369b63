import { AccountKidsPage } from "./pages/account-kids-page";
import { axeViolations, pageForSuite } from "./support/browser";

describe("Kids' profiles: list, child page, measurements, pickers, new child (account-area §2, §4, §5)", () => {
  const suite = pageForSuite();

  it("lists a card per child with shoe tag, birthday, latest size, and the banners", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    await kids.signIn();
    await kids.open();
    await kids.list().waitFor();
    expect(await kids.list().getByRole("listitem").count()).toBe(3);
    const mia = kids.card("Mia Taylor");
    expect(await mia.textContent()).toContain("Speedy Koala");
    expect(await mia.textContent()).toMatch(/March \d{4}/);
    await mia.getByText(/AU\/UK 1, width G/).waitFor();
    expect(await mia.textContent()).toMatch(/Measured \d{2}\/\d{2}\/\d{4}/);
    // Ava has no birthday: the card links to set it.
    expect(await kids.card("Ava Taylor").getByRole("link", { name: "Add birthday" }).count()).toBe(1);
    const add = page.getByRole("link", { name: "Add profile" });
    expect(new URL(await add.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get("child")).toBe(
      "new",
    );
    await page.getByText(/You have \d+ pairs? of shoes that can be assigned to your kids\./).waitFor();
    const assign = page.getByRole("link", { name: "Assign shoes" });
    expect(
      new URL(await assign.evaluate((a) => (a as HTMLAnchorElement).href)).searchParams.get("section"),
    ).toBe("fit-club");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("opens a child's measurements modal from the card by keyboard and closes it with Escape", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    const opener = kids.card("Mia Taylor").getByRole("button", { name: "Measurements" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = kids.dialog("Measurements: Mia");
    await dialog.waitFor();
    await expect.poll(() => kids.measurementItems(dialog).count()).toBe(9);
    expect(await axeViolations(page)).toEqual([]);
    // Tab stays inside: from the last control back to the first, never out to the page.
    const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    for (let press = 0; press < 4; press += 1) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // Focus goes back once the dialog's removal has settled (shared/dialog.ts), a moment later.
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("shows the child page's sections by tag, Save enabled only once changed, and saves", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    await kids.openChild("Mia Taylor");
    for (const tag of [
      "IDENTIFIERS",
      "PROFILE_DETAILS",
      "SHOE_WARDROBE",
      "MEASUREMENTS",
      "FAVOURITE_BRANDS",
      "FAVOURITE_SPORTS",
      "WISHLIST",
    ]) {
      expect(await kids.section(tag).count()).toBe(1);
    }
    expect(await kids.section("WISHLIST").textContent()).toBe("Mia's Wishlist");
    expect(await kids.saveButton().isDisabled()).toBe(true);
    await kids.field("Last name (optional)").fill("Taylor-Smith");
    expect(await kids.saveButton().isDisabled()).toBe(false);
    await kids.saveButton().click();
    await page.getByRole("status").filter({ hasText: "Profile saved." }).waitFor();
    expect(await kids.saveButton().isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps the form on a duplicate shoe tag, with the message under the field", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    await kids.field("Shoe tag").fill("Brave Wombat");
    await kids.saveButton().click();
    await page.getByText("This shoe tag is already taken. Please choose another.").waitFor();
    expect(await kids.field("Shoe tag").inputValue()).toBe("Brave Wombat");
    expect(await kids.field("Shoe tag").getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => kids.focusedId()).toMatch(/field-shoeTag$/);
    // A random tag from the name service replaces it.
    await page.getByRole("button", { name: "Random shoe tag" }).click();
    await expect.poll(() => kids.field("Shoe tag").inputValue()).not.toBe("Brave Wombat");
    expect(await kids.field("Shoe tag").getAttribute("aria-invalid")).toBe("false");
    await kids.saveButton().click();
    await page.getByRole("status").filter({ hasText: "Profile saved." }).waitFor();
  });

  it("puts a first name the service refuses under the field, marked invalid, with focus there", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    const firstName = kids.field("First name");
    const tooLong = "M".repeat(101);
    await firstName.fill(tooLong);
    await kids.saveButton().click();
    await expect.poll(() => firstName.getAttribute("aria-invalid")).toBe("true");
    const message = page.locator(`[id="${await firstName.getAttribute("aria-describedby")}"]`);
    expect(await message.textContent()).toBe("The first name may not be greater than 100 characters.");
    await expect.poll(() => kids.focusedId()).toMatch(/field-firstName$/);
    // Nothing typed is lost, no other field is blamed, and no message stands below the form.
    expect(await firstName.inputValue()).toBe(tooLong);
    expect(await kids.field("Shoe tag").getAttribute("aria-invalid")).toBe("false");
    // The message's two lines make the row taller: Last name beside it keeps its place and size.
    const [first, last] = await Promise.all([
      firstName.boundingBox(),
      kids.field("Last name (optional)").boundingBox(),
    ]);
    expect([last?.y, last?.height]).toEqual([first?.y, first?.height]);
    expect(await page.locator("form.kid-form").first().getByRole("alert").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await firstName.fill("Mia");
    expect(await firstName.getAttribute("aria-invalid")).toBe("false");
    expect(await kids.saveButton().isDisabled()).toBe(true);
  });

  it("pages measurements 9 at a time, records a new one, refuses an incomplete one, and deletes", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    const section = page.locator(".kid-section").filter({ has: kids.section("MEASUREMENTS") });
    await expect.poll(() => kids.measurementItems(section).count()).toBe(9);
    await section.getByRole("button", { name: "Show older entries" }).click();
    await expect.poll(() => kids.measurementItems(section).count()).toBe(12);
    expect(await section.getByRole("button", { name: "Show older entries" }).count()).toBe(0);
    await section.getByRole("button", { name: "New measurement" }).click();
    const dialog = kids.dialog("New measurement");
    await dialog.waitFor();
    await expect.poll(() => kids.focusedId()).toMatch(/field-size$/);
    await dialog.getByRole("button", { name: "Save measurement" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Please select both shoe size and width." }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel("Shoe size (AU/UK)").selectOption("2");
    await dialog.getByLabel("Width").selectOption("H");
    await dialog.getByRole("button", { name: "Save measurement" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => kids.measurementItems(section).first().textContent())
      .toContain("Size 2, width H");
    await expect.poll(() => kids.measurementItems(section).count()).toBe(13);
    await kids
      .measurementItems(section)
      .first()
      .getByRole("button", { name: /Delete the measurement of/ })
      .click();
    await page.getByRole("status").filter({ hasText: "Measurement deleted." }).waitFor();
    await expect.poll(() => kids.measurementItems(section).count()).toBe(12);
    expect(await kids.measurementItems(section).first().textContent()).not.toContain("Size 2, width H");
  });

  it("edits favourite sports in a side modal by keyboard and saves them", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    const opener = page.getByRole("button", { name: "Edit favourite sports" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = kids.dialog("Favourite sports");
    await dialog.waitFor();
    expect(await dialog.getByLabel("Netball").isChecked()).toBe(true);
    for (let i = 0; i < 20; i += 1) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByLabel("Tennis").check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    const sports = page.locator(".kid-section").filter({ has: kids.section("FAVOURITE_SPORTS") });
    await sports.getByText("Tennis", { exact: true }).waitFor();
    await sports.getByRole("status").getByText("Favourites saved.").waitFor();
    // Escape closes without saving and focus returns to the opener.
    await opener.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus goes back once the dialog's removal has settled (shared/dialog.ts), a moment later.
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("a child's page is headed with the child's name; the breadcrumb and back link lead to Kids' profiles", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    await kids.open();
    await kids.openChild("Leo Taylor");
    await kids.heading("Leo's profile").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await kids.backLink().textContent()).toBe("‹ Back to Kids' profiles");
    expect(await kids.breadcrumb().getByRole("link", { name: "Kids' profiles" }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Opened straight from its address, the page is headed the same.
    const child = new URL(page.url()).searchParams.get("child");
    await kids.open(`section=kids-profiles&child=${child}`, "Leo's profile");
    await kids.backLink().click();
    await kids.heading("Kids' profiles").waitFor();
    await kids.list().waitFor();
  });

  it("creates a new child: required fields, then the URL holds the new connection and the other sections appear", async () => {
    const kids = new AccountKidsPage(suite.page);
    const { page } = kids;
    await kids.open("section=kids-profiles&child=new", "New kid's profile");
    await kids.section("IDENTIFIERS").waitFor();
    expect(await kids.section("MEASUREMENTS").count()).toBe(0);
    expect(await page.getByText("Add a birthday to receive a $10.00 birthday reward.").count()).toBe(1);
    expect(await kids.saveButton().isDisabled()).toBe(true);
    await kids.field("Last name (optional)").fill("Taylor");
    await kids.saveButton().click();
    await page.getByText("First name is required").waitFor();
    expect(await page.getByText("Please choose an avatar").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await kids.field("First name").fill("Zoe");
    await page.getByRole("button", { name: "Random shoe tag" }).click();
    await expect.poll(() => kids.field("Shoe tag").inputValue()).not.toBe("");
    await page.getByRole("radio", { name: "Avatar 2" }).check();
    await kids.field("Birth month").selectOption("4");
    await kids.field("Birth year").selectOption("2020");
    await kids.saveButton().click();
    await kids.section("MEASUREMENTS").waitFor();
    const child = new URL(page.url()).searchParams.get("child");
    expect(child).toMatch(/^\d+$/);
    expect(await kids.section("WISHLIST").textContent()).toBe("Zoe's Wishlist");
    await kids.heading("Zoe's profile").waitFor();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("child")).not.toBe("new");
  });
});

describe("Kids' profiles on a phone (390 px)", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("shows the list and a child page without sideways scrolling, axe clean", async () => {
    const kids = new AccountKidsPage(suite.page);
    await kids.signIn();
    await kids.open();
    await kids.list().waitFor();
    expect(await kids.overflowsSideways()).toBe(false);
    expect(await axeViolations(kids.page)).toEqual([]);
    await kids.openChild("Leo Taylor");
    await kids.section("MEASUREMENTS").waitFor();
    expect(await kids.overflowsSideways()).toBe(false);
    expect(await axeViolations(kids.page)).toEqual([]);
  });
});
