import type { BrowserContext, Locator, Page } from "playwright-core";
import { createWorld } from "../../src/sandbox";
import { CartJourney } from "./pages/cart-pages";
import { axeViolations, closeBrowser, newContext } from "./support/browser";
import { holdAsset } from "./support/hold-asset";

// The reference UI's sandbox world (seed 1, 2,000 products): a sandal and a school shoe with a
// size that has 7 to 12 in stock.
const world = createWorld({ seed: 1, catalogueSize: 2000 });
function pick(collection: string) {
  for (const product of world.products) {
    if (!product.published || !product.collections.includes(collection)) continue;
    const variant = product.variants.find((v) => v.inventory_quantity >= 7 && v.inventory_quantity <= 12);
    if (variant) return { title: product.title, id: variant.id, stock: variant.inventory_quantity };
  }
  throw new Error(`no ${collection} variant with stock`);
}
const sandal = pick("sandals");
const schoolShoe = pick("school-shoes");
// A school shoe on its product page, with a size in stock: its add opens the mini cart, then the
// pwp popup.
const schoolShoePage = world.products
  .filter((p) => p.published && p.collections.includes("school-shoes"))
  .flatMap((p) =>
    p.variants.filter((v) => v.inventory_quantity >= 5).map((v) => ({ handle: p.handle, id: v.id })),
  )[0];
if (!schoolShoePage) throw new Error("no school shoe with a size in stock");

