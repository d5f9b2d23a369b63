import {
  AVATAR_URLS,
  createWorld,
  DEMO_CUSTOMER_ID,
  type Product,
  unassignedItems,
  type Variant,
  type World,
} from "../../src/sandbox/world";

const NOW = Date.parse("2025-06-01T00:00:00Z");
const DAY = 86_400_000;
const world = createWorld({ seed: 1, now: NOW });
const { customer } = world;
const daysBefore = (iso: string) => (NOW - Date.parse(iso)) / DAY;

/** Every reference the customer data makes, checked against the catalogue and stores. */
function brokenReferences(w: World): string[] {
  const products = new Map<number, Product>(w.products.map((p) => [p.id, p]));
  const variants = new Map<number, { product: Product; variant: Variant }>();
  for (const product of w.products)
    for (const variant of product.variants) variants.set(variant.id, { product, variant });
  const problems: string[] = [];
  const check = (where: string, variantId: number, sku: string, productId: number, src?: string) => {
    const hit = variants.get(variantId);
    if (!hit) return problems.push(`${where}: no variant ${variantId}`);
    if (hit.variant.sku !== sku) problems.push(`${where}: sku ${sku} is not variant ${variantId}'s`);
    if (hit.product.id !== productId || !products.has(productId))
      problems.push(`${where}: product ${productId}`);
    if (!hit.product.published) problems.push(`${where}: unpublished product ${productId}`);
    if (src !== undefined && !hit.product.images.some((i) => i.src === src))
      problems.push(`${where}: image ${src}`);
    return 0;
  };
  const c = w.customer;
  for (const order of c.orders) {
    for (const item of order.items) {
      check(
        `order ${order.order_number}`,
        item.product_variant_id,
        item.sku,
        item.product_id,
        item.product_images[0]?.src,
      );
    }
  }
  for (const t of c.platformTransactions) {
    for (const line of t.line_items)
      check(`platform ${t.name}`, line.variant_id, line.sku, line.product_id, line.image.src);
  }
  const stores = new Map(w.stores.map((s) => [s.id, s]));
  const listItems = new Map(c.wishlists.flatMap((l) => l.items.map((i) => [i.id, l] as const)));
  for (const t of c.transactions) {
    const store = stores.get(t.location.id);
    if (!store || store.external_code !== t.location.external_code || store.name !== t.location.name) {
      problems.push(`transaction ${t.id}: store ${t.location.id}`);
    }
    for (const item of t.items) {
      check(
        `transaction item ${item.id}`,
        item.product_variant_id,
        item.product_variant.sku,
        item.product.id,
        item.product_images[0]?.src,
      );
      for (const link of item.list_items) {
        const list = listItems.get(link.product_list_item_id);
        if (!list || list.id !== link.product_list_id || list.handle !== "assigned")
          problems.push(`link ${link.id}`);
      }
    }
  }
  const profiles = new Set([c.profile.id, ...c.children.map((child) => child.connector.id)]);
  for (const list of c.wishlists) {
    if (!profiles.has(list.profileId)) problems.push(`list ${list.id}: owner ${list.profileId}`);
    for (const item of list.items) {
      check(
        `list ${list.id} item ${item.id}`,
        item.product_variant_id,
        item.product_variant_sku,
        item.product.id,
        item.meta.img,
      );
      if (
        item.product_variant.sku !== item.product_variant_sku ||
        item.meta.selected !== item.product_variant_sku
      ) {
        problems.push(`list item ${item.id}: sku mismatch`);
      }
      if (item.meta.variantId !== item.product_variant_id || item.meta.productId !== item.product.id) {
        problems.push(`list item ${item.id}: meta ids`);
      }
      if (item.product_variant.product_id !== item.product.id)
        problems.push(`list item ${item.id}: product_id`);
    }
  }
  const childProfiles = new Set(c.children.map((child) => child.connector.id));
  for (const m of c.measurements) if (!childProfiles.has(m.profile_id)) problems.push(`measurement ${m.id}`);
  if (c.profile.preferred_location_id !== null && !stores.has(c.profile.preferred_location_id)) {
    problems.push("preferred location");
  }
  return problems;
}

