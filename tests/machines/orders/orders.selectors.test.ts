import type { LoyaltyOrder, LoyaltyPlatformTransaction, Wishlist } from "solekit/clients";
import {
  accountOrders,
  assignedChildren,
  combineOrderQueries,
  findOrder,
  orderBadge,
  orderCard,
  orderDetail,
  orderDetailState,
  ordersPage,
  recentOrderCards,
  storeOrderId,
  trackingUrl,
} from "solekit/machines";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 3)).toISOString();

function order(id: number, status: string, extra: Partial<LoyaltyOrder> = {}): LoyaltyOrder {
  return {
    id,
    name: `#${id}`,
    order_number: `#${id}`,
    receipt_ref: null,
    created_at: day(id),
    total: 129.95,
    status,
    fulfillment_status_label: null,
    isShopifyOrder: false,
    shipping_address: {
      first_name: "Jess",
      last_name: "Taylor",
      address1: "12 Smith St",
      address2: null,
      city: "Fitzroy",
      state: "VIC",
      postal_code: "3065",
      country: "Australia",
    },
    items: [
      {
        id: id * 10,
        title: "Trail Runner",
        brand: "Kidsfoot",
        variant_title: "US 10 / E",
        quantity: 2,
        price_original: 89.95,
        price_sell: 64.95,
        original_line_price: 179.9,
        final_line_price: 129.95,
        fulfillment: [{ tracking_number: `AP${id}AU`, tracking_url: `https://auspost.com.au/t/AP${id}AU` }],
        product_images: [
          { src: `/img/${id}-a.svg`, alt: "" },
          { src: `/img/${id}-b.svg`, alt: "Side view" },
          { src: `/img/${id}-c.svg`, alt: "" },
        ],
      },
    ],
    rewards: [],
    ...extra,
  };
}

function transaction(name: string, cents: number | string, at = day(40)): LoyaltyPlatformTransaction {
  return {
    id: 1,
    name,
    total_price: cents,
    currency: "AUD",
    created_at: at,
    line_items: [
      {
        id: 7,
        variant_id: null,
        product_id: null,
        sku: null,
        title: "Velcro Sneaker",
        variant_title: "US 11",
        quantity: 3,
        price: 4995,
        image: "/img/sneaker.svg",
      },
    ],
  };
}

describe("merging store orders with platform transactions (account-area §3)", () => {
  it("joins a transaction whose name is an order's number, and adds the others as platform orders", () => {
    const merged = accountOrders(
      [order(1, "fulfilled"), order(2, "transit")],
      [transaction("#2", 12995), transaction("#9001", "4995")],
    );
    expect(merged.map((o) => [o.id, o.isShopifyOrder])).toEqual([
      ["#9001", true],
      [2, false],
      [1, false],
    ]);
    const platform = orderCard(merged[0] ?? order(0, ""));
    expect(platform).toMatchObject({
      id: "shopify-9001",
      number: "#9001",
      total: "$49.95",
      badge: { label: "Pending", tone: "yellow" },
      tracking: null,
      isShopifyOrder: true,
      images: [{ src: "/img/sneaker.svg", alt: "Velcro Sneaker" }],
    });
  });

  it("divides a platform total in cents by 100", () => {
    const [platform] = accountOrders([], [transaction("#9002", 123456)]);
    expect(platform?.total).toBe(1234.56);
  });
});

describe("order badges (account-area §4)", () => {
  it.each([
    [{ status: "transit" }, "Transit", "yellow"],
    [{ status: "transit", fulfillment_status_label: "In transit" }, "In transit", "yellow"],
    [{ status: "delayed" }, "Delayed", "yellow"],
    [{ status: "delivered" }, "Delivered", "yellow"],
    [{ status: "pending" }, "Pending", "yellow"],
    [{ status: "fulfilled" }, "Fulfilled", "green"],
    [{ status: "complete" }, "Complete", "green"],
    [{ status: "refunded" }, "Refunded", "red"],
    [{ status: "partially_refunded" }, "Partially refunded", "red"],
    [{ status: "cancelled" }, "Cancelled", "red"],
    [{ status: "fulfilled", isShopifyOrder: true }, "Pending", "yellow"],
    [{ status: "complete", isShopifyOrder: true }, "Pending", "yellow"],
    [{ status: "" }, "Pending", "yellow"],
  ])("%j reads %s in %s", (fields, label, tone) => {
    expect(orderBadge(fields)).toEqual({ label, tone });
  });
});

