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
  return new Intl.NumberFormat(options.locale ?? DEFAULT_LOCALE, {
    style: "currency",
    currency: options.currency ?? DEFAULT_CURRENCY,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .formatToParts(centsToAmount(cents))
    .map((part) => swap[part.type] ?? part.value)
    .join("");
}
