import type { World } from "../world";
import { normaliseQuery } from "./tokenize";
import type { ContentBody } from "./wire";

/** A merchandising campaign: content shown when a query, collection or landing page matches. */
interface Campaign {
  /** Effective query (after correction) that triggers it, normalised. */
  query?: string;
  /** Collection grid (`bgfilter.collection_handle`) that triggers it. */
  collection?: string;
  /** Landing-page tag that triggers it. */
  tag?: string;
  header?: string[];
  banner?: string[];
  footer?: string[];
  /** Inline blocks and their 0-based grid position. */
  inline?: { index: number; html: string }[];
}

const block = (kind: string, text: string, href?: string) =>
  `<div class="ss-merch ss-merch--${kind}"><p>${text}</p>${href ? `<a href="${href}">Shop now</a>` : ""}</div>`;

/** Campaigns of the sandbox's merchandiser. */
export const CAMPAIGNS: readonly Campaign[] = [
  {
    query: "sneakers",
    banner: [
      block("banner", "Fresh kicks for every kid: new sneakers every week.", "/collections/new-arrivals"),
    ],
    inline: [
      {
        index: 2,
        html: block("inline", "Free fitting with every pair of sneakers.", "/pages/book-a-fitting"),
      },
    ],
  },
  {
    query: "boots",
    header: [block("header", "Boot season is here: water-resistant boots for wet days.")],
    footer: [block("footer", "Not sure of the size? Read our size guide.", "/pages/size-guide")],
  },
  {
    query: "socks",
    inline: [{ index: 5, html: block("inline", "Bundle and save: 3 packs for the price of 2.") }],
  },
  {
    collection: "sale",
    header: [block("header", "Sale: up to 50% off selected styles while stocks last.")],
  },
  {
    tag: "back-to-school",
    header: [block("header", "Back to school: fitted school shoes with our fit guarantee.")],
    banner: [block("banner", "Book a school-shoe fitting in store.", "/pages/book-a-fitting")],
  },
];

/**
 * Landing pages (`tag`): a merchandiser's page that lists a collection under its own campaign.
 * An unknown tag changes nothing, as on the real service.
 */
export const LANDING_PAGES: Readonly<Record<string, { collection: string }>> = {
  "back-to-school": { collection: "school-shoes" },
  summer: { collection: "sandals" },
};

/**
 * The landing page of a tag, if the merchandiser made one.
 *
 * @example
 * ```ts
 * landingPage("back-to-school"); // { collection: "school-shoes" }
 * ```
 */
export function landingPage(tag: string | undefined): { collection: string } | undefined {
  return tag && Object.hasOwn(LANDING_PAGES, tag) ? LANDING_PAGES[tag] : undefined;
}

/**
 * Where a query redirects (`merchandising.redirect`), from the world's redirect rules.
 *
 * @example
 * ```ts
 * redirectFor(world, "Gift Card"); // "/products/gift-card"
 * ```
 */
export function redirectFor(world: World, query: string): string | null {
  const wanted = normaliseQuery(query);
  if (!wanted) return null;
  return world.merchandising.redirects.find((r) => r.query === wanted)?.url ?? null;
}

/**
 * The merchandiser's correction of a common misspelling, from the world's rules.
 *
 * @example
 * ```ts
 * curatedCorrection(world, "Sandles"); // "sandals"
 * ```
 */
export function curatedCorrection(world: World, query: string): string | null {
  const wanted = normaliseQuery(query);
  return world.merchandising.corrections.find((c) => c.query === wanted)?.correction ?? null;
}

/** What a campaign is matched against. */
export interface CampaignContext {
  /** The query searched (after correction). */
  query: string;
  /** The collection grid, if any. */
  collection?: string | undefined;
  /** The landing-page tag, if any. */
  tag?: string | undefined;
  /** 0-based positions of the first and one past the last result on this page. */
  pageRange: [number, number];
}

/**
 * The merchandising content for a request: every matching campaign's header, banner and footer
 * blocks, and the inline blocks whose position falls on the page being served.
 *
 * @example
 * ```ts
 * merchandisingContent({ query: "sneakers", pageRange: [0, 24] }).inline[0]?.config.position.index; // 2
 * ```
 */
export function merchandisingContent(context: CampaignContext): Required<ContentBody> {
  const query = normaliseQuery(context.query);
  const content: Required<ContentBody> = { header: [], banner: [], footer: [], left: [], inline: [] };
  for (const campaign of CAMPAIGNS) {
    const matches =
      (campaign.query !== undefined && campaign.query === query) ||
      (campaign.collection !== undefined && campaign.collection === context.collection) ||
      (campaign.tag !== undefined && campaign.tag === context.tag);
    if (!matches) continue;
    content.header.push(...(campaign.header ?? []));
    content.banner.push(...(campaign.banner ?? []));
    content.footer.push(...(campaign.footer ?? []));
    for (const { index, html } of campaign.inline ?? []) {
      if (index >= context.pageRange[0] && index < context.pageRange[1]) {
        content.inline.push({ value: html, config: { position: { index } } });
      }
    }
  }
  return content;
}