describe("order cards", () => {
  it("show each image once when a merged transaction has the order's products", () => {
    const base = order(8, "transit");
    const store = {
      ...base,
      items: base.items.map((item) => ({ ...item, product_images: [{ src: "/img/8-a.svg", alt: "" }] })),
    };
    const platform = transaction("#8", 12995);
    const same = {
      ...platform,
      line_items: platform.line_items.map((line) => ({ ...line, image: "/img/8-a.svg" })),
    };
    const card = orderCard(accountOrders([store], [same])[0] ?? store);
    expect(card.images.map((image) => image.src)).toEqual(["/img/8-a.svg"]);
  });

  it("show the number, date in Australian English, AUD total, first tracking and 2 images", () => {
    expect(orderCard(accountOrders([order(3, "fulfilled")], [])[0] ?? order(0, ""))).toEqual({
      id: "3",
      number: "#3",
      heading: "Order #3",
      badge: { label: "Fulfilled", tone: "green" },
      date: "4 January 2026",
      dateTime: day(3),
      total: "$129.95",
      tracking: { number: "AP3AU", url: "https://auspost.com.au/t/AP3AU" },
      images: [
        { src: "/img/3-a.svg", alt: "Trail Runner" },
        { src: "/img/3-b.svg", alt: "Side view" },
      ],
      isShopifyOrder: false,
    });
  });
});

describe("tracking links", () => {
  it.each([
    [
      "https://auspost.com.au/mypost/track/details/AP1AU",
      "https://auspost.com.au/mypost/track/details/AP1AU",
    ],
    [" https://track.example/AP1 ", "https://track.example/AP1"],
    ["javascript:alert(1)", null],
    ["http://auspost.com.au/t/AP1", null],
    ["/track/AP1", null],
    ["https://user:pw@evil.example/", null],
    ["https://auspost.com.au/\\evil.example", null],
    ["java\tscript:alert(1)", null],
    [null, null],
  ])("links %j as %j", (url, expected) => {
    expect(trackingUrl(url)).toBe(expected);
  });

  it("shows the tracking number as text when its link is unsafe", () => {
    const unsafe = order(6, "transit");
    const items = unsafe.items.map((item) => ({
      ...item,
      fulfillment: [{ tracking_number: "AP6AU", tracking_url: "javascript:alert(1)" }],
    }));
    expect(orderCard(accountOrders([{ ...unsafe, items }], [])[0] ?? unsafe).tracking).toEqual({
      number: "AP6AU",
      url: null,
    });
  });
});

describe("paging under the toggle (20 a page)", () => {
  const orders = [
    ...Array.from({ length: 23 }, (_, i) => order(100 + i, i % 2 ? "complete" : "fulfilled")),
    order(200, "transit"),
    order(201, "fulfilled", { isShopifyOrder: true }),
  ];
  const entries = accountOrders(orders, [transaction("#9003", 100, day(300))]);

  it.each([
    ["completed", 1, 20, "1 of 2", false, true],
    ["completed", 2, 3, "2 of 2", true, false],
    ["completed", 9, 3, "2 of 2", true, false],
    ["pending", 1, 3, "1 of 1", false, false],
  ] as const)("%s page %i has %i orders, '%s'", (type, page, count, text, previous, next) => {
    const shown = ordersPage(entries, { type, page });
    expect(shown.orders).toHaveLength(count);
    expect(shown.pageText).toBe(text);
    expect([shown.hasPrevious, shown.hasNext]).toEqual([previous, next]);
  });

  it("lists completed orders newest first, page 2 continuing page 1", () => {
    const first = ordersPage(entries, { type: "completed", page: 1 }).orders.map((o) => o.id);
    const second = ordersPage(entries, { type: "completed", page: 2 }).orders.map((o) => o.id);
    expect(first[0]).toBe("122");
    expect(second).toEqual(["102", "101", "100"]);
  });

  it("puts platform orders and Shopify orders under Pending", () => {
    expect(ordersPage(entries, { type: "pending", page: 1 }).orders.map((o) => o.id)).toEqual([
      "shopify-9003",
      "201",
      "200",
    ]);
  });

  it.each([
    ["completed", "No completed orders."],
    ["pending", "No pending orders."],
  ] as const)("says '%s' has no orders: %s", (type, text) => {
    expect(ordersPage([], { type, page: 1 })).toMatchObject({
      orders: [],
      total: 0,
      emptyText: text,
      pageText: "1 of 1",
    });
  });

  it("gives the dashboard the 2 most recent orders", () => {
    expect(recentOrderCards(entries).map((o) => o.id)).toEqual(["shopify-9003", "201"]);
  });
});

