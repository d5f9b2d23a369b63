// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { type PromoRules, PromoRulesProvider, useProductBadge, usePromoRules } from "../../src/hooks/badges";
import type { SolekitProviderProps } from "../../src/hooks/provider";
import { sandboxConfig, sandboxPromoRules } from "../../src/sandbox";
import { sandboxWrapper } from "./wrapper";

const NOW = Date.parse("2026-03-01T00:00:00Z");
const rules = sandboxPromoRules(NOW);
const clock = { now: () => NOW };
const sale = { id: 1, handle: "runner", tags: ["sale"], collections: ["sneakers"] };

function badgeOf(product: typeof sale, location: "PLP" | "PDP", props: Partial<SolekitProviderProps> = {}) {
  return renderHook(() => useProductBadge({ product, price: 6995, compareAtPrice: 9995, location, rules }), {
    wrapper: sandboxWrapper({ clock, ...props }),
  }).result.current;
}

describe("useProductBadge with the sandbox's promo rules", () => {
  it("shows the active sale badge, 'Save N%' (floor) and its promoline for a guest", () => {
    expect(badgeOf(sale, "PLP")).toEqual({
      badge: { text: "Sale", backgroundColor: "#b3261e", foregroundColor: "#ffffff" },
      saveText: "Save 30%",
      promoline: { title: "Extra 10% off sale styles at checkout", colours: { text: "#b3261e" } },
    });
  });

  it("lets the higher-priority logged-in-only rule win for a logged-in customer", () => {
    const config = sandboxConfig({ customer: { id: "1", logged: true, signature: "sig" } });
    expect(badgeOf(sale, "PDP", { config }).badge?.text).toBe("Fit Club price");
  });

  it("ignores scheduled and expired rules; a badge without off-messaging shows no 'Save N%'", () => {
    expect(badgeOf({ ...sale, tags: [], collections: ["boots"] }, "PLP").badge).toBeNull();
    expect(badgeOf({ ...sale, tags: [], collections: ["sandals"] }, "PLP").badge).toBeNull();
    const fresh = badgeOf({ ...sale, tags: ["new"], collections: [] }, "PLP");
    expect(fresh).toMatchObject({ badge: { text: "New" }, saveText: null });
  });

  it("takes the rules from the nearest PromoRulesProvider when the hook is given none", () => {
    const Inner = sandboxWrapper({ clock });
    const wrapperWith = (provided: PromoRules) =>
      function Wrapper({ children }: { children: ReactNode }) {
        return (
          <PromoRulesProvider rules={provided}>
            <Inner>{children}</Inner>
          </PromoRulesProvider>
        );
      };
    const render = (provided: PromoRules, own?: PromoRules) =>
      renderHook(
        () => ({
          badge: useProductBadge({
            product: sale,
            price: 6995,
            compareAtPrice: 9995,
            location: "PLP",
            ...(own ? { rules: own } : {}),
          }),
          rules: usePromoRules(),
        }),
        { wrapper: wrapperWith(provided) },
      ).result.current;
    const fromProvider = render(rules);
    expect(fromProvider.rules).toBe(rules);
    expect(fromProvider.badge).toMatchObject({ badge: { text: "Sale" }, saveText: "Save 30%" });
    // The hook's own option wins over the provider's.
    expect(render(rules, { badges: [] }).badge).toEqual({ badge: null, saveText: null, promoline: null });
  });

  it("shows nothing without rules: no provider and no option", () => {
    const { result } = renderHook(
      () => ({
        badge: useProductBadge({ product: sale, price: 6995, compareAtPrice: 9995, location: "PDP" }),
        rules: usePromoRules(),
      }),
      { wrapper: sandboxWrapper({ clock }) },
    );
    expect(result.current.rules.badges).toEqual([]);
    expect(result.current.badge).toEqual({ badge: null, saveText: null, promoline: null });
  });
});
