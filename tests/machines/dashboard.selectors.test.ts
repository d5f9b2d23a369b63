import type { LoyaltyReward, TransactionItem } from "../../src/clients/loyalty";
import {
  dashboardChecklist,
  kidsProfilePrompt,
  memberOffersLink,
  rewardsSummary,
  unassignedShoesSummary,
} from "../../src/machines/dashboard";
import { accountMessages } from "../../src/rules/messages";

const NOW = "2026-03-01T00:00:00Z";
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.parse(NOW) + days * DAY).toISOString();

function reward(name: string, value: number, expiresInDays: number | null, active = true): LoyaltyReward {
  return {
    id: Math.round(value * 100) + (expiresInDays ?? 0),
    definition: { name, description: null },
    value_remaining: value,
    is_active: active,
    is_expired: !active,
    expires_at: expiresInDays === null ? null : inDays(expiresInDays),
  };
}

function shoe(id: number, daysAgo: number): TransactionItem {
  return {
    id,
    created_at: inDays(-daysAgo),
    quantity: 1,
    product_variant_id: id * 10,
    product_variant: { id: id * 10, sku: `SKU-${id}`, meta: { shopify: { option1: "012", option2: "F" } } },
    product: { id: id * 100, brand: "Asics", title: `Runner ${id}` },
    product_images: [{ src: `/img/${id}.svg`, alt: `Runner ${id}` }],
    list_items: [],
    meta: { ap21: null },
  };
}

describe("the kids-profile prompt", () => {
  it("shows while the customer has no children, linking to the new-profile form", () => {
    expect(kidsProfilePrompt([], accountMessages)).toEqual({
      title: "Add your kids' profiles",
      text: expect.stringContaining("earn $2 for every pair"),
      linkText: "Add a kid's profile",
      route: { section: "kids-profiles", child: { kind: "new" } },
      href: "/account?section=kids-profiles&child=new",
    });
  });

  it("hides once there is a child", () => {
    expect(kidsProfilePrompt([{ connectionId: 1 }], accountMessages)).toBeNull();
  });
});

describe("the rewards panel", () => {
  it("shows the balance x100 as AUD currency, the active rewards and the next to expire", () => {
    const panel = rewardsSummary(
      {
        balance: 49.5,
        rewards: [
          reward("Cashback Reward", 12.5, 45),
          reward("Shoe Assignment Reward", 2, 5),
          reward("Birthday Reward", 10, 19),
          reward("Welcome Reward", 5, null),
          reward("Old Reward", 2, -3, false),
        ],
        now: NOW,
      },
      accountMessages,
    );
    expect(panel).toMatchObject({
      title: "Rewards balance",
      balance: 49.5,
      balanceText: "$49.50",
      activeCount: 4,
      activeText: "4 active rewards",
      expiringSoonCount: 2,
      expiringSoonText: "2 expiring soon",
      linkText: "View my rewards",
      href: "/account?section=fit-club",
    });
    expect(panel.nextExpiry).toEqual({
      name: "Shoe Assignment Reward",
      amountText: "$2.00",
      dateText: "06/03/2026",
      text: "Shoe Assignment Reward ($2.00) expires on 06/03/2026",
    });
  });

  it.each([
    [[], "No active rewards yet", null],
    [[reward("Welcome Reward", 5, 300)], "1 active reward", null],
  ])("words the count of active rewards", (rewards, activeText, expiringSoonText) => {
    const panel = rewardsSummary({ balance: 0, rewards, now: NOW }, accountMessages);
    expect(panel.activeText).toBe(activeText);
    expect(panel.expiringSoonText).toBe(expiringSoonText);
    expect(panel.balanceText).toBe("$0.00");
  });

  it("does not count a reward the service still calls active once its expiry has passed", () => {
    const panel = rewardsSummary({ balance: 2, rewards: [reward("Late", 2, -1)], now: NOW }, accountMessages);
    expect(panel.activeCount).toBe(0);
    expect(panel.nextExpiry).toBeNull();
  });
});

