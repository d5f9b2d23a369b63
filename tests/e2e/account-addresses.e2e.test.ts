import { AccountAddressesPage } from "./pages/account-addresses-page";
import { DevPanel } from "./pages/dev-panel";
import { axeViolations, pageForSuite } from "./support/browser";

const NEW_ADDRESS = { "First name": "Sam", "Last name": "Lee", Address: "21 Jetty Road" } as const;

describe("Addresses: list, add, edit, set primary, delete (account-area §2, §4, §5)", () => {
  const suite = pageForSuite();

  it("lists the saved addresses with the primary one first, badged", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    await addresses.signIn();
    await addresses.open();
    await addresses.list().waitFor();
    expect(await addresses.cards().count()).toBeGreaterThanOrEqual(3);
    const first = addresses.cards().first();
    expect(await first.getByText("Primary", { exact: true }).count()).toBe(1);
    expect(await addresses.page.getByText("Primary", { exact: true }).count()).toBe(1);
    expect(await axeViolations(addresses.page)).toEqual([]);
  });

  it("opens the add modal by keyboard; an empty submit focuses the summary and marks each field", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    const { page } = addresses;
    await addresses.addLink().focus();
    await page.keyboard.press("Enter");
    const dialog = addresses.dialog("Add address");
    await dialog.waitFor();
    expect(new URL(page.url()).searchParams.get("child")).toBe("add_address");
    expect(await addresses.focusedId()).toMatch(/field-first_name$/);
    // Tab stays inside the modal.
    for (let i = 0; i < 14; i += 1) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await dialog.getByLabel("First name", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await addresses.summary().waitFor();
    await expect.poll(() => addresses.focusedId()).toMatch(/summary$/);
    const links = addresses.summary().getByRole("link");
    expect(await links.allTextContents()).toEqual([
      "First name is required",
      "Last name is required",
      "Address is required",
      "City is required",
      "State is required",
      "Postcode is required",
      "Country is required",
    ]);
    const city = dialog.getByLabel("City / Suburb");
    expect(await city.getAttribute("aria-invalid")).toBe("true");
    const describedBy = await city.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("City is required");
    expect(await dialog.getByLabel("Apartment, suite, etc. (optional)").getAttribute("aria-invalid")).toBe(
      "false",
    );
    expect(await axeViolations(page)).toEqual([]);
    // A summary link takes the keyboard to its field.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    expect(await addresses.focusedId()).toMatch(/field-last_name$/);
  });

  it("saves a filled form: the modal closes, the URL loses child, focus returns and the list shows it", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    const { page } = addresses;
    const dialog = addresses.dialog("Add address");
    await addresses.fill(dialog, {
      "First name": NEW_ADDRESS["First name"],
      "Last name": NEW_ADDRESS["Last name"],
      Address: NEW_ADDRESS.Address,
      "City / Suburb": "Geelong",
      State: "VIC",
      Postcode: "ABCDE",
      Country: "Australia",
    });
    // An Australian postcode is four digits: "ABCDE" is refused, not saved.
    await dialog.getByRole("button", { name: "Save address" }).click();
    await expect
      .poll(() => addresses.summary().getByRole("link").allTextContents())
      .toEqual(["Enter a 4-digit postcode, e.g. 3000"]);
    expect(await dialog.getByLabel("Postcode").getAttribute("aria-invalid")).toBe("true");
    await dialog.getByLabel("Postcode").fill("3220");
    // Each message goes as its field is filled; with all filled the summary has nothing left to say.
    expect(await addresses.summary().count()).toBe(0);
    await dialog.getByRole("button", { name: "Save address" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.get("child")).toBeNull();
    await addresses.card("21 Jetty Road").waitFor();
    expect(await addresses.card("21 Jetty Road").getByText("Geelong VIC 3220").count()).toBe(1);
    await expect.poll(() => addresses.focusedText()).toMatch(/Add address/);
  });

  it("edits an address and, set as primary, moves it first with the only badge", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    const { page } = addresses;
    await page.getByRole("button", { name: "Edit Sam Lee, 21 Jetty Road" }).click();
    const dialog = addresses.dialog("Edit address");
    await dialog.waitFor();
    expect(await dialog.getByLabel("City / Suburb").inputValue()).toBe("Geelong");
    expect(await dialog.getByLabel("Set as primary address").isChecked()).toBe(false);
    await dialog.getByLabel("Postcode").fill("3225");
    await dialog.getByLabel("Set as primary address").check();
    await dialog.getByRole("button", { name: "Save address" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect
      .poll(() => addresses.cards().first().textContent())
      .toMatch(/21 Jetty Road.*Geelong VIC 3225/);
    expect(await addresses.cards().first().getByText("Primary", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Primary", { exact: true }).count()).toBe(1);
    await expect.poll(() => addresses.focusedText()).toBe("Edit Sam Lee, 21 Jetty Road");
  });

  it("deletes only after confirmation; Escape cancels and returns focus to Delete", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    const { page } = addresses;
    const before = await addresses.cards().count();
    await page.getByRole("button", { name: "Delete Sam Lee, 21 Jetty Road" }).click();
    await addresses.confirmation().waitFor();
    expect(await addresses.focusedText()).toBe("Cancel");
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await addresses.confirmation().waitFor({ state: "detached" });
    await expect.poll(() => addresses.focusedText()).toBe("Delete Sam Lee, 21 Jetty Road");
    expect(await addresses.cards().count()).toBe(before);

    await page.keyboard.press("Enter");
    await addresses.confirmation().getByRole("button", { name: "Yes, delete" }).click();
    await addresses.card("21 Jetty Road").waitFor({ state: "detached" });
    await page.getByRole("status").filter({ hasText: "Address deleted." }).waitFor({ state: "attached" });
    expect(await addresses.cards().count()).toBe(before - 1);
    await expect.poll(() => addresses.focusedText()).toMatch(/Add address/);
    // The deletion persisted.
    await page.reload();
    await addresses.list().waitFor();
    expect(await addresses.card("21 Jetty Road").count()).toBe(0);
  });

  it("opens the add modal from ?child=add_address; Escape closes it and takes child off the URL", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    const { page } = addresses;
    await addresses.open("section=addresses&child=add_address");
    const dialog = addresses.dialog("Add address");
    await dialog.waitFor();
    await expect.poll(() => addresses.focusedId()).toMatch(/field-first_name$/);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("?section=addresses");
    // No opener to return to (a link opened it): focus goes to '+ Add address', not the page.
    await expect.poll(() => addresses.focusedText()).toBe("+ Add address");
  });
});

