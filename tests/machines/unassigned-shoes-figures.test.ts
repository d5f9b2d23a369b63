import fc from "fast-check";
import { createActor } from "xstate";
import type { TransactionItem } from "../../src/clients/loyalty";
import { assignShoesData, assignShoesMachine, connectAssignShoes } from "../../src/machines/assign-shoes";
import { dashboardChecklist, unassignedShoesSummary } from "../../src/machines/dashboard";
import { accountMessages } from "../../src/rules/messages";
import { childFixture } from "./kids/kids.fixtures";
import { NOW, shoe } from "./rewards-fixtures";

// The QA sweep found four screens counting four ways (panel 4 + 2, checklist 4, kids' banner 6,
// modal 7 with 5 '+$2'): each screen's figures here come from the same list of pairs.
const children = [childFixture({ first_name: "Mia" }, 71)];

const pairsArb = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 5000 }),
      daysAgo: fc.integer({ min: 0, max: 120 }),
      returned: fc.boolean(),
    }),
    { selector: (pair) => pair.id, maxLength: 20 },
  )
  .map((pairs) =>
    pairs.map(
      ({ id, daysAgo, returned }): TransactionItem => ({
        ...shoe(id, daysAgo),
        meta: { ap21: { return_reason_code: returned ? "FAULTY" : null } },
      }),
    ),
  );

function screens(shoes: readonly TransactionItem[]) {
  const panel = unassignedShoesSummary({ shoes, now: NOW }, accountMessages);
  const checklist = dashboardChecklist(
    { orderCount: 1, unassigned: { shoes, now: NOW }, children: [] },
    accountMessages,
  );
  const actor = createActor(assignShoesMachine, { input: {} }).start();
  actor.send({ type: "shoes.load", data: assignShoesData({ shoes, children, now: NOW }) });
  const modal = connectAssignShoes(actor.getSnapshot(), actor.send, { id: "as" });
  // What the member reads on each screen.
  const checklistLabel = checklist.items.find((item) => item.id === "assignShoes")?.label ?? "";
  return {
    panel,
    checklistCount: Number(/You have (\d+) shoes? to assign/.exec(checklistLabel)?.[1] ?? 0),
    modalRows: modal.shoes,
    modalBadges: modal.shoes.filter((row) => row.badgeText === "+$2").length,
  };
}

describe("every unassigned-shoes figure agrees (account-area §2, §5, §9)", () => {
  it("the checklist, the panel (kids' banner) and the modal count the same pairs; '+$2' badges add up to the promise", () => {
    fc.assert(
      fc.property(pairsArb, (shoes) => {
        const { panel, checklistCount, modalRows, modalBadges } = screens(shoes);
        const assignable = shoes.filter((pair) => !pair.meta?.ap21?.return_reason_code);
        expect(panel.count).toBe(assignable.length);
        expect(checklistCount).toBe(panel.count);
        expect(modalRows.length).toBe(panel.count);
        expect(modalBadges).toBe(panel.rewardCount);
        expect(panel.reward).toBe(2 * modalBadges);
        expect(modalRows.filter((row) => row.earnsReward).map((row) => row.id)).toEqual(
          modalRows.slice(0, panel.rewardCount).map((row) => row.id),
        );
      }),
    );
  });

  it("for the demo member: 4 pairs within 30 days and 2 older are 6 to assign and $8 in every place", () => {
    const shoes = [shoe(1, 2), shoe(2, 5), shoe(3, 12), shoe(4, 29), shoe(5, 45), shoe(6, 80)];
    const returned = { ...shoe(7, 3), meta: { ap21: { return_reason_code: "FAULTY" } } };
    const { panel, checklistCount, modalRows, modalBadges } = screens([...shoes, returned]);
    expect(panel.text).toBe(
      "Assign 4 pairs from the last 30 days to earn $8.00. 2 pairs from older orders can still be added to your kids' wardrobes.",
    );
    expect(checklistCount).toBe(6);
    expect(modalRows.map((row) => row.badgeText)).toEqual([
      "+$2",
      "+$2",
      "+$2",
      "+$2",
      "No reward",
      "No reward",
    ]);
    expect(modalBadges * 2).toBe(panel.reward);
  });
});
