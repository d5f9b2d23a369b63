import { formatMessage, messages } from "solekit/rules";
import { storefrontMessages } from "../../src/rules/messages";
import { accountMessages } from "../../src/rules/messages-account";
import { searchMessages } from "../../src/rules/messages-search";
import { shopMessages } from "../../src/rules/messages-shop";
import { signInMessages } from "../../src/rules/messages-sign-in";

const templates: readonly string[] = Object.values(messages);

/** Whether some catalogue template, filled with `params`, gives exactly `text`. */
const catalogueSays = (text: string, params: Record<string, string | number> = {}) =>
  templates.some((template) => formatMessage(template, params) === text);

describe("every string the storefront spec quotes is in the catalogue", () => {
  it.each<[string, Record<string, string | number>?]>([
    ["Showing 24 results for boot", { count: 24, query: "boot" }],
    ["No results for boot", { query: "boot" }],
    ["Sorry we couldn't find what you were looking for"],
    ["Check your spelling, try another search or browse our popular products and collections below."],
    ["Search our range of products"],
    ["Search for products, ranges and more"],
    ["Clear"],
    ["Close"],
    ["Popular searches"],
    ["Suggested Searches"],
    ["Pages"],
    ["Products"],
    ["View 42 products", { count: 42 }],
    [
      "No results found for snekers, showing results for sneakers instead",
      { query: "snekers", corrected: "sneakers" },
    ],
    ["Search for sale?", { slug: "sale" }],
    ["Please try another search"],
    ["Sort By"],
    ["Sort"],
    ["Filters"],
    ["Cancel"],
    ["View 12 Results", { count: 12 }],
    ["Apply Filters"],
    ["Filter and sort"],
    ["Load More"],
    ["Load Previous"],
    ["36 results", { count: 36 }],
    ["Clear All"],
    ["View all"],
    ["Select Size"],
    ["Out of Stock"],
    ["Notify me when US 9 is back", { variant: "US 9" }],
    ["Sender Name is required"],
    ["Recipient Name is required"],
    ["Recipient Email is required"],
    ["Recipient Email is invalid"],
    ["Email Address can not be blank."],
    ["Please enter in a valid email."],
    ["Delegation not enabled"],
    ["Failed to get token for delegate type"],
    ["Response data empty."],
    ["Error submitting form, please try again or contact support"],
    ["Invalid email"],
    ["Invalid form key"],
    ["Save 30%", { percent: 30 }],
    ["0-12 Months"],
    ["1-3 Years"],
    ["3-8 Years"],
    ["8+ Years"],
    ["Adult"],
    ["Baby"],
    ["Toddler"],
    ["3-8 Yrs"],
    ["8+ Yrs"],
    ["Younger"],
    ["Older"],
    ["Foot Length (CM)"],
    ["UK"],
    ["US"],
    ["EU"],
    ["CM"],
  ])("%s", (text, params) => {
    expect(catalogueSays(text, params)).toBe(true);
  });
});

describe("every string the account-area spec quotes is in the catalogue", () => {
  it.each<[string, Record<string, string | number>?]>([
    ["404: gifts Not found.", { path: "gifts" }],
    ["Dashboard"],
    ["Profile"],
    ["Kids' profiles"],
    ["My Rewards"],
    ["Member offers"],
    ["Fitting appointments"],
    ["Orders"],
    ["Addresses"],
    ["Wishlist"],
    ["Menu"],
    ["Logout"],
    ["Rewards: $20.00", { amount: "$20.00" }],
    ["2/3 completed", { completed: 2, total: 3 }],
    ["Add"],
    ["Completed"],
    ["view full profile"],
    ["Sam's Wishlist", { name: "Sam" }],
    ["Fit Club"],
    ["Step 3 of 5", { step: 3, total: 5 }],
    ["Back"],
    ["Exit"],
    ["Need help?"],
    ["Load more"],
    ["Start shopping"],
    ["Assign shoes"],
    ["You have 3 shoes to assign", { count: 3 }],
    ["You have 1 shoe to assign"],
    ["Add birthday"],
    ["Only new shoes to assign"],
    ["Old orders with shoes to assign"],
    ["Expiring soon"],
    ["Active"],
    ["Expired"],
    ["2 of 5", { page: 2, pages: 5 }],
    ["Assign child"],
    ["Book an expert fitting"],
    ["Learn more"],
    ["Completed orders"],
    ["Pending orders"],
    ["View order"],
    ["No pending orders.", { type: "pending" }],
    ["No completed orders.", { type: "completed" }],
    ["Create wishlist"],
    ["Edit"],
    ["Add items to bag"],
    ["Your Wishlist is empty"],
    ["Something went wrong."],
    ["Edit Item"],
    ["Update wishlist"],
    ["Notify me when 8 is back", { variant: "8" }],
    ["Save"],
    ["Delete wishlist"],
    ["Select size"],
    ["Next"],
    ["Add to wishlist"],
    ["Transaction Created"],
    ["Show older entries"],
    ["My First Wishlist"],
    ["Error: Timed out", { message: "Timed out" }],
    ["Set as primary address"],
    ["Wishlist name is required for new list"],
    ["Please select both shoe size and width."],
    ["Failed to update profile tags"],
    ["Invalid wishlist data format"],
    ["Failed to process wishlist items"],
    ["Failed to create new wishlist"],
    ["Invalid wishlist response"],
    ["Failed to add items to wishlist"],
    ["Failed to update profile tags after wishlist sync"],
    ["Omneo client is required"],
    ["Wishlists must be an array"],
    ["Product ID is required"],
    ["Variant ID is required"],
    ["Response data empty."],
    ["Invalid form key"],
    ["Error submitting form, please try again or contact support"],
    ["Invalid email"],
  ])("%s", (text, params) => {
    expect(catalogueSays(text, params)).toBe(true);
  });
});

describe("the catalogue", () => {
  it("has no key in both halves, so neither silently overrides the other", () => {
    const shared = Object.keys(storefrontMessages).filter((key) => Object.hasOwn(accountMessages, key));
    expect(shared).toEqual([]);
  });

  it("splits the storefront half into search, shop and sign-in parts with no key in two of them", () => {
    const parts = [searchMessages, shopMessages, signInMessages].map((part) => Object.keys(part));
    const all = parts.flat();
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
    expect(new Set(all)).toEqual(new Set(Object.keys(storefrontMessages)));
  });

  it("has no empty template", () => {
    for (const template of templates) expect(template.trim()).not.toBe("");
  });
});

describe("formatMessage", () => {
  it.each([
    ["Save {percent}%", { percent: 20 }, "Save 20%"],
    ["{a} and {b}", { a: "x", b: "y" }, "x and y"],
    ["{a}{a}", { a: 1 }, "11"],
    ["Hello {name}", {}, "Hello {name}"],
    ["{toString} stays", {}, "{toString} stays"],
    ["No slots", { a: 1 }, "No slots"],
    ["{n}", { n: 0 }, "0"],
  ])("fills %j with %j as %j", (template, params, text) => {
    expect(formatMessage(template, params)).toBe(text);
  });
});