describe("demo customer: references", () => {
  it.each([
    [1, 2000],
    [2, 2000],
    [3, 50],
    [4, 10_000],
  ])("every variant, SKU, product, image and store it names exists (seed %i, %i products)", (seed, size) => {
    expect(brokenReferences(createWorld({ seed, catalogueSize: size, now: NOW }))).toEqual([]);
  });

  it("notices a reference to a variant that does not exist", () => {
    const broken = structuredClone(world);
    const item = broken.customer.wishlists[0]?.items[0];
    if (item) item.product_variant_id = -1;
    const order = broken.customer.orders[0]?.items[0];
    if (order) order.sku = "NOT-A-SKU";
    const problems = brokenReferences(broken);
    expect(problems.some((p) => p.endsWith("no variant -1"))).toBe(true);
    expect(problems.some((p) => p.includes("sku NOT-A-SKU"))).toBe(true);
  });

  it("keeps ids unique within each kind of record", () => {
    const unique = (ids: number[]) => new Set(ids).size === ids.length;
    expect(unique(customer.orders.map((o) => o.id))).toBe(true);
    expect(unique(customer.transactions.flatMap((t) => t.items.map((i) => i.id)))).toBe(true);
    expect(unique(customer.wishlists.map((l) => l.id))).toBe(true);
    expect(unique(customer.wishlists.flatMap((l) => l.items.map((i) => i.id)))).toBe(true);
    expect(unique(customer.rewards.map((r) => r.id))).toBe(true);
    expect(unique(customer.measurements.map((m) => m.id))).toBe(true);
  });
});

describe("demo customer: profile and children", () => {
  it("signs in through the sandbox with a numeric customer id", () => {
    expect(customer.session).toMatchObject({
      customerId: DEMO_CUSTOMER_ID,
      profileId: customer.profile.id,
      signIn: "sandbox",
    });
    expect(customer.session.customerId).toMatch(/^\d+$/);
    expect(customer.profile.email).toBe(customer.session.email);
  });

  it("has a membership card and comms flags", () => {
    const handles = customer.profile.identities.map((i) => i.handle);
    expect(handles).toContain("ap21_card");
    expect(handles).toContain("shoetag");
    expect(Object.keys(customer.profile.attributes.comms).sort()).toEqual([
      "email_benefits",
      "email_optout",
      "email_promo",
      "email_reminders",
      "email_service",
      "sms_benefits",
      "sms_optout",
      "sms_promo",
      "sms_reminders",
      "sms_service",
    ]);
    expect(customer.profile.custom_attributes.map((a) => [a.namespace, a.handle])).toEqual([
      ["omneo", "brands"],
      ["omneo", "sports"],
    ]);
  });

  it("has two or three children as accepted connections, one without a birthday", () => {
    expect(customer.children.length).toBeGreaterThanOrEqual(2);
    expect(customer.children.length).toBeLessThanOrEqual(3);
    for (const child of customer.children) {
      expect(child).toMatchObject({
        connection_definition_id: 1,
        name: "Child",
        status: "accepted",
        connectionId: child.id,
      });
      expect(child.connector.profile_type).toBe("dependant");
      expect(child.connector.connectionId).toBe(child.id);
      expect(AVATAR_URLS).toContain(child.connector.avatar_url);
      expect(child.connector.identities.find((i) => i.handle === "shoetag")?.identifier).toMatch(/\S/);
    }
    expect(customer.children.filter((c) => c.birth_year === null || c.birth_month === null)).toHaveLength(1);
  });

  it("records measurements over two years, enough for one child to page at 9", () => {
    const counts = customer.children.map(
      (c) => customer.measurements.filter((m) => m.profile_id === c.connector.id).length,
    );
    expect(Math.max(...counts)).toBeGreaterThan(9);
    const ages = customer.measurements.map((m) => daysBefore(m.created_at));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(365);
    expect(Math.max(...ages)).toBeLessThanOrEqual(731);
    for (const m of customer.measurements) {
      expect(m).toMatchObject({
        name: "Measurement Recorded",
        namespace: "omneo",
        action: "service",
        channel: "app",
        signal: 1,
      });
      expect(m.meta.measurement.size_shoe.unit).toBe("AU/UK");
      expect(["C", "D", "E", "F", "G", "H"]).toContain(m.meta.measurement.width_shoe.value);
    }
  });
});

