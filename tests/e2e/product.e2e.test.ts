import type { BrowserContext, Page } from "playwright-core";
import { createWorld } from "../../src/sandbox/world";
import { CartJourney } from "./pages/cart-pages";
import { DevPanel } from "./pages/dev-panel";
import { ProductPage } from "./pages/product-page";
import { axeViolations, closeBrowser, newContext } from "./support/browser";

// The same seeded catalogue the reference UI's sandbox serves.
const world = createWorld({ seed: 1, catalogueSize: 2000 });
const shoes = world.products.filter((p) => p.published && p.kind === "shoe");
const widthOf = (p: (typeof shoes)[number]) => new Set(p.variants.map((v) => v.option2));
const saleShoe = shoes.find(
  (p) =>
    p.tags.includes("sale") &&
    widthOf(p).size > 1 &&
    p.variants.some((v) => !v.availableForSale) &&
    p.variants.filter((v) => v.availableForSale).length > 2,
);
const giftCard = world.products.find((p) => p.kind === "gift-card");
if (!saleShoe || !giftCard) throw new Error("seeded world lacks a sale shoe in two widths or the gift card");
const inStock = saleShoe.variants.filter((v) => v.availableForSale);
const soldOut = saleShoe.variants.find((v) => !v.availableForSale);
if (!soldOut || !inStock[0] || !inStock[1]) throw new Error("fixture variants");
const usLabel = (v: (typeof inStock)[number]) => v.metafields?.kids_us ?? v.option1;
// A toddler shoe: its Size option is the UK infant size with a leading zero ("04.5"), which the
// product page shows in US ("5.5").
const isToddlerSize = (v: (typeof shoes)[number]["variants"][number]) =>
  v.availableForSale && v.option1.startsWith("0") && v.option2 !== null;
const toddler = shoes.find((p) => p.variants.some(isToddlerSize));
const toddlerSize = toddler?.variants.find(isToddlerSize);
if (!toddler || !toddlerSize) throw new Error("seeded world lacks a toddler shoe in stock");

