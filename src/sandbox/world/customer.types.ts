import type {
  ChildConnection,
  CustomerSession,
  LoyaltyProfile,
  MeasurementInteraction,
} from "./profile.types";
import type { PlatformTransaction, StoreOrder, StoreTransaction } from "./purchase.types";
import type { Wishlist } from "./wishlist.types";

export type * from "./profile.types";
export type * from "./wishlist.types";

/*
 * Shapes of the demo customer's data as the loyalty API returns them (snake_case, per the
 * account-area spec's entities). Money is in dollars unless a field says cents.
 */

/** A reward definition. */
export interface RewardDefinition {
  /** Numeric id. */
  id: number;
  /** Handle, e.g. `birthday`. */
  handle: string;
  /** Reward type shown in the history. */
  name: string;
  /** What earns it. */
  description: string;
}

/** A reward. Values in dollars (the account area shows them ×100 as cents). */
export interface Reward {
  /** Numeric id. */
  id: number;
  /** What kind of reward it is. */
  definition: RewardDefinition;
  /** Value when issued, in dollars. */
  value_initial: number;
  /** Value left, in dollars. */
  value_remaining: number;
  /** Usable now: not expired and not used up (the ACTIVE tab). */
  is_active: boolean;
  /** Past its expiry date. */
  is_expired: boolean;
  /** ISO issue date. */
  issued_at: string;
  /** ISO expiry date; 21 days or fewer away means "Expiring soon". */
  expires_at: string;
  /** ISO creation date. */
  created_at: string;
}

/** Reward balance in dollars (the account area multiplies by 100 and formats as cents). */
export interface Balance {
  /** Sum of active rewards' remaining value, in dollars. */
  reward_balance: number;
  /** Points (unused by the programme, always 0). */
  point_balance: number;
  /** Always `AUD`. */
  currency: "AUD";
}

/** Name on a saved address. */
export interface AddressMeta {
  /** Recipient's first name. */
  first_name: string;
  /** Recipient's last name. */
  last_name: string;
}

/** A saved address. */
export interface Address {
  /** Numeric id. */
  id: number;
  /** First line. */
  address_line_1: string;
  /** Second line, optional. */
  address_line_2: string | null;
  /** Suburb or city. */
  city: string;
  /** State abbreviation. */
  state: string;
  /** Postcode. */
  postcode: string;
  /** Country name. */
  country: string;
  /** The primary address. */
  is_default: boolean;
  /** Recipient's name. */
  meta: AddressMeta;
  /** ISO creation date. */
  created_at: string;
}

/** The demo customer and everything the loyalty service knows about them. */
export interface DemoCustomer {
  /** Sign-in identity. */
  session: CustomerSession;
  /** The parent's profile. */
  profile: LoyaltyProfile;
  /** Children as connections. */
  children: ChildConnection[];
  /** Every child's measurements, newest first; `profile_id` says whose. */
  measurements: MeasurementInteraction[];
  /** Loyalty orders, newest first. */
  orders: StoreOrder[];
  /** Storefront platform orders, newest first. */
  platformTransactions: PlatformTransaction[];
  /** In-store transactions, newest first. */
  transactions: StoreTransaction[];
  /** Rewards, active first. */
  rewards: Reward[];
  /** Reward balance. */
  balance: Balance;
  /** Saved addresses. */
  addresses: Address[];
  /** The parent's lists, then each child's wishlist and shoe wardrobe. */
  wishlists: Wishlist[];
}