describe("demo customer: purchases", () => {
  it("has more than one page of 20 orders, with every status", () => {
    expect(customer.orders.length).toBeGreaterThan(20);
    expect(new Set(customer.orders.map((o) => o.status))).toEqual(
      new Set([
        "transit",
        "delayed",
        "delivered",
        "pending",
        "fulfilled",
        "refunded",
        "partially_refunded",
        "cancelled",
      ]),
    );
    for (const order of customer.orders) {
      const sum = order.items.reduce((total, i) => total + Math.round(i.final_line_price * 100), 0);
      expect(Math.round(order.total * 100)).toBe(sum);
      expect(order.name).toBe(order.order_number);
    }
  });

  it("has platform transactions in cents, some matching an order number and some not", () => {
    const numbers = new Set(customer.orders.map((o) => o.order_number));
    const matching = customer.platformTransactions.filter((t) => numbers.has(t.name));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(customer.platformTransactions.length);
    for (const t of customer.platformTransactions) {
      expect(t.total_price).toBe(t.line_items.reduce((sum, l) => sum + l.price * l.quantity, 0));
      expect(Number.isInteger(t.total_price)).toBe(true);
    }
  });

  it("leaves shoes unassigned: recent, older than 30 days, and returned", () => {
    const items = unassignedItems(customer.transactions);
    const returned = items.filter((i) => i.meta.ap21.return_reason_code !== null);
    const kept = items.filter((i) => i.meta.ap21.return_reason_code === null);
    expect(kept.filter((i) => daysBefore(i.created_at) <= 30).length).toBeGreaterThanOrEqual(2);
    expect(kept.filter((i) => daysBefore(i.created_at) > 30).length).toBeGreaterThanOrEqual(1);
    expect(returned.length).toBeGreaterThanOrEqual(1);
    expect(returned.length).toBeLessThanOrEqual(2);
    const allItems = customer.transactions.flatMap((t) => t.items);
    expect(allItems.some((i) => i.list_items.length > 0)).toBe(true);
    expect(allItems.some((i) => i.list_items.length === 0 && !items.includes(i))).toBe(true);
  });

  it("puts assigned shoes in each child's wardrobe list", () => {
    for (const child of customer.children) {
      const wardrobe = customer.wishlists.find(
        (l) => l.handle === "assigned" && l.profileId === child.connector.id,
      );
      expect(wardrobe?.items.length).toBeGreaterThan(0);
    }
  });
});

describe("demo customer: rewards, balance, addresses and wishlists", () => {
  const active = customer.rewards.filter((r) => r.is_active);
  const past = customer.rewards.filter((r) => !r.is_active);

  it("has more than a page of 4 active and past rewards, some expiring within 21 days", () => {
    expect(active.length).toBeGreaterThan(4);
    expect(past.length).toBeGreaterThan(4);
    const daysLeft = (r: { expires_at: string }) => (Date.parse(r.expires_at) - NOW) / DAY;
    expect(active.filter((r) => daysLeft(r) <= 21).length).toBeGreaterThan(0);
    expect(active.filter((r) => daysLeft(r) > 21).length).toBeGreaterThan(0);
    for (const r of active) expect(daysLeft(r)).toBeGreaterThan(0);
    for (const r of customer.rewards.filter((x) => x.is_expired)) expect(daysLeft(r)).toBeLessThan(0);
  });

  it("keeps the balance in dollars equal to the active rewards' remaining value", () => {
    const sum = active.reduce((total, r) => total + Math.round(r.value_remaining * 100), 0);
    expect(Math.round(customer.balance.reward_balance * 100)).toBe(sum);
  });

  it("has two or three addresses, exactly one default", () => {
    expect(customer.addresses.length).toBeGreaterThanOrEqual(2);
    expect(customer.addresses.filter((a) => a.is_default)).toHaveLength(1);
    for (const a of customer.addresses) {
      expect(a.meta.first_name).toMatch(/\S/);
      expect(a.meta.last_name).toMatch(/\S/);
    }
  });

  it("has My Wishlist, a second list and a list per child naming its owner", () => {
    const own = customer.wishlists.filter((l) => l.profileId === customer.profile.id);
    expect(own.map((l) => [l.name, l.handle])).toEqual([
      ["My Wishlist", "wishlist"],
      ["Birthday Ideas", "wishlist"],
    ]);
    expect(own[0]?.items.length).toBeGreaterThan(4);
    expect(own[0]?.items.some((i) => i.product_variant_sku && !isAvailable(i.product_variant_id))).toBe(true);
    for (const child of customer.children) {
      const list = customer.wishlists.find(
        (l) => l.handle === "wishlist" && l.profileId === child.connector.id,
      );
      expect(list?.name).toBe(`${child.first_name}'s Wishlist`);
      expect(list?.profile?.connector).toEqual({
        avatar_url: child.connector.avatar_url,
        first_name: child.first_name,
        last_name: child.last_name,
      });
    }
  });
});

function isAvailable(variantId: number): boolean {
  for (const product of world.products) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return variant.availableForSale;
  }
  return false;
}
