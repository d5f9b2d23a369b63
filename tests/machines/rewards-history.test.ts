import { createActor } from "xstate";
import { connectRewardsHistory, rewardsHistoryMachine } from "../../src/machines/rewards-history";
import { NOW, reward } from "./rewards-fixtures";

// Nine active rewards (three pages) and two past ones (one page).
const rewards = [
  reward("Birthday Reward", 5, 10),
  reward("Shoe Assignment Reward", 21),
  reward("Shoe Assignment Reward", 22),
  reward("Welcome Reward", null, 5),
  ...Array.from({ length: 5 }, (_, i) => reward(`Cashback ${i + 1}`, 60 + i, 12.5)),
  reward("Old Birthday", -3, 10),
  { ...reward("Used cashback", 40, 0), is_active: false },
];

function start(list = rewards) {
  const actor = createActor(rewardsHistoryMachine, { input: {} }).start();
  const split = {
    active: list.filter((r) => r.is_active).length,
    past: list.filter((r) => !r.is_active).length,
  };
  actor.send({ type: "rewards.count", ...split });
  const api = () =>
    connectRewardsHistory(actor.getSnapshot(), actor.send, { id: "rh", rewards: list, now: NOW });
  return { actor, api };
}

const key = (k: string) => ({ key: k, defaultPrevented: false, preventDefault: () => undefined });

describe("rewards history: tabs and pages (account-area §2 Rewards)", () => {
  it("shows the ACTIVE tab first, 4 a page, with reward type, balance, badge and expiry", () => {
    const { api } = start();
    const history = api();
    expect(history.tab).toBe("active");
    expect(history.columns).toEqual(["Reward type", "Balance", "Status", "Expiry date"]);
    expect(history.rows.map((row) => [row.type, row.balanceText, row.statusText])).toEqual([
      ["Birthday Reward", "$10.00", "Expiring soon"],
      ["Shoe Assignment Reward", "$2.00", "Expiring soon"],
      ["Shoe Assignment Reward", "$2.00", "Active"],
      ["Welcome Reward", "$5.00", "Active"],
    ]);
    expect(history.rows[0]?.expiryText).toBe("06/03/2026");
    expect(history.rows[3]?.expiryText).toBe("No expiry");
    expect(history.pageText).toBe("1 of 3");
    expect(history.hasPreviousPage).toBe(false);
    expect(history.hasNextPage).toBe(true);
  });

  it("pages forward and back, never past either end", () => {
    const { actor, api } = start();
    actor.send({ type: "page.next" });
    actor.send({ type: "page.next" });
    actor.send({ type: "page.next" });
    expect(api().pageText).toBe("3 of 3");
    expect(api().rows.map((row) => row.type)).toEqual(["Cashback 5"]);
    expect(api().getNextButtonProps().disabled).toBe(true);
    actor.send({ type: "page.previous" });
    actor.send({ type: "page.previous" });
    actor.send({ type: "page.previous" });
    expect(api().pageText).toBe("1 of 3");
    expect(api().getPreviousButtonProps().disabled).toBe(true);
  });

  it("keeps each tab's page while the other is shown; PAST holds the expired and used-up rewards", () => {
    const { actor, api } = start();
    actor.send({ type: "page.next" });
    api().selectTab("past");
    expect(api().rows.map((row) => [row.type, row.statusText])).toEqual([
      ["Old Birthday", "Expired"],
      ["Used cashback", "Active"],
    ]);
    expect(api().pageText).toBe("1 of 1");
    api().selectTab("active");
    expect(api().pageText).toBe("2 of 3");
  });

  it("pulls the page back into range when rewards are fewer after a reload", () => {
    const { actor, api } = start();
    actor.send({ type: "page.next" });
    actor.send({ type: "page.next" });
    const fewer = rewards.slice(0, 5);
    actor.send({ type: "rewards.count", active: 5, past: 0 });
    const history = connectRewardsHistory(actor.getSnapshot(), actor.send, { rewards: fewer, now: NOW });
    expect(history.pageText).toBe("2 of 2");
    expect(api().page).toBe(2);
  });

  it("shows the no_rewards text in an empty tab, and 'loading' before the rewards arrive", () => {
    const { api } = start([]);
    expect(api().rows).toEqual([]);
    expect(api().emptyText).toBe("You don't have any rewards yet.");
    expect(api().pageText).toBe("1 of 1");
    const actor = createActor(rewardsHistoryMachine, { input: {} }).start();
    const loading = connectRewardsHistory(actor.getSnapshot(), actor.send, { rewards: null, now: NOW });
    expect(loading.status).toBe("loading");
    expect(loading.emptyText).toBeNull();
  });
});

describe("rewards history: WAI-ARIA tabs", () => {
  it("wires tab list, tabs and panels with roles, aria-selected, aria-controls and a roving tabindex", () => {
    const { api } = start();
    const history = api();
    expect(history.getTabListProps()).toEqual({ role: "tablist", "aria-label": "Rewards history" });
    expect(history.getTabProps("active")).toMatchObject({
      id: "rh-tab-active",
      role: "tab",
      "aria-selected": true,
      "aria-controls": "rh-panel-active",
      tabIndex: 0,
    });
    expect(history.getTabProps("past")).toMatchObject({ "aria-selected": false, tabIndex: -1 });
    expect(history.getPanelProps("active")).toMatchObject({
      id: "rh-panel-active",
      role: "tabpanel",
      "aria-labelledby": "rh-tab-active",
      hidden: false,
    });
    expect(history.getPanelProps("past").hidden).toBe(true);
  });

  it("moves and selects with the arrow keys (wrapping), Home and End; other keys do nothing", () => {
    const { api } = start();
    api().getTabProps("active").onKeyDown(key("ArrowRight"));
    expect(api().tab).toBe("past");
    api().getTabProps("past").onKeyDown(key("ArrowRight"));
    expect(api().tab).toBe("active");
    api().getTabProps("active").onKeyDown(key("ArrowLeft"));
    expect(api().tab).toBe("past");
    api().getTabProps("past").onKeyDown(key("Home"));
    expect(api().tab).toBe("active");
    api().getTabProps("active").onKeyDown(key("End"));
    expect(api().tab).toBe("past");
    api().getTabProps("past").onKeyDown(key("ArrowDown"));
    expect(api().tab).toBe("past");
  });
});
