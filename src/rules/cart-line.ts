// How a cart line names what the shopper chose (storefront §3 "Cart line item", §4 size selector):
// in the product page's words, so the bag shows the size the parent picked, not the variant's
// stored option.
import { type CartMessageCatalogue, formatMessage } from "./messages";
import {
  convertsSizeUnits,
  type SizeMetafields,
  type SizeUnit,
  sizeUnitLabel,
  variantSizeInUnit,
} from "./sizes";

/** One of a line's options as the storefront's cart answers it (`options_with_values`). */
export interface CartLineOption {
  /** The product's option name, e.g. `Size`, `Width`, `Amount`. */
  readonly name: string;
  /** The variant's value, e.g. `04.5`, `E`, `$50`. */
  readonly value: string;
}

/** What {@link cartLineChoices} reads of a line. */
export interface CartLineChoiceSource {
  /** The variant's options, in order. */
  readonly options: readonly CartLineOption[];
  /**
   * The variant's size metafields; `null` when it has none, `undefined` while not known yet (a
   * line the cart has not read whole since it was added).
   */
  readonly sizeMetafields: SizeMetafields | null | undefined;
  /** A gift card: its one option is the amount. */
  readonly giftCard: boolean;
}

/** One choice on a cart line, named and worded as the product page shows it. */
export interface CartLineChoice {
  /** What kind of choice: the size, the width, a gift card's amount, or another option. */
  readonly kind: "size" | "width" | "amount" | "option";
  /** Its name from the catalogue ('Size', 'Width', 'Amount'; another option keeps the store's name). */
  readonly name: string;
  /** What was chosen: a size in the unit ('US 5.5'), a width ('E'), an amount ('$50'). */
  readonly value: string;
  /** `name` and `value` as one phrase ('Size: US 5.5'). */
  readonly label: string;
}

/** The words {@link cartLineChoices} uses. */
export type CartLineChoiceMessages = Pick<
  CartMessageCatalogue,
  | "cartLineChoice"
  | "cartLineSizeInUnit"
  | "sizeChoice"
  | "widthChoice"
  | "amountChoice"
  | "sizeUnitUk"
  | "sizeUnitUs"
  | "sizeUnitEu"
  | "sizeUnitCm"
  | "cartLineFrom"
  | "cartLineTo"
  | "cartLineEmail"
  | "cartLineMessage"
>;

const SIZE_OPTION = /^size$/i;
const WIDTH_OPTION = /^width$/i;
// A product with one variant answers `Title: Default Title`: nothing was chosen.
const DEFAULT_TITLE = "Default Title";

/**
 * A cart line's choices as the product page words them: a shoe's size in `unit` (US unless the
 * host says otherwise) by the same rule the size selector uses (`variantSizeInUnit`), its width as
 * the width chips show it, a gift card's amount as 'Amount'. While a size's conversions are not
 * known yet (a line just added without them; the cart read brings them) the line names no choice,
 * rather than a size in the stored option's unit.
 *
 * @example
 * ```ts
 * cartLineChoices(
 *   {
 *     options: [{ name: "Size", value: "04.5" }, { name: "Width", value: "E" }],
 *     sizeMetafields: { kids_uk: "4.5", kids_us: "5.5", euro: "21", centimeter: "53.34" },
 *     giftCard: false,
 *   },
 *   "US",
 *   messages,
 * ).map((choice) => choice.label); // ["Size: US 5.5", "Width: E"]
 * ```
 */
export function cartLineChoices(
  line: CartLineChoiceSource,
  unit: SizeUnit,
  messages: CartLineChoiceMessages,
): CartLineChoice[] {
  const choice = (kind: CartLineChoice["kind"], name: string, value: string): CartLineChoice => ({
    kind,
    name,
    value,
    label: formatMessage(messages.cartLineChoice, { name, value }),
  });
  const options = line.options.filter((option) => option.value !== DEFAULT_TITLE);
  if (line.giftCard) {
    const amount = options[0];
    return amount ? [choice("amount", messages.amountChoice, amount.value)] : [];
  }
  // Sizes not known yet: show nothing for the moment rather than a size in the wrong unit.
  if (line.sizeMetafields === undefined && options.some((option) => SIZE_OPTION.test(option.name))) return [];
  return options.flatMap((option): CartLineChoice[] => {
    if (WIDTH_OPTION.test(option.name)) return [choice("width", messages.widthChoice, option.value)];
    if (!SIZE_OPTION.test(option.name)) return [choice("option", option.name, option.value)];
    if (!convertsSizeUnits(line.sizeMetafields)) return [choice("size", messages.sizeChoice, option.value)];
    const size = variantSizeInUnit(option.value, line.sizeMetafields, unit);
    const inUnit = formatMessage(messages.cartLineSizeInUnit, { unit: sizeUnitLabel(unit, messages), size });
    return [choice("size", messages.sizeChoice, inUnit)];
  });
}

/** A gift card's line properties (storefront §3 "Cart line item"), in the order a line shows them. */
export const GIFT_CARD_LINE_PROPERTIES = ["From", "To", "Email", "Message"] as const;

/** One of a gift card's line properties, named for the shopper. */
export interface CartLineGiftCardDetail {
  /** The line property it shows: `From`, `To`, `Email` or `Message`. */
  readonly property: (typeof GIFT_CARD_LINE_PROPERTIES)[number];
  /** Its name from the catalogue ('From', 'To', 'Email', 'Message'). */
  readonly name: string;
  /** What the shopper typed: a name, an email, the message (it may hold line breaks). */
  readonly value: string;
  /** `name` and `value` as one phrase ('To: Sam'). */
  readonly label: string;
}

/**
 * Who a gift card is for: its line properties From, To, Email and Message (storefront §3), in
 * that order, each named from the catalogue; a property left out (no message) or blank is not
 * shown. A line that is not a gift card has none: its properties are not the shopper's words.
 *
 * @example
 * ```ts
 * cartLineGiftCardDetails(
 *   { From: "Mum", To: "Sam", Email: "sam@example.com" },
 *   true,
 *   messages,
 * ).map((detail) => detail.label); // ["From: Mum", "To: Sam", "Email: sam@example.com"]
 * ```
 */
export function cartLineGiftCardDetails(
  properties: Readonly<Record<string, string>>,
  giftCard: boolean,
  messages: CartLineChoiceMessages,
): CartLineGiftCardDetail[] {
  if (!giftCard) return [];
  return GIFT_CARD_LINE_PROPERTIES.flatMap((property) => {
    const value = properties[property];
    const name = messages[`cartLine${property}`];
    return value
      ? [{ property, name, value, label: formatMessage(messages.cartLineChoice, { name, value }) }]
      : [];
  });
}
