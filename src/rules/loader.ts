import { formatMessage, type ShopMessageCatalogue, shopMessages } from "./messages";

/** The async loader's states (account-area §4). */
export type LoaderState = "ready" | "running" | "success" | "error";

/**
 * The async loader's error line.
 *
 * @example
 * ```ts
 * loaderErrorText("Timed out"); // "Error: Timed out"
 * ```
 */
export function loaderErrorText(message: string, catalogue: ShopMessageCatalogue = shopMessages): string {
  return formatMessage(catalogue.loaderError, { message });
}
