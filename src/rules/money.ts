import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "./constants";

/**
 * The storefront's money formats: with or without decimals, and with the comma as decimal
 * separator (and the dot for grouping) instead of the Australian dot.
 */
export const MONEY_FORMATS = [
  "amount",
  "amountNoDecimals",
  "amountWithCommaSeparator",
  "amountNoDecimalsWithCommaSeparator",
] as const;

/** One of {@link MONEY_FORMATS}. */
export type MoneyFormat = (typeof MONEY_FORMATS)[number];

/** Options of {@link formatMoney}. */
export interface MoneyOptions {
  /**
   * Which format to use.
   * @default "amount"
   */
  readonly format?: MoneyFormat;
  /**
   * ISO currency code.
   * @default "AUD"
   */
  readonly currency?: string;
  /**
   * Locale of the symbol and grouping.
   * @default "en-AU"
   */
  readonly locale?: string;
}

/**
 * Converts an amount in cents to currency units.
 *
 * @example
 * ```ts
 * centsToAmount(1999); // 19.99
 * ```
 */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

// Building an Intl.NumberFormat costs far more than formatting with one, and a grid formats
// dozens of prices per render: one formatter per locale, currency and precision.
const currencyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * Formats an amount in cents as money with `Intl.NumberFormat`. Currencies other than AUD show
 * their narrow symbol ("$" rather than "USD"), matching the storefront's dollar default.
 *
 * @example
 * ```ts
 * formatMoney(123456); // "$1,234.56"
 * formatMoney(123456, { format: "amountNoDecimals" }); // "$1,235"
 * formatMoney(123456, { format: "amountWithCommaSeparator" }); // "$1.234,56"
 * ```
 */
export function formatMoney(cents: number, options: MoneyOptions = {}): string {
  const format = options.format ?? "amount";
  const decimals = format.includes("NoDecimals") ? 0 : 2;
  // The comma formats swap the separators: "." groups thousands and "," marks the decimals.
  const swap: Partial<Record<Intl.NumberFormatPartTypes, string>> = format.endsWith("CommaSeparator")
    ? { group: ".", decimal: "," }
    : {};
  return currencyFormat(options.locale ?? DEFAULT_LOCALE, options.currency ?? DEFAULT_CURRENCY, decimals)
    .formatToParts(centsToAmount(cents))
    .map((part) => swap[part.type] ?? part.value)
    .join("");
}
