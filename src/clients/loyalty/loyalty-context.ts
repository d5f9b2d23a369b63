import type { AccountMessageCatalogue } from "../../rules/messages";
import type { ShoeExclusions } from "../../rules/unassigned-shoes";
import type { Clock, StorageAdapter } from "../../runtime";
import type { Http } from "../http";
import type { LoyaltyTransport } from "./loyalty-transport";

/** The catalogue entries the loyalty calls' own errors read. */
export type LoyaltyMessages = Pick<
  AccountMessageCatalogue,
  | "somethingWentWrong"
  | "delegationNotEnabled"
  | "delegateTokenMissing"
  | "productIdRequired"
  | "variantIdRequired"
  | "measurementIncomplete"
>;

/** What every group of loyalty calls works with. Internal to the loyalty client. */
export interface LoyaltyContext {
  /** The loyalty API at `{apiBaseUrl}/api`, with the bearer ID token. */
  api: LoyaltyTransport;
  /** The ID API at `{idApiUrl}/api/v1`, with the bearer ID token. */
  idApi: LoyaltyTransport;
  /** The storefront's own host, no credentials (the shoe-tag name). */
  shop: Http;
  /** Local storage (the wallet pass cache). */
  storage: StorageAdapter;
  /** The time (unassigned shoes' reward window). */
  clock: Clock;
  /** Messages for argument and delegation errors. */
  messages: LoyaltyMessages;
  /** The global list of products and SKUs that never earn an assignment reward. */
  exclusions: ShoeExclusions;
  /** Path of the random shoe-tag name on the storefront's host. */
  shoeTagNamePath: string;
}