describe("order detail", () => {
  it("has the shipping address and lines with quantity, price and thumbnail", () => {
    const detail = orderDetail(accountOrders([order(4, "delivered")], [])[0] ?? order(0, ""));
    expect(detail.shippingAddress).toEqual(["Jess Taylor", "12 Smith St", "Fitzroy VIC 3065", "Australia"]);
    expect(detail.items).toEqual([
      {
        id: "40",
        title: "Trail Runner",
        brand: "Kidsfoot",
        variantTitle: "US 10 / E",
        quantity: 2,
        price: "$64.95",
        originalPrice: "$89.95",
        lineTotal: "$129.95",
        image: { src: "/img/4-a.svg", alt: "Trail Runner" },
        child: null,
      },
    ]);
  });

  it("of a platform order has its transaction's lines (cents) and no address", () => {
    const entry = findOrder("shopify-9004", null, [transaction("#9004", 14985)]);
    const detail = entry && orderDetail(entry);
    expect(detail?.shippingAddress).toBeNull();
    expect(detail?.items.map((line) => [line.quantity, line.price, line.lineTotal])).toEqual([
      [3, "$49.95", "$149.85"],
    ]);
  });

  it.each([
    ["shopify-404", null],
    ["12", null],
  ])("finds no order for %s", (id, expected) => {
    expect(findOrder(id, null, [transaction("#9004", 1)])).toBe(expected);
  });

  it("joins a fetched store order with its transaction", () => {
    expect(findOrder("5", order(5, "transit"), [transaction("#5", 12995)])).toMatchObject({
      id: 5,
      platformTransaction: { name: "#5" },
    });
  });

  it.each([
    ["200001", 200001],
    ["shopify-10403", null],
    ["0", null],
    ["1e3", null],
    ["99999999999999999999", null],
  ])("reads the store order id in %s as %s", (id, expected) => {
    expect(storeOrderId(id)).toBe(expected);
  });
});

describe("the orders screens' state from two queries", () => {
  const ok = <T>(data: T) => ({
    status: "success" as const,
    error: null,
    errorMessage: null,
    data,
    isRefreshing: false,
  });
  const loading = {
    status: "loading" as const,
    error: null,
    errorMessage: null,
    data: undefined,
    isRefreshing: false,
  };

  it("loads until both answered, then merges", () => {
    expect(combineOrderQueries(ok([order(1, "fulfilled")]), loading).status).toBe("loading");
    const both = combineOrderQueries(ok([order(1, "fulfilled")]), ok([transaction("#9", 1)]));
    expect(both.status).toBe("success");
    expect(both.data).toHaveLength(2);
  });

  it("fails when either failed", () => {
    const failure = { ...loading, status: "error" as const, errorMessage: "Something went wrong." };
    expect(combineOrderQueries(ok([]), failure)).toMatchObject({
      status: "error",
      errorMessage: "Something went wrong.",
    });
  });
});

function wardrobe(id: number, owner: string | null, skus: readonly string[], handle = "assigned"): Wishlist {
  return {
    id,
    name: "Wardrobe",
    handle,
    profileId: id,
    profile: owner ? { id, first_name: owner, last_name: null } : null,
    items: skus.map((sku, index) => ({
      id: id * 100 + index,
      product_variant_sku: sku,
      product_variant_id: index,
      meta: {},
    })) as unknown as Wishlist["items"],
  };
}

