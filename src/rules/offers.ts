// Member offers: the global banner list's fields and values (account-area §3 Banner), read
// leniently because they come from a merchant's content settings.

/** The banner types of the offers list (account-area §3 Banner). */
export const OFFER_BANNER_TYPES = ["full_banner", "split_banner", "image_banner"] as const;

/** One of {@link OFFER_BANNER_TYPES}. */
export type OfferBannerType = (typeof OFFER_BANNER_TYPES)[number];

/** The colours a banner's text and background take (account-area §3 Banner). */
export const OFFER_COLOURS = [
  "white",
  "black",
  "blue",
  "sale",
  "green",
  "violet",
  "yellow",
  "palepink",
  "paleblue",
] as const;

/** One of {@link OFFER_COLOURS}. */
export type OfferColour = (typeof OFFER_COLOURS)[number];

/** Where a banner's text sits vertically. */
export type OfferVerticalPosition = "top" | "center" | "bottom";

/** Where a banner's text sits horizontally. */
export type OfferHorizontalPosition = "left" | "center" | "right";

/** A call to action as the banner list gives it. */
export interface OfferBannerCta {
  /** The link's text. */
  readonly title?: string | null;
  /** Where it leads: the shop's own pages or an allow-listed host, else it is dropped. */
  readonly url?: string | null;
}

/**
 * What a banner, or one side of a split banner, shows. Values come from a merchant's content
 * settings, so they are read leniently: an unknown colour or position falls back to the default.
 */
export interface OfferBannerContent {
  /** Heading. */
  readonly title?: string | null;
  /** Rich text (HTML); sanitised before it renders. */
  readonly body?: string | null;
  /** Image URL (http(s) or a same-site path). */
  readonly image?: string | null;
  /** The image's text alternative; empty when it is decorative. @default "" */
  readonly image_alt?: string | null;
  /** Call to action. */
  readonly cta?: OfferBannerCta | null;
  /**
   * Where the text sits: `top`, `center` or `bottom` with `left`, `center` or `right`, e.g.
   * `"top_left"`, `"bottom-right"`, `"center"`. @default "center_center"
   */
  readonly text_position?: string | null;
  /** Text colour, one of {@link OFFER_COLOURS}. @default "black" (or "white" on a dark background) */
  readonly text_colour?: string | null;
  /** Background colour, one of {@link OFFER_COLOURS}. @default "white" */
  readonly background?: string | null;
}

/** A banner of the global offers list (account-area §3 Banner). */
export interface OfferBanner extends OfferBannerContent {
  /** Stable id, if the list has one (the list position otherwise). */
  readonly id?: string | number | null;
  /** `full_banner`, `split_banner` or `image_banner`; other types are skipped. */
  readonly type: string;
  /** A split banner's left side. */
  readonly left?: OfferBannerContent | null;
  /** A split banner's right side. */
  readonly right?: OfferBannerContent | null;
  /** Where the whole banner leads (an image banner's link), checked as the CTA is. */
  readonly callback_link?: string | null;
}

/** Backgrounds white text reads on; every other colour takes black text. */
export const DARK_OFFER_COLOURS: readonly OfferColour[] = ["black", "blue", "sale", "green", "violet"];

const isColour = (value: string): value is OfferColour => OFFER_COLOURS.some((colour) => colour === value);
const isDark = (colour: OfferColour) => DARK_OFFER_COLOURS.includes(colour);

/**
 * A colour name as the list writes it (`"Pale Pink"`, `"pale-blue"`, `"SALE"`), or `null` when it
 * is none of {@link OFFER_COLOURS}.
 *
 * @example
 * ```ts
 * offerColour("Pale Pink"); // "palepink"
 * offerColour("teal"); // null
 * ```
 */
export function offerColour(value: string | null | undefined): OfferColour | null {
  const name = (value ?? "").toLowerCase().replace(/[\s_-]+/g, "");
  return isColour(name) ? name : null;
}

/**
 * Reads a text position — `top`, `center` (or `centre`, `middle`) or `bottom` crossed with
 * `left`, `center` or `right`, joined by `_`, `-` or a space; one word means the other axis is
 * centred. Anything else is centred both ways.
 *
 * @example
 * ```ts
 * offerTextPosition("top_left"); // { vertical: "top", horizontal: "left" }
 * offerTextPosition("right"); // { vertical: "center", horizontal: "right" }
 * ```
 */
export function offerTextPosition(value: string | null | undefined): {
  vertical: OfferVerticalPosition;
  horizontal: OfferHorizontalPosition;
} {
  const words = (value ?? "")
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (word === "centre" || word === "middle" ? "center" : word));
  const [first, second] = words;
  const verticals = ["top", "center", "bottom"] as const;
  const horizontals = ["left", "center", "right"] as const;
  const vertical = verticals.find((v) => v === first);
  const horizontal = horizontals.find((h) => h === (words.length === 1 ? first : second));
  if (words.length === 2 && vertical && horizontal) return { vertical, horizontal };
  if (words.length === 1 && (first === "left" || first === "right")) {
    return { vertical: "center", horizontal: first };
  }
  if (words.length === 1 && vertical) return { vertical, horizontal: "center" };
  return { vertical: "center", horizontal: "center" };
}

/**
 * The text colour a banner shows: the one asked for when it reads on the background (a light
 * colour on a dark background or the other way round), else black on a light background and
 * white on a dark one, so no banner ends up unreadable.
 *
 * @example
 * ```ts
 * readableTextColour("yellow", "violet"); // "yellow"
 * readableTextColour("white", "yellow"); // "black"
 * ```
 */
export function readableTextColour(asked: OfferColour | null, background: OfferColour): OfferColour {
  const fallback: OfferColour = isDark(background) ? "white" : "black";
  if (!asked) return fallback;
  return isDark(asked) !== isDark(background) ? asked : fallback;
}
