import fc from "fast-check";
import {
  assignmentReward,
  birthdayRewards,
  DAY_MS,
  formatLoyaltyValue,
  loyaltyValueToCents,
  rewardStatus,
  rewardStatusLabel,
  rewardsChipText,
  splitRewards,
} from "solekit/rules";

const now = Date.UTC(2024, 0, 1);
const expiringIn = (ms: number) => ({ is_active: true, expires_at: new Date(now + ms).toISOString() });

describe("reward badge (account-area §2)", () => {
  it.each([
    [expiringIn(21 * DAY_MS), "expiringSoon", "Expiring soon"],
    [expiringIn(21 * DAY_MS + 1000), "active", "Active"],
    [expiringIn(1000), "expiringSoon", "Expiring soon"],
    [expiringIn(60 * DAY_MS), "active", "Active"],
    [expiringIn(-1000), "expired", "Expired"],
    [
      { is_active: false, is_expired: true, expires_at: new Date(now + 60 * DAY_MS).toISOString() },
      "expired",
      "Expired",
    ],
    [{ is_active: true, expires_at: null }, "active", "Active"],
  ] as const)("%j is %s", (reward, status, label) => {
    expect(rewardStatus(reward, now)).toBe(status);
    expect(rewardStatusLabel(status)).toBe(label);
  });

  it("is expiring soon exactly when 21 days or fewer remain", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * DAY_MS }), (remaining) => {
        expect(rewardStatus(expiringIn(remaining), now) === "expiringSoon").toBe(remaining <= 21 * DAY_MS);
      }),
    );
  });
});

describe("rewards history tabs (account-area §4)", () => {
  it("splits on is_active, keeping order", () => {
    const rewards = [
      { id: 1, is_active: true },
      { id: 2, is_active: false },
      { id: 3, is_active: true },
    ];
    const { active, past } = splitRewards(rewards);
    expect(active.map((reward) => reward.id)).toEqual([1, 3]);
    expect(past.map((reward) => reward.id)).toEqual([2]);
  });
});

describe("reward amounts (account-area §9)", () => {
  it("earns $2 per pair and $10 per child's birthday", () => {
    expect(assignmentReward(3)).toBe(6);
    expect(assignmentReward(0)).toBe(0);
    expect(birthdayRewards(2)).toBe(20);
  });

  it.each([
    [12.5, "$12.50"],
    [0.1, "$0.10"],
    [1234, "$1,234.00"],
    [null, "$0.00"],
  ])("shows loyalty value %s as %s", (value, text) => {
    expect(formatLoyaltyValue(value)).toBe(text);
  });

  it("converts loyalty dollars ×100 without float drift", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        expect(loyaltyValueToCents(cents / 100)).toBe(cents);
      }),
    );
  });

  it.each([
    [20, "Rewards: $20.00"],
    [2.5, "Rewards: $2.50"],
    [0, null],
    [0.001, null],
    [null, null],
  ])("balance %s shows chip %s", (balance, text) => {
    expect(rewardsChipText(balance)).toBe(text);
  });
});