describe("cart, mini cart and notice on the sandbox", () => {
  let context: BrowserContext;
  let page: Page;
  let cart: CartJourney;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    cart = new CartJourney(page);
    await page.goto("/");
    await cart.bagButton().waitFor();
    // Issue 11's product page will add through the UI; until then the cart is seeded through
    // the sandbox's cart API, as another tab would, and the page reloaded.
    await cart.seed(sandal.id, 1);
    await page.reload();
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  it("shows the seeded line's count in the header and in the mini cart, which takes focus and gives it back", async () => {
    await expect.poll(() => cart.count().textContent()).toBe("1");
    await expect.poll(() => cart.bagButton().getAttribute("aria-label")).toBe("Bag, 1 item");
    await cart.bagButton().click();
    await cart.miniCart().waitFor();
    expect(await cart.bagButton().getAttribute("aria-controls")).toBe(
      await cart.miniCart().getAttribute("id"),
    );
    await expect.poll(() => cart.focusedId()).toBe("cart-close");
    expect(await cart.line(sandal.title).textContent()).toContain("Size");
    expect(await cart.quantityInput(sandal.title).inputValue()).toBe("1");
    await page.keyboard.press("Escape");
    await expect.poll(() => cart.miniCart().count()).toBe(0);
    await expect.poll(() => cart.focusedId()).toBe(await cart.bagButtonId());
  });

  it("has no axe violations with the mini cart open", async () => {
    await cart.bagButton().click();
    await cart.miniCart().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("takes five quick clicks on + as one or two requests and ends at 6", async () => {
    // The first request must outlast the five clicks, which a loaded 2-core machine can spread
    // over seconds: with "slow" (1–2.5 s) a third request was sent after a fast first answer.
    await cart.setLatency("very-slow");
    await cart.bagButton().click();
    await cart.miniCart().waitFor();
    const changes: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (/\/cart\/(change|update)\.js/.test(request.url())) changes.push(request.url());
    };
    page.on("request", onRequest);
    for (let click = 0; click < 5; click++) await cart.increase(sandal.title).click();
    expect(await cart.quantityInput(sandal.title).inputValue()).toBe("6");
    expect(await cart.count().textContent()).toBe("6");
    await expect
      .poll(() => page.locator(".cart-lines").getAttribute("aria-busy"), { timeout: 30_000 })
      .toBe("false");
    page.off("request", onRequest);
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(changes.length).toBeLessThanOrEqual(2);
    expect(await cart.quantityInput(sandal.title).inputValue()).toBe("6");
    await cart.setLatency("none");
  });

  it("refuses more than the stock with an error notice carrying the sandbox's description, and keeps the cart as it was", async () => {
    await cart.quantityInput(sandal.title).fill(String(sandal.stock + 1));
    await expect
      .poll(() => cart.notice().textContent(), { timeout: 10_000 })
      .toContain(`You can only add ${sandal.stock} `);
    await expect.poll(() => cart.quantityInput(sandal.title).inputValue()).toBe("6");
    expect(await cart.count().textContent()).toBe("6");
  });

  it("keeps the cart across a reload", async () => {
    await page.reload();
    await expect.poll(() => cart.count().textContent()).toBe("6");
    expect(await cart.serverCount()).toBe(6);
  });

  it("removes a line and shows the empty bag", async () => {
    await cart.bagButton().click();
    await cart.miniCart().waitFor();
    await cart.remove(sandal.title).click();
    await expect.poll(() => cart.miniCart().textContent()).toContain("Your bag is empty.");
    await expect.poll(() => cart.count().count()).toBe(0);
    // Focus stays in the dialog after its button went with the line, so Escape still closes it.
    expect(await cart.focusedId()).toBe("cart-dialog");
    await page.keyboard.press("Escape");
    await expect.poll(() => cart.miniCart().count()).toBe(0);
    await expect.poll(() => cart.serverCount()).toBe(0);
  });

  it("works with the keyboard only: Tab to the bag, Enter, step a line, Escape back", async () => {
    await cart.seed(sandal.id, 2);
    await page.reload();
    await expect.poll(() => cart.count().textContent()).toBe("2");
    await page.locator("body").focus();
    const bagId = await cart.bagButtonId();
    expect(bagId).not.toBe("");
    for (let tab = 0; tab < 25 && (await cart.focusedId()) !== bagId; tab++) await page.keyboard.press("Tab");
    expect(await cart.focusedId()).toBe(bagId);
    await page.keyboard.press("Enter");
    await cart.miniCart().waitFor();
    for (let tab = 0; tab < 10 && !(await cart.focusedName()).startsWith("Increase"); tab++) {
      await page.keyboard.press("Tab");
    }
    expect(await cart.focusedName()).toBe(`Increase quantity of ${sandal.title}`);
    await page.keyboard.press("Enter");
    await expect.poll(() => cart.quantityInput(sandal.title).inputValue()).toBe("3");
    // Tab stays inside the dialog.
    for (let tab = 0; tab < 8; tab++) {
      await page.keyboard.press("Tab");
      expect(await cart.miniCart().evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => cart.focusedId()).toBe(bagId);
    await expect.poll(() => cart.count().textContent()).toBe("3");
    await expect.poll(() => cart.serverCount()).toBe(3);
  });

  it("opens the pwp popup for a change the shopper made while the popup's code was still downloading", async () => {
    await cart.seed(schoolShoe.id, 1);
    // The popup's chunk is held until the change is confirmed: CI once clicked before it arrived.
    const popupCode = /\/assets\/pwp-popup-[^/]*\.js$/;
    const popup = await holdAsset(context, popupCode);
    try {
      await page.goto("/cart");
      await cart.increase(schoolShoe.title).click();
      await expect.poll(() => cart.quantityInput(schoolShoe.title).inputValue()).toBe("2");
      await expect
        .poll(() => page.locator(".cart-lines").getAttribute("aria-busy"), { timeout: 15_000 })
        .toBe("false");
      expect(popup.requested()).toBe(true);
      expect(await cart.pwpPopup().count()).toBe(0);
      popup.release();
      await cart.pwpPopup().waitFor({ timeout: 15_000 });
    } finally {
      popup.release();
      await context.unroute(popupCode);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => cart.pwpPopup().count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem("pwp-mute"));
  });

  it("at 390 px, says in the popup when the cart took a sock added from it: the button reads Added and a status says so", async () => {
    try {
      await cart.seed(schoolShoe.id, 1);
      await page.goto("/cart");
      await cart.increase(schoolShoe.title).click();
      await page.setViewportSize({ width: 390, height: 844 });
      await cart.pwpPopup().waitFor({ timeout: 15_000 });
      const add = cart.pwpPopup().locator(".pwp-product__add").first();
      await add.waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.locator(".cart-lines").getAttribute("aria-busy"), { timeout: 15_000 })
        .toBe("false");
      const before = await cart.serverCount();
      await add.click();
      await expect.poll(() => add.textContent(), { timeout: 15_000 }).toBe("✓ Added");
      expect(await add.getAttribute("aria-label")).toMatch(/^Added /);
      const status = cart.pwpPopup().getByRole("status");
      await expect.poll(() => status.textContent()).toMatch(/ added to your bag\.$/);
      expect(await cart.serverCount()).toBe(before + 1);
      expect(await axeViolations(page)).toEqual([]);
      // The sheet's last button stays clear of the developer panel pinned to the same corner:
      // a click lands on No thanks, not on the panel (Playwright refuses a covered button).
      await cart.pwpPopup().getByRole("button", { name: "No thanks" }).click({ timeout: 5_000 });
      await expect.poll(() => cart.pwpPopup().count()).toBe(0);
    } finally {
      await page.evaluate(() => localStorage.removeItem("pwp-mute"));
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("opens the pwp popup when a cart with a school shoe changes; dismissed, it stays muted after a reload", async () => {
    await cart.seed(schoolShoe.id, 1);
    await page.goto("/cart");
    await cart.increase(schoolShoe.title).click();
    await cart.pwpPopup().waitFor({ timeout: 15_000 });
    await expect.poll(() => cart.pwpPopup().getByRole("listitem").count(), { timeout: 15_000 }).toBe(4);
    expect(await cart.pwpPopup().getByRole("link", { name: "View all" }).getAttribute("href")).toBe(
      "/collections/socks",
    );
    expect(await axeViolations(page)).toEqual([]);
    await cart.pwpPopup().getByRole("button", { name: "No thanks" }).click();
    await expect.poll(() => cart.pwpPopup().count()).toBe(0);
    const mutes = await page.evaluate(() => localStorage.getItem("pwp-mute"));
    expect(Object.keys(JSON.parse(mutes ?? "{}"))).toEqual(["Socks for the school week"]);
    await page.reload();
    await cart.increase(schoolShoe.title).click();
    await expect
      .poll(() => page.locator(".cart-lines").getAttribute("aria-busy"), { timeout: 15_000 })
      .toBe("false");
    await page.waitForTimeout(500);
    expect(await cart.pwpPopup().count()).toBe(0);
  });
});

describe("the pwp popup after an add on a product page, at 390 px", () => {
  let context: BrowserContext;
  let page: Page;
  let cart: CartJourney;

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    cart = new CartJourney(page);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  afterAll(async () => {
    await context.close();
    await closeBrowser();
  });

  const addButton = () => page.locator(".add-to-cart");
  const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  /** Adds the school shoe from its page and closes the mini cart with Escape: the popup comes next. */
  async function addAndCloseMiniCart() {
    await page.goto(`/products/${schoolShoePage?.handle}?variant=${schoolShoePage?.id}`);
    await expect.poll(() => addButton().textContent(), { timeout: 15_000 }).toBe("Add to Cart");
    await addButton().click();
    await cart.miniCart().waitFor({ timeout: 15_000 });
    await page.keyboard.press("Escape");
    await cart.pwpPopup().waitFor({ timeout: 15_000 });
  }

  it("opens on its title with the sheet at its top, and Escape gives focus back to Add to Cart", async () => {
    await addAndCloseMiniCart();
    const title = cart.pwpPopup().getByRole("heading", { name: "Socks for the school week" });
    await expect.poll(() => focused(title)).toBe(true);
    await expect.poll(() => cart.pwpPopup().getByRole("listitem").count(), { timeout: 15_000 }).toBe(4);
    // The sheet is taller than the screen: it starts at the top, its title and description shown.
    const shown = await cart.pwpPopup().evaluate((sheet) => {
      const top = sheet.getBoundingClientRect().top;
      const [heading, description] = [sheet.querySelector("h2"), sheet.querySelector("p")];
      return {
        scrollTop: sheet.scrollTop,
        scrolls: sheet.scrollHeight > sheet.clientHeight,
        titleShown: (heading?.getBoundingClientRect().top ?? -1) >= top,
        descriptionShown: (description?.getBoundingClientRect().bottom ?? Infinity) <= window.innerHeight,
      };
    });
    expect(shown).toEqual({ scrollTop: 0, scrolls: true, titleShown: true, descriptionShown: true });
    expect(await axeViolations(page)).toEqual([]);
    // Shift+Tab from the title stays in the sheet.
    await page.keyboard.press("Shift+Tab");
    expect(await cart.pwpPopup().evaluate((sheet) => sheet.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => cart.pwpPopup().count()).toBe(0);
    await expect.poll(() => focused(addButton())).toBe(true);
  });

  it("'No thanks' gives focus back to Add to Cart too", async () => {
    await page.evaluate(() => localStorage.removeItem("pwp-mute"));
    await addAndCloseMiniCart();
    await cart.pwpPopup().getByRole("button", { name: "No thanks" }).click();
    await expect.poll(() => cart.pwpPopup().count()).toBe(0);
    await expect.poll(() => focused(addButton())).toBe(true);
  });
});
