import {
  OFFER_BANNER_TYPES,
  type OfferBanner,
  type OfferBannerContent,
  type OfferBannerType,
  offerColour,
  offerTextPosition,
  readableTextColour,
} from "../../rules/offers";
import { isAllowedRedirect, type RedirectPolicy } from "../../rules/redirects";
import { parseRichText, richTextToPlain, safeHref } from "../../rules/rich-text";
import type { OfferBannerView, OfferLink, OfferPanelView } from "./offers.types";

/** Options of {@link offerBanners}. */
export interface OfferBannersOptions {
  /** Where CTA and callback links may lead (`isAllowedRedirect`): the shop and allow-listed hosts. */
  readonly policy: RedirectPolicy;
  /** First part of every class name. @default "offer" */
  readonly classPrefix?: string;
}

const isType = (value: string): value is OfferBannerType => OFFER_BANNER_TYPES.some((type) => type === value);
const text = (value: string | null | undefined) => value?.trim() || null;

// An image source: a same-site path or an http(s) URL; never `javascript:` or `data:`.
function imageSrc(value: string | null | undefined): string | null {
  const href = safeHref(value ?? "");
  return href && !/^(mailto|tel):/i.test(href) ? href : null;
}

function allowedLink(url: string | null | undefined, policy: RedirectPolicy): string | null {
  const href = text(url);
  return href && isAllowedRedirect(href, policy) ? href : null;
}

function cta(content: OfferBannerContent, policy: RedirectPolicy): OfferLink | null {
  const title = text(content.cta?.title);
  const href = allowedLink(content.cta?.url, policy);
  return title && href ? { text: title, href } : null;
}

function panel(
  content: OfferBannerContent,
  key: string,
  options: Required<OfferBannersOptions>,
): OfferPanelView | null {
  const body = parseRichText(content.body ?? "");
  const src = imageSrc(content.image);
  const title = text(content.title);
  const link = cta(content, options.policy);
  const bodyText = richTextToPlain(body).trim();
  if (!title && !bodyText && !src && !link) return null;
  const { vertical, horizontal } = offerTextPosition(content.text_position);
  const background = offerColour(content.background) ?? "white";
  const textColour = readableTextColour(offerColour(content.text_colour), background);
  const p = options.classPrefix;
  return {
    key,
    title,
    body: bodyText ? body : [],
    bodyText,
    image: src ? { src, alt: text(content.image_alt) ?? "" } : null,
    cta: link,
    vertical,
    horizontal,
    textColour,
    background,
    className: [
      `${p}-panel`,
      `${p}-panel--y-${vertical}`,
      `${p}-panel--x-${horizontal}`,
      `${p}-text--${textColour}`,
      `${p}-bg--${background}`,
      ...(src ? [`${p}-panel--with-image`] : []),
    ].join(" "),
  };
}

/**
 * Turns the global banner list into banners ready to render (account-area §2 Offers, §3 Banner):
 * full, split (left and right sides) and image banners; the text position as class names; colours
 * read leniently and kept readable; rich text sanitised into nodes (`parseRichText`: no scripts,
 * no event attributes, only safe links); CTA and callback links kept only when they lead to the
 * shop or an allow-listed host (`isAllowedRedirect`). Banners of another type, or with nothing to
 * show, are skipped.
 *
 * @example
 * ```ts
 * const policy = { shopDomain: "shop.example.com", origin: "https://shop.example.com", redirectHosts: [] };
 * const [banner] = offerBanners(
 *   [{ type: "full_banner", title: "Double rewards", body: "<p>This weekend <img src=x onerror=alert(1)></p>",
 *      text_position: "bottom_left", background: "violet", cta: { title: "Shop now", url: "/collections/school" } }],
 *   { policy },
 * );
 * banner.panels[0].className; // "offer-panel offer-panel--y-bottom offer-panel--x-left offer-text--white offer-bg--violet"
 * banner.panels[0].bodyText; // "This weekend"
 * ```
 */
export function offerBanners(
  banners: readonly OfferBanner[],
  options: OfferBannersOptions,
): OfferBannerView[] {
  const resolved = { policy: options.policy, classPrefix: options.classPrefix ?? "offer" };
  const p = resolved.classPrefix;
  const views: OfferBannerView[] = [];
  banners.forEach((banner, index) => {
    const type = (banner.type ?? "").trim().toLowerCase();
    if (!isType(type)) return;
    const key = String(banner.id ?? `banner-${index}`);
    const panels = (
      type === "split_banner"
        ? [
            panel(banner.left ?? {}, `${key}-left`, resolved),
            panel(banner.right ?? {}, `${key}-right`, resolved),
          ]
        : [panel(banner, `${key}-main`, resolved)]
    ).filter((view): view is OfferPanelView => view !== null);
    if (panels.length === 0) return;
    views.push({
      key,
      type,
      label: text(banner.title) ?? panels.find((view) => view.title)?.title ?? panels[0]?.image?.alt ?? "",
      panels,
      link: allowedLink(banner.callback_link, resolved.policy),
      className: `${p}-banner ${p}-banner--${type.replace("_banner", "")}`,
    });
  });
  return views;
}