describe("an order's rewards history", () => {
  it("lists what the order earned and spent, in AUD with the date", () => {
    const store = order(10, "fulfilled", {
      rewards: [
        { id: 1, name: "Birthday Reward", type: "redeemed", amount: 10, created_at: day(10) },
        { id: 2, name: "Cashback Reward", type: "issued", amount: 12.5, created_at: day(10) },
      ],
    });
    expect(orderDetail(accountOrders([store], [])[0] ?? store).rewards).toEqual([
      {
        id: "1",
        name: "Birthday Reward",
        movement: "Redeemed",
        earned: false,
        amount: "$10.00",
        date: "11 January 2026",
        dateTime: day(10),
      },
      {
        id: "2",
        name: "Cashback Reward",
        movement: "Earned",
        earned: true,
        amount: "$12.50",
        date: "11 January 2026",
        dateTime: day(10),
      },
    ]);
  });

  it("is empty for an order without rewards and for a platform order", () => {
    expect(orderDetail(accountOrders([order(11, "transit")], [])[0] ?? order(0, "")).rewards).toEqual([]);
    const platform = findOrder("shopify-9005", null, [transaction("#9005", 100)]);
    expect(platform && orderDetail(platform).rewards).toEqual([]);
  });
});

describe("the child each pair is assigned to", () => {
  it("reads the children's wardrobes: SKU to first name, the parent's lists and wishlists left out", () => {
    const children = assignedChildren([
      wardrobe(1, "Mia", ["KF-10E", "KF-11F"]),
      wardrobe(2, "Noah", ["KF-10E", "AS-2D"]),
      wardrobe(3, null, ["PARENT-1"]),
      wardrobe(4, "Ava", ["WISH-1"], "wishlist"),
    ]);
    expect([...children]).toEqual([
      ["KF-10E", "Mia"],
      ["KF-11F", "Mia"],
      ["AS-2D", "Noah"],
    ]);
  });

  it("names the child on each order line, else null", () => {
    const base = order(9, "fulfilled");
    const second = { ...base.items[0], id: 91, sku: "SOCK-1" } as LoyaltyOrder["items"][number];
    const store = {
      ...base,
      items: [{ ...base.items[0], sku: "KF-10E" } as LoyaltyOrder["items"][number], second],
    };
    const detail = orderDetail(
      accountOrders([store], [])[0] ?? store,
      assignedChildren([wardrobe(1, "Mia", ["KF-10E"])]),
    );
    expect(detail.items.map((line) => line.child)).toEqual(["Mia", null]);
  });

  const ok = <T>(data: T) => ({
    status: "success" as const,
    error: null,
    errorMessage: null,
    data,
    isRefreshing: false,
  });
  const loading = {
    status: "loading" as const,
    error: null,
    errorMessage: null,
    data: undefined,
    isRefreshing: false,
  };
  const failed = { ...loading, status: "error" as const, errorMessage: "Something went wrong." };

  it("waits for the wardrobes before showing the detail", () => {
    expect(
      orderDetailState("9", { order: ok(order(9, "fulfilled")), transactions: ok([]), wardrobes: loading }),
    ).toMatchObject({
      status: "loading",
      data: undefined,
    });
  });

  it("shows the detail without child names when the wardrobes cannot be read", () => {
    const state = orderDetailState("9", {
      order: ok(order(9, "fulfilled")),
      transactions: ok([]),
      wardrobes: failed,
    });
    expect(state.status).toBe("success");
    expect(state.data?.items.map((line) => line.child)).toEqual([null]);
  });

  it("fails when the order cannot be read, and is null when no order has the id", () => {
    expect(orderDetailState("9", { order: failed, transactions: ok([]), wardrobes: ok([]) }).status).toBe(
      "error",
    );
    expect(orderDetailState("9", { order: ok(null), transactions: ok([]), wardrobes: ok([]) })).toMatchObject(
      { status: "success", data: null },
    );
  });
});
