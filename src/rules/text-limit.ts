import { INPUT_CHARACTER_LIMIT } from "./constants";
import { formatMessage, type GiftCardMessageCatalogue, giftCardMessages } from "./messages";

/** A character-limited text and its counter. */
export interface LimitedText {
  /** The text cut to the limit. */
  readonly text: string;
  /** Characters used. */
  readonly count: number;
  /** Characters left. */
  readonly remaining: number;
  /** Counter text, e.g. "12/200". */
  readonly counter: string;
}

/**
 * Cuts text to the character limit (default 200) and builds the counter. Characters are counted
 * as code points, so an emoji counts once and is never cut in half.
 *
 * @example
 * ```ts
 * limitText("Happy birthday!").counter; // "15/200"
 * limitText("abcdef", 3).text; // "abc"
 * ```
 */
export function limitText(
  input: string,
  limit: number = INPUT_CHARACTER_LIMIT,
  catalogue: Pick<GiftCardMessageCatalogue, "characterCount"> = giftCardMessages,
): LimitedText {
  const characters = Array.from(input).slice(0, Math.max(0, limit));
  const count = characters.length;
  return {
    text: characters.join(""),
    count,
    remaining: limit - count,
    counter: formatMessage(catalogue.characterCount, { count, limit }),
  };
}
