import type {
  OfferBannerType,
  OfferColour,
  OfferHorizontalPosition,
  OfferVerticalPosition,
} from "../../rules/offers";
import type { RichTextNode } from "../../rules/rich-text";

/** A checked link: text and a target on the shop or an allow-listed host. */
export interface OfferLink {
  /** The link's text. */
  readonly text: string;
  /** Its target. */
  readonly href: string;
}

/** One panel of a banner (a split banner has two), ready to render. */
export interface OfferPanelView {
  /** React key. */
  readonly key: string;
  /** Heading, or `null`. */
  readonly title: string | null;
  /** The body, sanitised: render these nodes as elements and text, never as HTML. */
  readonly body: readonly RichTextNode[];
  /** The body as plain text. */
  readonly bodyText: string;
  /** The image, or `null`. */
  readonly image: { readonly src: string; readonly alt: string } | null;
  /** The call to action, or `null` when it has none or its URL is not allowed. */
  readonly cta: OfferLink | null;
  /** Where the text sits. */
  readonly vertical: OfferVerticalPosition;
  /** Where the text sits. */
  readonly horizontal: OfferHorizontalPosition;
  /** Text colour (always readable on the background). */
  readonly textColour: OfferColour;
  /** Background colour. */
  readonly background: OfferColour;
  /**
   * Class names for the panel: `{prefix}-panel`, `{prefix}-panel--y-{vertical}`,
   * `{prefix}-panel--x-{horizontal}`, `{prefix}-text--{colour}`, `{prefix}-bg--{colour}`, and
   * `{prefix}-panel--with-image` when it has an image.
   */
  readonly className: string;
}

/** A banner, ready to render. */
export interface OfferBannerView {
  /** React key. */
  readonly key: string;
  /** Its type. */
  readonly type: OfferBannerType;
  /** The banner's name for a landmark or a list item: its title, or its first side's. */
  readonly label: string;
  /** One panel, or two for a split banner (left then right). */
  readonly panels: readonly OfferPanelView[];
  /** The callback link, or `null` when it has none or its URL is not allowed. */
  readonly link: string | null;
  /** Class names: `{prefix}-banner` and `{prefix}-banner--full|split|image`. */
  readonly className: string;
}
