import { isValidEmail } from "./email";
import { type BackInStockMessageCatalogue, backInStockMessages } from "./messages";

/**
 * Validates the back-in-stock email box: blank (or only spaces) and malformed addresses get the
 * spec's messages; a valid address gives `null`.
 *
 * @example
 * ```ts
 * validateBackInStockEmail(""); // "Email Address can not be blank."
 * validateBackInStockEmail("sam@"); // "Please enter in a valid email."
 * ```
 */
export function validateBackInStockEmail(
  email: string,
  catalogue: Pick<
    BackInStockMessageCatalogue,
    "backInStockEmailBlank" | "backInStockEmailInvalid"
  > = backInStockMessages,
): string | null {
  if (!email.trim()) return catalogue.backInStockEmailBlank;
  if (!isValidEmail(email)) return catalogue.backInStockEmailInvalid;
  return null;
}

/** The first error of a failed back-in-stock subscription, as far as it could be read. */
export interface BackInStockError {
  /** Provider error code, e.g. `variant_not_found` or `invalid`. */
  readonly code?: string;
  /** Provider error text. */
  readonly message?: string;
}

/**
 * The message for a failed back-in-stock subscription (storefront §8). Returns `null` for a
 * network failure (`undefined` error), which the spec keeps silent, and for an unreadable error
 * with no message.
 *
 * @example
 * ```ts
 * backInStockErrorMessage({ code: "invalid" }); // "Invalid email"
 * backInStockErrorMessage({ code: "throttled", message: "Slow down" }); // "Slow down"
 * backInStockErrorMessage(undefined); // null
 * ```
 */
export function backInStockErrorMessage(
  error: BackInStockError | undefined,
  catalogue: Pick<
    BackInStockMessageCatalogue,
    "backInStockVariantNotFound" | "backInStockInvalidEmail"
  > = backInStockMessages,
): string | null {
  if (!error) return null;
  if (error.code === "variant_not_found") return catalogue.backInStockVariantNotFound;
  if (error.code === "invalid") return catalogue.backInStockInvalidEmail;
  return error.message || null;
}

/** The subscription body of the back-in-stock provider (JSON:API). */
export interface BackInStockSubscription {
  /** The resource. */
  readonly data: {
    /** Resource type. */
    readonly type: "back-in-stock-subscription";
    /** Who subscribes, and how. */
    readonly attributes: {
      /** The subscriber's profile. */
      readonly profile: {
        /** Profile resource. */
        readonly data: {
          /** Resource type. */
          readonly type: "profile";
          /** Profile fields. */
          readonly attributes: {
            /** Subscriber email, trimmed. */
            readonly email: string;
          };
        };
      };
      /** Always EMAIL. */
      readonly channels: readonly ["EMAIL"];
    };
    /** What is subscribed to. */
    readonly relationships: {
      /** The variant. */
      readonly variant: {
        /** Variant resource. */
        readonly data: {
          /** Resource type. */
          readonly type: "catalog-variant";
          /** Default-platform catalogue variant id. */
          readonly id: string;
        };
      };
    };
  };
}

/**
 * The subscription body the back-in-stock provider expects: the profile email, channel EMAIL and
 * the variant as a default-platform catalogue variant id.
 *
 * @example
 * ```ts
 * backInStockSubscription("sam@example.com", "4242").data.relationships.variant.data.id;
 * // "$shopify:::$default:::4242"
 * ```
 */
export function backInStockSubscription(email: string, variantId: string | number): BackInStockSubscription {
  return {
    data: {
      type: "back-in-stock-subscription",
      attributes: {
        profile: { data: { type: "profile", attributes: { email: email.trim() } } },
        channels: ["EMAIL"],
      },
      relationships: {
        variant: { data: { type: "catalog-variant", id: `$shopify:::$default:::${variantId}` } },
      },
    },
  };
}