describe("product page journeys", () => {
  let context: BrowserContext;
  let page: Page;
  let pdp: ProductPage;

  beforeEach(async () => {
    context = await newContext();
    page = await context.newPage();
    pdp = new ProductPage(page);
  });

  afterEach(async () => {
    await context.close();
  });

  afterAll(async () => {
    await closeBrowser();
  });

  it("opens from the grid; picking sizes replaces ?variant=, so Back leaves the product", async () => {
    await page.goto("/collections/sale");
    await page.locator(".product-card__link").first().click();
    await pdp.heading().waitFor();
    const productUrl = page.url();
    expect(new URL(productUrl).pathname).toMatch(/^\/products\//);
    await pdp.sizes().getByRole("radio").nth(0).click();
    await expect.poll(() => pdp.variantParam()).not.toBeNull();
    await pdp.sizes().getByRole("radio").nth(1).click();
    const second = pdp.variantParam();
    expect(second).not.toBeNull();
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/collections/sale");
  });

  it("deep-links a variant, keeps utm_* untouched, switches unit and width, adds to the cart", async () => {
    await pdp.open(saleShoe.handle, `?utm_source=news%20letter&variant=${inStock[0]?.id}`);
    await expect.poll(() => pdp.addButton().textContent()).toBe("Add to Cart");
    expect(await pdp.sizes().getByRole("radio", { checked: true }).getAttribute("aria-label")).toBe(
      usLabel(inStock[0] as (typeof inStock)[number]),
    );
    await pdp.unit("EU").click();
    expect(await pdp.sizes().getByRole("radio", { checked: true }).getAttribute("aria-label")).toBe(
      inStock[0]?.metafields?.euro,
    );
    const otherWidth = [...widthOf(saleShoe)].find((w) => w !== inStock[0]?.option2) as string;
    await pdp.width(otherWidth).click();
    await expect.poll(() => pdp.width(otherWidth).getAttribute("aria-checked")).toBe("true");
    const target = saleShoe.variants.find((v) => v.option2 === otherWidth && v.availableForSale);
    if (!target) throw new Error("no in-stock size in the other width");
    await page.locator(`[id$="-size-${target.id}"]`).click();
    await expect.poll(() => pdp.variantParam()).toBe(String(target.id));
    expect(new URL(page.url()).search).toContain("utm_source=news%20letter");
    await pdp.addButton().click();
    await expect.poll(() => pdp.addButton().getAttribute("aria-busy")).toBe("false");
    expect((await pdp.cartLines()).some((line) => line.variant_id === target.id)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("add to cart → the mini cart shows the line and the header count; a second click while busy is queued", async () => {
    const cart = new CartJourney(page);
    await pdp.open(saleShoe.handle, `?variant=${inStock[0]?.id}`);
    await expect.poll(() => cart.bagButton().getAttribute("aria-label")).toBe("Bag, 0 items");
    await pdp.addButton().click();
    await cart.miniCart().waitFor();
    await expect.poll(() => cart.count().textContent()).toBe("1");
    await expect.poll(() => cart.line(saleShoe.title).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => cart.miniCart().count()).toBe(0);
    await cart.setLatency("slow");
    // Two clicks in a row: the second arrives while the cart is still busy with the first.
    await pdp.addButton().evaluate((button) => {
      (button as HTMLButtonElement).click();
      (button as HTMLButtonElement).click();
    });
    await expect.poll(() => cart.count().textContent()).toBe("3");
    await expect.poll(() => pdp.addButton().getAttribute("aria-busy"), { timeout: 15_000 }).toBe("false");
    expect(await cart.serverCount()).toBe(3);
  });

  it("a refused add keeps the mini cart closed: the refusal shows under the button and in the notice", async () => {
    const cart = new CartJourney(page);
    await pdp.open(saleShoe.handle, `?variant=${inStock[0]?.id}`);
    await expect.poll(() => cart.bagButton().getAttribute("aria-label")).toBe("Bag, 0 items");
    await new DevPanel(page).setFailureRate("1");
    await pdp.addButton().click();
    await expect.poll(() => pdp.addButton().getAttribute("aria-busy"), { timeout: 15_000 }).toBe("false");
    const refusal = page.locator(".product-page .form-error[role=alert]");
    await expect.poll(() => refusal.count()).toBe(1);
    expect(await refusal.isVisible()).toBe(true);
    await expect.poll(() => page.locator(".notice-region").textContent()).not.toBe("");
    // The same words under the button as in the notice: never an error's technical text.
    const words = (await refusal.textContent()) ?? "";
    expect(words).toBe("Sorry, we couldn't update your bag. Please try again.");
    expect(await page.locator(".notice-region").textContent()).toContain(words);
    // Nothing covers the refusal: no mini cart (it used to open at the click, empty).
    expect(await cart.miniCart().count()).toBe(0);
    await expect.poll(() => cart.bagButton().getAttribute("aria-label")).toBe("Bag, 0 items");
    await new DevPanel(page).setFailureRate("0");
  });

  it("Select Size focuses the selector; keyboard only picks a size with the arrows", async () => {
    await pdp.open(saleShoe.handle);
    expect(await pdp.addButton().textContent()).toBe("Select Size");
    await pdp.addButton().click();
    const focusedRole = () => page.evaluate(() => document.activeElement?.getAttribute("role"));
    expect(await focusedRole()).toBe("radio");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => pdp.variantParam()).not.toBeNull();
    const checked = pdp.sizes().getByRole("radio", { checked: true });
    expect(await checked.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("End");
    expect(
      await pdp
        .sizes()
        .getByRole("radio", { checked: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("sold-out size → notify form → both messages → subscribe → success stays after switching away and back", async () => {
    // The page's code as the browser asks for it: the email box's part loads on the click that
    // reveals it, and a shoe's page never asks for the gift card's.
    const scripts: string[] = [];
    page.on("request", (request) => {
      const name = /\/assets\/([^/]+)\.js$/.exec(new URL(request.url()).pathname)?.[1];
      if (name) scripts.push(name);
    });
    await pdp.open(saleShoe.handle, `?variant=${soldOut.id}`);
    const soldOutRadio = pdp.sizes().getByRole("radio", { checked: true });
    expect(await soldOutRadio.getAttribute("aria-label")).toMatch(/, sold out$/);
    expect(await pdp.addButton().textContent()).toMatch(/^Notify me when US .+ is back$/);
    expect(scripts.filter((name) => /^back-in-stock-box-/.test(name))).toEqual([]);
    await pdp.addButton().click();
    await expect.poll(() => pdp.isFocused(pdp.emailInput())).toBe(true);
    expect(scripts.filter((name) => /^back-in-stock-box-/.test(name))).toHaveLength(1);
    await pdp.notifyButton().click();
    await expect.poll(() => pdp.alerts().allTextContents()).toContain("Email Address can not be blank.");
    await pdp.emailInput().fill("sam@");
    await pdp.notifyButton().click();
    await expect.poll(() => pdp.alerts().allTextContents()).toContain("Please enter in a valid email.");
    expect(await axeViolations(page)).toEqual([]);
    await pdp.emailInput().fill("sam@example.com");
    await pdp.notifyButton().click();
    const success = page.getByText("Thanks! We'll email you when this size is back in stock.");
    await success.waitFor();
    expect(await pdp.addButton().isDisabled()).toBe(true);
    expect(await pdp.addButton().textContent()).toBe("Out of Stock");
    await page.locator(`[id$="-size-${inStock.find((v) => v.option2 === soldOut.option2)?.id}"]`).click();
    await expect.poll(() => success.count()).toBe(0);
    await page.locator(`[id$="-size-${soldOut.id}"]`).click();
    await success.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((name) => /^gift-card-form-/.test(name))).toEqual([]);
  });

  it("a landed back-in-stock subscription puts focus on the success message, not on the page's body", async () => {
    await pdp.open(saleShoe.handle, `?variant=${soldOut.id}`);
    await pdp.addButton().click();
    await pdp.emailInput().fill("sam@example.com");
    // The button that has focus goes with the form the success message replaces.
    await pdp.notifyButton().click();
    await pdp.subscribedMessage().waitFor();
    await expect.poll(() => pdp.isFocused(pdp.subscribedMessage())).toBe(true);
    expect(await pdp.subscribedMessage().getAttribute("role")).toBe("status");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("gift card at 390 px: each message in order, focus on the field it is about (in view, invalid, described by it), then added with its properties", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pdp.open(giftCard.handle);
    await pdp.sizes().getByRole("radio").nth(1).click();
    const error = page.locator("[id$='-gift-card-error']");
    const messages: string[] = [];
    const labels = ["Your name", "Recipient name", "Recipient email", "Message (optional)"];
    const invalidLabels = () =>
      Promise.all(
        labels.map(async (label) =>
          (await page.getByLabel(label, { exact: true }).getAttribute("aria-invalid")) === "true"
            ? label
            : null,
        ),
      ).then((marked) => marked.filter((label) => label !== null));
    const fill = [
      ["Your name", "Sam"],
      ["Recipient name", "Alex"],
      ["Recipient email", "alex@"],
      ["Recipient email", "alex@example.com"],
    ] as const;
    for (const [label, value] of fill) {
      await pdp.addButton().click();
      const field = page.getByLabel(label, { exact: true });
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(invalidLabels).toEqual([label]);
      const describedBy = await field.getAttribute("aria-describedby");
      expect(describedBy).toBe(await error.getAttribute("id"));
      // Focus brought it into view with its label, nothing over it.
      const inView = await field.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const label = (el as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
        const below = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return label !== undefined && label.top >= 0 && box.bottom <= window.innerHeight && below === el;
      });
      expect(inView).toBe(true);
      messages.push((await error.textContent()) ?? "");
      await field.fill(value);
      expect(await invalidLabels()).toEqual([]);
    }
    expect(messages).toEqual([
      "Sender Name is required",
      "Recipient Name is required",
      "Recipient Email is required",
      "Recipient Email is invalid",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Message (optional)").fill("Happy birthday!");
    await pdp.addButton().click();
    await expect.poll(() => pdp.addButton().getAttribute("aria-busy")).toBe("false");
    const line = (await pdp.cartLines()).find((l) => l.variant_id === giftCard.variants[1]?.id);
    expect(line?.properties).toEqual({
      From: "Sam",
      To: "Alex",
      Email: "alex@example.com",
      Message: "Happy birthday!",
    });
    // The bag calls the choice what the product page called it: Amount, not Size.
    const cart = new CartJourney(page);
    await cart.miniCart().waitFor();
    await expect
      .poll(() => cart.line(giftCard.title).locator(".cart-line__size").textContent())
      .toBe(`Amount: ${giftCard.variants[1]?.option1}`);
  });

  it("a gift card in the bag at 390 px shows who it is for (From, To, Email, Message) in the mini cart and on the cart page, its long message wrapped", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await pdp.open(giftCard.handle);
    await pdp.sizes().getByRole("radio").nth(1).click();
    // Words a line cannot break between: a long address, a cheer (a link breaks after its slashes).
    const email = "samantha.birthday.superstar.year.three@example.com";
    const message = "Happy birthday, Sam! Hoooooooooooooooooooooooooooooooray! Love, Mum";
    await page.getByLabel("Your name", { exact: true }).fill("Mum");
    await page.getByLabel("Recipient name", { exact: true }).fill("Sam");
    await page.getByLabel("Recipient email", { exact: true }).fill(email);
    await page.getByLabel("Message (optional)").fill(message);
    await pdp.addButton().click();
    const cart = new CartJourney(page);
    await cart.miniCart().waitFor();
    const expected = ["From: Mum", "To: Sam", `Email: ${email}`, `Message: ${message}`];
    // Every value inside the line's column and the screen: a long message wraps, nothing scrolls sideways.
    const wrapped = (scroller: string) =>
      page.evaluate((selector) => {
        const box = document.querySelector(selector);
        const rows = [...document.querySelectorAll(".cart-line__gift-card > div")];
        // Each name on one line before its value ('Message:' not squeezed letter by letter).
        const names = [...document.querySelectorAll(".cart-line__gift-card dt")];
        return (
          rows.length === 4 &&
          names.every(
            (dt) => dt.getBoundingClientRect().height < 2 * Number.parseFloat(getComputedStyle(dt).fontSize),
          ) &&
          box !== null &&
          box.scrollWidth <= box.clientWidth &&
          rows.every(
            (row) =>
              row.scrollWidth <= row.clientWidth && row.getBoundingClientRect().right <= window.innerWidth,
          )
        );
      }, scroller);
    await expect.poll(() => cart.giftCardDetails(giftCard.title)).toEqual(expected);
    expect(await wrapped(".mini-cart")).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto("/cart");
    await expect.poll(() => cart.giftCardDetails(giftCard.title)).toEqual(expected);
    expect(await wrapped("html")).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the bag names the size the parent picked, as the product page did: US by default, with the width", async () => {
    const cart = new CartJourney(page);
    await pdp.open(toddler.handle, `?variant=${toddlerSize.id}`);
    const us = toddlerSize.metafields?.kids_us;
    expect(us).not.toBe(toddlerSize.option1);
    await expect.poll(() => pdp.sizeHeading().textContent()).toBe(`Size: ${us}`);
    await pdp.addButton().click();
    await cart.miniCart().waitFor();
    const expected = `Size: US ${us}, Width: ${toddlerSize.option2}`;
    await expect
      .poll(() => cart.line(toddler.title).locator(".cart-line__size").textContent())
      .toBe(expected);
    await page.goto("/cart");
    await expect
      .poll(() => cart.line(toddler.title).locator(".cart-line__size").textContent())
      .toBe(expected);
  });

  it("shows the badge and 'Save N%' on a sale product", async () => {
    await pdp.open(saleShoe.handle);
    const price = saleShoe.variants[0]?.price ?? 0;
    const compare = saleShoe.variants[0]?.compare_at_price ?? 0;
    const percent = Math.floor(((compare - price) * 100) / compare);
    await page.locator(".product-badge", { hasText: "Sale" }).first().waitFor();
    expect(await page.locator(".product-badge--save").textContent()).toBe(`Save ${percent}%`);
  });

  it("guest heart: fills the header heart, fires wishlist-added, persists across a reload; none on the gift card", async () => {
    await pdp.open(saleShoe.handle);
    await page.evaluate(() => {
      window.addEventListener("wishlist-added", (e) => {
        (window as unknown as { added: unknown }).added = (e as CustomEvent).detail;
      });
    });
    const heart = page.getByRole("button", { name: /^Add .+ to wishlist$/ }).first();
    await heart.click();
    const pressed = page.locator(".product-page .wishlist-heart");
    await expect.poll(() => pressed.getAttribute("aria-pressed")).toBe("true");
    expect(
      await page.evaluate(() => (window as unknown as { added: { productId: string } }).added.productId),
    ).toBe(String(saleShoe.id));
    expect(await page.locator(".header-wishlist").getAttribute("data-filled")).toBe("true");
    expect(await page.evaluate(() => localStorage.getItem("customer-wishlist-SS"))).toMatch(
      new RegExp(`^\\["${saleShoe.id}:\\d+"\\]$`),
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await pdp.heading().waitFor();
    await expect.poll(() => pressed.getAttribute("aria-pressed")).toBe("true");
    await pdp.open(giftCard.handle);
    // The gift card's own title row, once loaded (the recommendations below carry their tiles' hearts).
    await page.getByRole("heading", { level: 1, name: giftCard.title }).waitFor();
    expect(await page.locator(".product-page__title-row .wishlist-heart").count()).toBe(0);
    expect(await page.locator(".product-page__title-row").count()).toBe(1);
  });

  it("size guide: a dialog with age-group tabs and the spec's columns; Escape closes it", async () => {
    const kidsShoe = shoes.find((p) => p.age_group !== null && p.age_group !== "ADULT") ?? saleShoe;
    await pdp.open(kidsShoe.handle);
    await page.getByRole("button", { name: "Size guide" }).click();
    const dialog = page.getByRole("dialog", { name: "Size guide" });
    await dialog.waitFor();
    const tabs = await dialog.getByRole("tab").allTextContents();
    expect(tabs.length).toBeGreaterThan(0);
    for (const tab of tabs) expect(["Baby", "Toddler", "Younger", "Older"]).toContain(tab);
    expect(await dialog.getByRole("columnheader").allTextContents()).toEqual([
      "Foot Length (CM)",
      "UK",
      "US",
      "EU",
    ]);
    expect(await dialog.getByRole("row").count()).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it("lightbox: opens from the gallery, traps Tab, zooms with the wheel, Escape closes and focus returns", async () => {
    await pdp.open(saleShoe.handle);
    const trigger = page.locator(".product-gallery__zoom").nth(1);
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Image zoom" });
    await dialog.waitFor();
    const focusedName = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
      );
    await expect.poll(focusedName).toBe("Close zoom");
    // Tab cycles close → previous → next → close, and Shift+Tab wraps back; focus never leaves.
    const seen: (string | null | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      seen.push(await focusedName());
    }
    expect(seen.map((name) => name?.trim())).toEqual(["‹ Previous image", "Next image ›", "Close zoom"]);
    await page.keyboard.press("Shift+Tab");
    expect((await focusedName())?.trim()).toBe("Next image ›");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.locator(".lightbox__status").textContent()).toBe(
      `Image 2 of ${saleShoe.images.length}, zoom 100%`,
    );
    await page.locator(".lightbox__stage").hover();
    await page.mouse.wheel(0, -100);
    await expect.poll(() => page.locator(".lightbox__status").textContent()).toMatch(/zoom 110%$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("look modal: quick add from a card needs a size, then adds it to the cart", async () => {
    await page.goto("/collections/sale");
    const card = page.locator(".product-card").first();
    await card.getByRole("button", { name: /^Quick add/ }).click();
    const dialog = page.locator("dialog.look-modal");
    await dialog.locator(".add-to-cart").waitFor();
    await dialog.locator(".add-to-cart").click();
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe("Please select a size.");
    expect(await axeViolations(page)).toEqual([]);
    const size = dialog.locator('[role="radio"]:not([data-unavailable])[id*="-size-"]').first();
    const variantId = Number((await size.getAttribute("id"))?.replace(/.*-size-/, ""));
    await size.click();
    await dialog.locator(".add-to-cart").click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await pdp.cartLines()).some((line) => line.variant_id === variantId)).toBe(true);
    expect(new URL(page.url()).searchParams.get("variant")).toBeNull();
  });

  it("look modal: when its form cannot load, says so, keeps the page working, and loads after a reload", async () => {
    let failing = true;
    // context.route, not page.route: msw's service worker fetches the assets it passes through.
    await context.route(/\/assets\/product-form-[^/]*\.js$/, (route) =>
      failing ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.goto("/collections/sale");
    const quickAdd = page
      .locator(".product-card")
      .first()
      .getByRole("button", { name: /^Quick add/ });
    await quickAdd.click();
    const dialog = page.locator("dialog.look-modal");
    await expect
      .poll(() => dialog.getByRole("alert").textContent())
      .toBe("Quick add could not load. Check your connection, then reload the page.");
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The grid went on working.
    expect(await page.locator(".product-card").count()).toBeGreaterThan(0);
    await quickAdd.click();
    await dialog.getByRole("alert").waitFor();
    failing = false;
    await dialog.getByRole("button", { name: "Reload page" }).click();
    await page.waitForLoadState("load");
    await quickAdd.click();
    await dialog.locator('[role="radio"]').first().waitFor();
    expect(await dialog.textContent()).not.toContain("could not load");
  });

  it("records each product viewed in ssViewedProducts, sends it as lastViewed and lists it under 'Recently viewed'", async () => {
    const other = shoes.find((p) => p.handle !== saleShoe.handle && p.brand !== saleShoe.brand);
    if (!other) throw new Error("fixture: a second shoe");
    const recentlyViewed = page.getByRole("region", { name: "Recently viewed" });
    const firstAsked = page.waitForResponse(
      (r) => r.url().includes("/recommend") && r.url().includes("recently-viewed"),
    );
    await pdp.open(saleShoe.handle);
    await firstAsked;
    // A first visit has nothing viewed before it: no empty carousel.
    await expect.poll(() => recentlyViewed.count()).toBe(0);

    const asked = page.waitForRequest(
      (r) => r.url().includes("/recommend") && r.url().includes("recently-viewed"),
    );
    await pdp.open(other.handle);
    const lastViewed = new URL((await asked).url()).searchParams.get("lastViewed") ?? "";
    expect(lastViewed.split(",")).toContain(String(saleShoe.id));
    await recentlyViewed.locator(`a[href="/products/${saleShoe.handle}"]`).first().waitFor();
    // The product on the page is never in its own "Recently viewed".
    expect(await recentlyViewed.locator(`a[href="/products/${other.handle}"]`).count()).toBe(0);

    const cookie = (await context.cookies()).find((c) => c.name === "ssViewedProducts");
    expect(decodeURIComponent(cookie?.value ?? "").split(",")).toEqual([
      String(other.id),
      String(saleShoe.id),
    ]);
    // The spec's 2555 days: Chromium caps every cookie's lifetime at 400 days, so asking for more
    // shows as exactly the cap (a session cookie would have no expiry at all).
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(400);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("a product that fails to load keeps the page's heading, says so, and loads on Try again", async () => {
    await page.goto("/collections/sale");
    // The collection's own answer first: a failure rate set while it is on its way fails the grid.
    const card = page.locator(".product-card__link").first();
    await card.waitFor();
    const devPanel = page.locator("summary", { hasText: "Developer panel" });
    await devPanel.click();
    await page.getByLabel("Failure rate").selectOption("1");
    await devPanel.click();
    await card.click();
    await page.getByRole("heading", { level: 1, name: "We couldn't load this product" }).waitFor();
    expect(await page.getByRole("alert").first().textContent()).not.toBe("");
    expect(await axeViolations(page)).toEqual([]);
    await devPanel.click();
    await page.getByLabel("Failure rate").selectOption("0");
    await devPanel.click();
    await page.getByRole("button", { name: "Try again" }).click();
    await page.locator(".add-to-cart").waitFor();
    expect(await pdp.heading().textContent()).not.toBe("We couldn't load this product");
  });

  it("an unknown handle is the 404 page, axe clean", async () => {
    await page.goto("/products/no-such-product");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("is axe clean while the product loads", async () => {
    await page.goto("/collections/sale");
    await page.locator("summary", { hasText: "Developer panel" }).click();
    // Axe can take seconds on a busy machine: the answer must not arrive before it is done.
    await page.getByLabel("Latency").selectOption("very-slow");
    await page.locator("summary", { hasText: "Developer panel" }).click();
    await page.locator(".product-card__link").first().click();
    const loading = page.locator('[aria-busy="true"]', { hasText: "Loading…" });
    await loading.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Still the loading state when axe finished, so it was this state that was checked.
    expect(await loading.isVisible()).toBe(true);
    expect(await pdp.heading().textContent()).toBe("Loading product");
    await page.locator("summary", { hasText: "Developer panel" }).click();
    await page.getByLabel("Latency").selectOption("none");
    // The held answer still arrives; it is not awaited: a reload asks again without latency.
    await page.reload();
    await page.locator(".add-to-cart").waitFor();
    expect(await loading.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
