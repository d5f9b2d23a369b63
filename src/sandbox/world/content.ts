import { KIDS_SHOE_SIZES, SHOE_SIZES_BY_AGE_GROUP, sizeConversion } from "./sizes";
import type { BlogPost, ContentPage } from "./world.types";

const DAY = 86_400_000;

const PAGES: readonly (readonly [handle: string, title: string, summary: string, body: string])[] = [
  [
    "faqs",
    "FAQs",
    "Answers to the questions we hear most about fitting, delivery, returns and Fit Club.",
    "How do I know my child's size? Book a free fitting in any store, or measure at home with our size guide.\n\nHow long does delivery take? Metro orders usually arrive in 2–4 business days.\n\nWhat is Fit Club? Our free loyalty programme: earn $2 for every pair you assign to a child's profile and $10 on each child's birthday.",
  ],
  [
    "book-a-fitting",
    "Book a Fitting",
    "Book a free expert fitting for the whole family at your nearest store.",
    "Our fitters measure length and width of both feet and watch your child walk before recommending a shoe.\n\nFittings take about 20 minutes. Book online, or walk in any time the store is open.",
  ],
  [
    "size-guide",
    "Size Guide",
    "Convert between UK, US, EU and centimetres for baby, toddler, younger and older kids.",
    "",
  ],
  [
    "help",
    "Help",
    "Get help with orders, your account, Fit Club rewards and assigning shoes.",
    "Can't find your order? Check Orders in your account, or contact us with your order number.\n\nMissed a purchase in store? Claim it from your account with the receipt details.",
  ],
  [
    "privacy-policy",
    "Privacy Policy",
    "How we collect, use and protect your personal information.",
    "We collect the details you give us to run your account and Fit Club membership.\n\nWe never sell your personal information. You can change your marketing preferences at any time.",
  ],
  [
    "shipping",
    "Shipping & Delivery",
    "Delivery times, costs and tracking for online orders.",
    "Standard delivery is free on orders over $100. Express delivery is available to metro areas.\n\nEvery order comes with a tracking link once it leaves our warehouse.",
  ],
  [
    "returns",
    "Returns & Exchanges",
    "Change your mind within 30 days: free exchanges in store or by post.",
    "Return unworn shoes in their original box within 30 days for a refund or exchange.\n\nSchool shoes that fail within six months of normal wear are covered by our fit guarantee.",
  ],
  [
    "about",
    "About Us",
    "A family footwear business fitting growing feet since 1982.",
    "We started with one store and a Brannock device. Today our fitters look after families across Australia.",
  ],
  [
    "fit-club",
    "Fit Club",
    "Join Fit Club for rewards on every pair, birthday treats and member offers.",
    "Create a profile for each child, assign their shoes and earn rewards.\n\nRewards expire; check your account for the dates.",
  ],
  [
    "gift-cards",
    "Gift Cards",
    "Digital gift cards from $25 to $200, delivered by email.",
    "Gift cards are valid for three years and can be used online and in store.",
  ],
  [
    "contact",
    "Contact Us",
    "Phone, email and chat: how to reach our customer care team.",
    "Call 1300 767 463, Monday to Friday 9am–5pm AEST, or email care@example.com.",
  ],
  [
    "terms-and-conditions",
    "Terms & Conditions",
    "The terms that apply to shopping with us and to Fit Club membership.",
    "By placing an order you agree to these terms. Fit Club rewards have no cash value.",
  ],
];

/**
 * The size-guide text: one row per kids' size, with foot length, UK, US and EU columns
 * (the spec's columns), grouped in the tabs Baby, Toddler, Younger and Older.
 *
 * @example
 * ```ts
 * sizeGuideText().split("\n")[0]; // "Baby"
 * ```
 */
export function sizeGuideText(): string {
  const tabs = [
    ["Baby", SHOE_SIZES_BY_AGE_GROUP.BABY],
    ["Toddler", SHOE_SIZES_BY_AGE_GROUP.TODDLER],
    ["Younger", SHOE_SIZES_BY_AGE_GROUP["3-8_YEARS"]],
    ["Older", SHOE_SIZES_BY_AGE_GROUP["8+_YEARS"]],
  ] as const;
  return tabs
    .map(([tab, sizes]) => {
      const rows = sizes.map((size) => {
        const c = sizeConversion(size);
        return `${c.centimeter} | ${c.kids_uk} | ${c.kids_us} | ${c.euro}`;
      });
      return [tab, "Foot Length (CM) | UK | US | EU", ...rows].join("\n");
    })
    .join("\n\n");
}

/**
 * The content pages: FAQs, book a fitting, size guide, help, privacy policy, shipping,
 * returns, about and a few more.
 *
 * @example
 * ```ts
 * buildPages().find((p) => p.handle === "faqs")?.url; // "/pages/faqs"
 * ```
 */
export function buildPages(): ContentPage[] {
  return PAGES.map(([handle, title, summary, body], index) => ({
    id: 90_000_000 + index + 1,
    handle,
    title,
    url: `/pages/${handle}`,
    summary,
    body: handle === "size-guide" ? `${summary}\n\n${sizeGuideText()}` : body,
  }));
}

const POSTS: readonly (readonly [
  handle: string,
  title: string,
  daysAgo: number,
  tags: string[],
  summary: string,
])[] = [
  [
    "back-to-school-fitting-tips",
    "Back to School: 5 Fitting Tips",
    20,
    ["school", "fitting"],
    "How to tell when school shoes fit, and when they no longer do.",
  ],
  [
    "how-fast-do-kids-feet-grow",
    "How Fast Do Kids' Feet Grow?",
    75,
    ["fitting"],
    "Toddlers can go up half a size every two to three months.",
  ],
  [
    "first-walkers-guide",
    "A Guide to First Walkers",
    130,
    ["baby"],
    "Soft soles, wide toes: what to look for in a first shoe.",
  ],
  [
    "caring-for-leather-school-shoes",
    "Caring for Leather School Shoes",
    210,
    ["school", "care"],
    "A weekly polish doubles the life of a school shoe.",
  ],
  [
    "sock-science",
    "Sock Science: Why Fit Matters",
    320,
    ["socks"],
    "Socks that bunch cause blisters; here is how to choose the right size.",
  ],
];

/**
 * The news blog's posts, newest first, dated back from `now`.
 *
 * @example
 * ```ts
 * buildPosts(Date.now())[0]?.url; // "/blogs/news/back-to-school-fitting-tips"
 * ```
 */
export function buildPosts(now: number): BlogPost[] {
  return POSTS.map(([handle, title, daysAgo, tags, summary], index) => ({
    id: 95_000_000 + index + 1,
    handle,
    title,
    url: `/blogs/news/${handle}`,
    author: index % 2 === 0 ? "Priya Shah" : "Tom Nguyen",
    published_at: new Date(now - daysAgo * DAY).toISOString(),
    tags,
    summary,
    body: `${summary}\n\nOur fitters measure ${KIDS_SHOE_SIZES.length} kids' sizes in half steps, in widths C to H. Visit a store or read the size guide at /pages/size-guide.`,
  }));
}
