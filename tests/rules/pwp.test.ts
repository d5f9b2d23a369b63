import { DAY_MS, isPwpMuted, mutePwpRule, type PwpRule, pwpRuleMatches, selectPwpRule } from "solekit/rules";

const cart = [
  { product_id: 11, collections: ["sneakers"] },
  { product_id: 12, collections: [40] },
];
const now = Date.UTC(2024, 5, 1);

describe("pwp rule matching (storefront §4)", () => {
  it.each([
    [{ title: "a", upsellTriggerProducts: [11] }, true],
    [{ title: "a", upsellTriggerProducts: ["12"] }, true],
    [{ title: "a", upsellTriggerProducts: [99] }, false],
    [{ title: "a", upsellTriggerCollection: "sneakers" }, true],
    [{ title: "a", upsellTriggerCollection: 40 }, true],
    [{ title: "a", upsellTriggerCollection: "boots" }, false],
    [{ title: "a", upsellTriggerCollection: "" }, false],
    [{ title: "a" }, false],
  ])("%j matches the cart: %s", (rule, expected) => {
    expect(pwpRuleMatches(rule, cart)).toBe(expected);
  });

  it("an empty cart matches nothing", () => {
    expect(pwpRuleMatches({ title: "a", upsellTriggerProducts: [11] }, [])).toBe(false);
  });
});

describe("pwp priority and muting", () => {
  const socks: PwpRule = { title: "Socks", priority: 1, exclusionDays: 3, upsellTriggerProducts: [11] };
  const laces: PwpRule = {
    title: "Laces",
    priority: 5,
    exclusionDays: 7,
    upsellTriggerCollection: "sneakers",
  };
  const insoles: PwpRule = { title: "Insoles", priority: 9, upsellTriggerProducts: [99] };

  it("tries rules in priority order, highest first", () => {
    expect(selectPwpRule([socks, laces, insoles], { cartItems: cart, mutes: {}, now })?.title).toBe("Laces");
  });

  it("keeps listed order on a tie", () => {
    const first = { ...socks, priority: 5, title: "First" };
    expect(selectPwpRule([first, laces], { cartItems: cart, mutes: {}, now })?.title).toBe("First");
  });

  it("skips a muted rule and falls through to the next", () => {
    const mutes = mutePwpRule(laces, {}, now);
    expect(selectPwpRule([socks, laces], { cartItems: cart, mutes, now })?.title).toBe("Socks");
  });

  it("mutes for exclusionDays days", () => {
    const mutes = mutePwpRule(laces, {}, now);
    expect(mutes).toEqual({ Laces: now + 7 * DAY_MS });
    expect(isPwpMuted(laces, mutes, now + 7 * DAY_MS - 1)).toBe(true);
    expect(isPwpMuted(laces, mutes, now + 7 * DAY_MS)).toBe(false);
  });

  it("does not mute a rule without exclusion days", () => {
    expect(mutePwpRule(insoles, {}, now)).toEqual({});
  });

  it("returns nothing when no rule matches", () => {
    expect(selectPwpRule([insoles], { cartItems: cart, mutes: {}, now })).toBeUndefined();
  });
});