describe("the unassigned-shoes panel: the spec's three cases", () => {
  it("says 'Only new shoes to assign' when every pair is in the reward window", () => {
    const panel = unassignedShoesSummary({ shoes: [shoe(1, 3), shoe(2, 10)], now: NOW }, accountMessages);
    expect(panel).toMatchObject({
      panelCase: "onlyNew",
      title: "Only new shoes to assign",
      text: "2 pairs from your recent orders. Assign them to your kids to earn $4.00.",
      count: 2,
      rewardCount: 2,
      reward: 4,
      actionText: "Assign shoes",
      href: "/account?section=fit-club",
    });
  });

  it("says 'Old orders with shoes to assign' when some pairs are past the window", () => {
    // Listed newest-first by the service, but the pair in the reward window comes first here.
    const shoes = [shoe(2, 40), shoe(1, 3), shoe(3, 90)];
    const panel = unassignedShoesSummary({ shoes, now: NOW }, accountMessages);
    expect(panel.panelCase).toBe("oldOrders");
    expect(panel.title).toBe("Old orders with shoes to assign");
    expect(panel.text).toBe(
      "Assign 1 pair from the last 30 days to earn $2.00. 2 pairs from older orders can still be added to your kids' wardrobes.",
    );
    expect(panel.shoes.map((s) => [s.id, s.earnsReward])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    expect(panel.shoes[0]).toMatchObject({
      brand: "Asics",
      title: "Runner 1",
      name: "Asics Runner 1",
      size: "012",
    });
  });

  it("does not repeat a brand the title already starts with", () => {
    const pair = shoe(4, 1);
    const titled = { ...pair, product: { id: 1, brand: "Asics", title: "ASICS Contend Kids" } };
    const panel = unassignedShoesSummary({ shoes: [titled], now: NOW }, accountMessages);
    expect(panel.shoes[0]?.name).toBe("ASICS Contend Kids");
  });

  it("says 'Assign shoes' with no reward when no pair is in the window", () => {
    const panel = unassignedShoesSummary({ shoes: [shoe(2, 40)], now: NOW }, accountMessages);
    expect(panel).toMatchObject({ panelCase: "noReward", title: "Assign shoes", reward: 0 });
    expect(panel.text).toContain("no longer earn a reward");
  });

  it("hides the panel with nothing to assign", () => {
    const panel = unassignedShoesSummary({ shoes: [], now: NOW }, accountMessages);
    expect(panel).toMatchObject({ panelCase: "none", title: null, text: null, shoes: [] });
  });
});

describe("the dashboard checklist", () => {
  const children = [
    { connectionId: 11, birth_month: 3, birth_year: 2018 },
    { connectionId: 12, birth_month: null, birth_year: null },
  ];

  it("counts 'x/y completed' and sends each Add where the item is completed", () => {
    const list = dashboardChecklist(
      { orderCount: 3, unassigned: { shoes: [shoe(1, 3), shoe(2, 40)], now: NOW }, children },
      accountMessages,
    );
    expect(list.progressText).toBe("1/3 completed");
    expect(list.title).toBe("Your Fit Club checklist");
    expect(list.items.map((item) => [item.label, item.buttonLabel, item.href, item.disabled])).toEqual([
      ["Start shopping", "Completed", "/collections/shop-all", false],
      ["You have 2 shoes to assign", "Add", "/account?section=fit-club", false],
      ["Add birthday", "Add", "/account?section=kids-profiles&child=12&edit=true", false],
    ]);
    expect(list.items[0]?.route).toBeNull();
    expect(list.items[2]?.route).toEqual({
      section: "kids-profiles",
      child: { kind: "id", id: "12" },
      edit: true,
    });
  });

  it("is all done for a shopper with nothing to assign and every birthday known", () => {
    const list = dashboardChecklist(
      { orderCount: 1, unassigned: { shoes: [], now: NOW }, children: [children[0] ?? { connectionId: 0 }] },
      accountMessages,
    );
    expect(list.progressText).toBe("2/2 completed");
    expect(list.items.map((item) => item.buttonLabel)).toEqual(["Completed", "Completed"]);
  });

  it("disables Assign shoes for a new member with nothing to assign", () => {
    const list = dashboardChecklist(
      { orderCount: 0, unassigned: { shoes: [], now: NOW }, children: [] },
      accountMessages,
    );
    expect(list.progressText).toBe("0/2 completed");
    expect(list.items[1]).toMatchObject({ label: "Assign shoes", disabled: true, buttonLabel: "Add" });
  });
});

it("links the dashboard to Member offers", () => {
  expect(memberOffersLink(accountMessages)).toMatchObject({
    linkText: "See member offers",
    route: { section: "offers" },
    href: "/account?section=offers",
  });
});
