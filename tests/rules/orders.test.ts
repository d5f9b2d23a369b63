import {
  type AccountOrder,
  isOrderFulfilled,
  mergeOrders,
  noOrdersText,
  ORDERS_PAGE_SIZE,
  orderBadgeColour,
  orderGallery,
  orderStatusLabel,
  recentOrders,
  splitOrders,
} from "solekit/rules";

const order = (id: number, extra: Partial<AccountOrder> = {}): AccountOrder => ({
  id,
  created_at: `2024-0${id}-01T00:00:00Z`,
  total: 10 * id,
  ...extra,
});

describe("order status badges (account-area §4)", () => {
  it.each([
    ["transit", "yellow"],
    ["delayed", "yellow"],
    ["delivered", "yellow"],
    ["pending", "yellow"],
    ["fulfilled", "green"],
    ["refunded", "red"],
    ["partially_refunded", "red"],
    ["cancelled", "red"],
    ["Cancelled", "red"],
    ["something-new", "yellow"],
    ["constructor", "yellow"],
    [null, "yellow"],
  ])("%s is %s", (status, colour) => {
    expect(orderBadgeColour(status)).toBe(colour);
  });

  it.each([
    [{ status: "fulfilled" }, true],
    [{ status: "complete" }, true],
    [{ status: "fulfilled", isShopifyOrder: true }, false],
    [{ status: "complete", isShopifyOrder: true }, false],
    [{ status: "delivered" }, false],
    [{ status: null }, false],
  ])("%j shows as fulfilled: %s", (fields, fulfilled) => {
    expect(isOrderFulfilled(fields)).toBe(fulfilled);
  });

  it("splits orders into Completed and Pending", () => {
    const { completed, pending } = splitOrders([
      order(1, { status: "complete" }),
      order(2, { status: "pending" }),
      order(3, { status: "fulfilled", isShopifyOrder: true }),
    ]);
    expect(completed.map((o) => o.id)).toEqual([1]);
    expect(pending.map((o) => o.id)).toEqual([2, 3]);
  });

  it.each([
    [{ status: "partially_refunded" }, "Partially refunded"],
    [{ status: "transit", fulfillment_status_label: "In transit" }, "In transit"],
  ])("labels %j as %s", (fields, label) => {
    expect(orderStatusLabel(fields)).toBe(label);
  });
});

describe("merging store orders with platform transactions (account-area §3)", () => {
  it("joins a transaction to the order whose order_number equals its name", () => {
    const merged = mergeOrders(
      [order(1, { order_number: "#1001" })],
      [{ name: "#1001", total_price: 5000, created_at: "2024-01-01T00:00:00Z" }],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ id: 1, total: 10, platformTransaction: { name: "#1001" } });
  });

  it("adds other transactions as platform orders with total_price in cents ÷ 100", () => {
    const merged = mergeOrders(
      [order(1, { order_number: "#1001" })],
      [
        {
          name: "#2002",
          total_price: "12995",
          created_at: "2024-05-01T00:00:00Z",
          line_items: [{ image: "a.jpg" }, { image: null }],
        },
      ],
    );
    expect(merged[0]).toMatchObject({
      name: "#2002",
      total: 129.95,
      isShopifyOrder: true,
      status: "pending",
      images: ["a.jpg"],
    });
    expect(isOrderFulfilled(merged[0] ?? order(9))).toBe(false);
  });

  it("lists newest first", () => {
    const merged = mergeOrders(
      [order(1), order(3)],
      [{ name: "#9", total_price: 100, created_at: "2024-02-15T00:00:00Z" }],
    );
    expect(merged.map((o) => o.id)).toEqual([3, "#9", 1]);
  });
});

describe("order lists (account-area §2, §9)", () => {
  it("pages orders in twenties", () => {
    expect(ORDERS_PAGE_SIZE).toBe(20);
  });

  it("shows the 2 most recent on the dashboard", () => {
    expect(recentOrders([order(1), order(3), order(2)]).map((o) => o.id)).toEqual([3, 2]);
  });

  it("shows 2 images in a card's gallery", () => {
    expect(orderGallery(["a", "b", "c"])).toEqual(["a", "b"]);
  });

  it.each([
    ["completed", "No completed orders."],
    ["pending", "No pending orders."],
  ] as const)("empty %s list reads %s", (type, text) => {
    expect(noOrdersText(type)).toBe(text);
  });
});