describe("Addresses when the service fails", () => {
  const suite = pageForSuite();

  it("keeps what was typed with the service's message, and puts a refused delete back with a message", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    const { page } = addresses;
    const panel = new DevPanel(page);
    await addresses.signIn();
    await addresses.open();
    await addresses.list().waitFor();
    const lines = () => addresses.cards().locator("address").allTextContents();
    const before = await lines();
    await panel.setFailureRate("1");

    await page.getByRole("button", { name: /^Edit Margaret Taylor/ }).click();
    const dialog = addresses.dialog("Edit address");
    await dialog.waitFor();
    await dialog.getByLabel("City / Suburb").fill("Lorne");
    await dialog.getByRole("button", { name: "Save address" }).click();
    // An outage is not the parent's mistake: said on its own, focused, never "Please check the following".
    const outage = dialog
      .getByRole("alert")
      .filter({ hasText: "We couldn't save this address. Please try again." });
    await outage.waitFor();
    await expect.poll(() => addresses.focusedId()).toMatch(/error-form$/);
    expect(await addresses.summary().count()).toBe(0);
    expect(await dialog.getByText("Injected fault").count()).toBe(0);
    expect(await dialog.getByLabel("City / Suburb").inputValue()).toBe("Lorne");
    expect(await dialog.getByRole("button", { name: "Save address" }).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: /^Delete Margaret Taylor/ }).click();
    await addresses.confirmation().getByRole("button", { name: "Yes, delete" }).click();
    const card = addresses.card("7 Banksia Crescent");
    // Said at once: not after the list's refetch, which retries with back-off (3 s and more)
    // while the service is down.
    await card
      .getByRole("alert")
      .filter({ hasText: "couldn't delete this address" })
      .waitFor({ timeout: 2_500 });
    expect(await card.getByRole("button", { name: /^Delete Margaret Taylor/ }).textContent()).toBe("Delete");
    // Back in its place, the list as it was.
    expect(await lines()).toEqual(before);
    await panel.setFailureRate("0");
  });
});

describe("Addresses on a phone (390 px)", () => {
  const suite = pageForSuite({ width: 390, height: 844 });

  it("shows the list and the modal with no accessibility violations", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    await addresses.signIn();
    await addresses.open();
    await addresses.list().waitFor();
    expect(await axeViolations(addresses.page)).toEqual([]);
    await addresses.open("section=addresses&child=add_address");
    await addresses.dialog("Add address").waitFor();
    expect(await axeViolations(addresses.page)).toEqual([]);
  });

  it("with every address deleted, calls the shopper to add one", async () => {
    const addresses = new AccountAddressesPage(suite.page);
    const { page } = addresses;
    await page.keyboard.press("Escape");
    await addresses.list().waitFor();
    while ((await addresses.cards().count()) > 0) {
      const count = await addresses.cards().count();
      await addresses
        .cards()
        .first()
        .getByRole("button", { name: /^Delete / })
        .click();
      await addresses.confirmation().getByRole("button", { name: "Yes, delete" }).click();
      await expect.poll(() => addresses.cards().count()).toBe(count - 1);
    }
    await page.getByText("You have no saved addresses yet.").waitFor();
    await page.getByRole("link", { name: "Add your first address" }).click();
    await addresses.dialog("Add address").waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
