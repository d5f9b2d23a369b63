import { type PromoProduct, type PromoRules, productBadge } from "solekit/rules";

const product: PromoProduct = { id: 101, handle: "trail-runner", tags: ["sale"], collections: ["kids"] };
const now = "2024-06-15T00:00:00Z";
const rules: PromoRules = {
  badges: [
    {
      tags: ["sale"],
      badge: { text: "Sale", backgroundColor: { value: "#c00" }, off_messaging: ["PLP"] },
      conditions: { priority: 2 },
    },
    {
      tags: ["sale"],
      badge: { text: "Members", off_messaging: ["PLP", "PDP"] },
      user_scope: "Logged In Customers",
      conditions: { priority: 9 },
    },
  ],
  promolines: [{ tags: ["sale"], title: "Extra 10% off in store", colours: { text: "#c00" } }],
};

describe("productBadge: what useProductBadge shows, without React (storefront §3, §9)", () => {
  it("gives a guest the winning badge's look, 'Save N%' where the badge lists the location, and the promoline", () => {
    expect(
      productBadge(
        { product, price: 7000, compareAtPrice: 10000, location: "PLP", rules },
        { now, loggedIn: false },
      ),
    ).toEqual({
      badge: { text: "Sale", backgroundColor: "#c00", foregroundColor: null },
      saveText: "Save 30%",
      promoline: { title: "Extra 10% off in store", colours: { text: "#c00" } },
    });
  });

  it("shows no 'Save N%' where the badge does not list the location", () => {
    const shown = productBadge(
      { product, price: 7000, compareAtPrice: 10000, location: "PDP", rules },
      { now, loggedIn: false },
    );
    expect(shown.badge?.text).toBe("Sale");
    expect(shown.saveText).toBeNull();
  });

  it("lets a member's rule win for a member, and reads nothing when no rule targets the product", () => {
    const context = { now, loggedIn: true };
    expect(
      productBadge({ product, price: 7000, compareAtPrice: null, location: "PDP", rules }, context).badge
        ?.text,
    ).toBe("Members");
    expect(
      productBadge(
        { product: { ...product, tags: [] }, price: 7000, compareAtPrice: 10000, location: "PLP", rules },
        context,
      ),
    ).toEqual({ badge: null, saveText: null, promoline: null });
  });
});
