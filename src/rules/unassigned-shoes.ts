import { DAY_MS, UNASSIGNED_EXPIRY_DAYS } from "./constants";
import { type DateInput, toEpochMs } from "./dates";
import { type AccountMessageCatalogue, accountRewardsMessages } from "./messages";
import { assignmentReward } from "./rewards";

/** An unassigned shoe (transaction item), as far as the rules read it. */
export interface UnassignedShoe {
  /** Transaction item id. */
  readonly id: string | number;
  /** Purchase time (ISO). */
  readonly created_at: string;
  /** Return data; a return reason code means the pair was returned. */
  readonly meta?: {
    /** Point-of-sale data. */
    readonly ap21?: {
      /** Set when the pair was returned. */
      readonly return_reason_code?: string | null;
    } | null;
  } | null;
  /** Variant id. */
  readonly product_variant_id?: string | number | null;
  /** Variant data. */
  readonly product_variant?: {
    /** Variant SKU. */
    readonly sku?: string | null;
    /** Product id. */
    readonly product_id?: string | number | null;
  } | null;
  /** Product id, when given on the item. */
  readonly product_id?: string | number | null;
}

/** The global exclusion list: products and SKUs that never earn an assignment. */
export interface ShoeExclusions {
  /** Excluded product ids. */
  readonly productIds?: readonly (string | number)[];
  /** Excluded SKUs. */
  readonly skus?: readonly string[];
}

/** Options of {@link filterUnassignedShoes}. */
export interface UnassignedShoeOptions {
  /** The current time. */
  readonly now: DateInput;
  /**
   * Days after purchase a pair still earns a reward.
   * @default 30
   */
  readonly expiryDays?: number;
  /**
   * Drop pairs older than `expiryDays`.
   * @default true
   */
  readonly filterOutExpired?: boolean;
  /**
   * Drop returned pairs.
   * @default true
   */
  readonly filterReturned?: boolean;
  /** The global exclusion list. */
  readonly exclusions?: ShoeExclusions;
}

/**
 * Whether a pair is past the reward window: bought more than `expiryDays` (default 30) days ago.
 * A pair bought exactly 30 days ago still qualifies.
 *
 * @example
 * ```ts
 * isShoeExpired({ created_at: "2024-01-01T00:00:00Z" }, "2024-02-15T00:00:00Z"); // true
 * ```
 */
export function isShoeExpired(
  shoe: Pick<UnassignedShoe, "created_at">,
  now: DateInput,
  expiryDays: number = UNASSIGNED_EXPIRY_DAYS,
): boolean {
  return toEpochMs(now) - toEpochMs(shoe.created_at) > expiryDays * DAY_MS;
}

/**
 * Whether a pair was returned (it carries a return reason code).
 *
 * @example
 * ```ts
 * isShoeReturned({ meta: { ap21: { return_reason_code: "DAMAGED" } } }); // true
 * ```
 */
export function isShoeReturned(shoe: Pick<UnassignedShoe, "meta">): boolean {
  return Boolean(shoe.meta?.ap21?.return_reason_code);
}

/**
 * Whether a pair is on the global exclusion list, by product id or SKU.
 *
 * @example
 * ```ts
 * isShoeExcluded({ id: 1, created_at: "", product_variant: { sku: "GIFT" } }, { skus: ["GIFT"] }); // true
 * ```
 */
export function isShoeExcluded(shoe: UnassignedShoe, exclusions: ShoeExclusions = {}): boolean {
  const productId = shoe.product_variant?.product_id ?? shoe.product_id;
  const sku = shoe.product_variant?.sku;
  const productIds = (exclusions.productIds ?? []).map(String);
  return (
    (productId !== null && productId !== undefined && productIds.includes(String(productId))) ||
    (sku !== null && sku !== undefined && (exclusions.skus ?? []).includes(sku))
  );
}

/**
 * The unassigned shoes to show: not expired, not returned and not excluded (the first two can be
 * switched off, as the client operation's `filterOutExpired` and `filterReturned` flags allow).
 *
 * @example
 * ```ts
 * filterUnassignedShoes([{ id: 1, created_at: "2024-01-01T00:00:00Z" }], { now: "2024-01-10T00:00:00Z" }).length; // 1
 * ```
 */
export function filterUnassignedShoes<S extends UnassignedShoe>(
  shoes: readonly S[],
  options: UnassignedShoeOptions,
): S[] {
  return shoes.filter(
    (shoe) =>
      !((options.filterOutExpired ?? true) && isShoeExpired(shoe, options.now, options.expiryDays)) &&
      !((options.filterReturned ?? true) && isShoeReturned(shoe)) &&
      !isShoeExcluded(shoe, options.exclusions),
  );
}

/** Options of {@link unassignedShoeSets}. */
export interface UnassignedShoeSetOptions {
  /** The current time (decides the reward window). */
  readonly now: DateInput;
  /**
   * Days after purchase a pair still earns a reward.
   * @default 30
   */
  readonly expiryDays?: number;
  /** The global exclusion list (the loyalty client applies the configured one already). */
  readonly exclusions?: ShoeExclusions;
}

/** The unassigned pairs split the one way every screen counts them. */
export interface UnassignedShoeSets<S extends UnassignedShoe = UnassignedShoe> {
  /**
   * Every pair that can be assigned: not returned and not excluded, however old — rewarded
   * pairs first, then older ones, each newest first. What the Assign Shoes modal lists, the
   * checklist's 'You have N shoes to assign' and the kids' banner count.
   */
  readonly assignable: readonly S[];
  /** The assignable pairs bought within the reward window: $2 each (the panel's "new" pairs). */
  readonly rewarded: readonly S[];
  /** The assignable pairs past the reward window: still assignable, no reward (§9). */
  readonly older: readonly S[];
  /** What assigning every rewarded pair earns, in dollars ($2 a pair). */
  readonly reward: number;
}

/**
 * The one rule every unassigned-shoes figure comes from (account-area §5, §9): returned and
 * excluded pairs never show; of the rest, those bought within `expiryDays` (default 30) earn $2
 * each and older ones can still be assigned without a reward. The panel, the checklist, the kids'
 * banner and the Assign Shoes modal all read these sets, so their counts and the promised reward
 * always agree, and the rewarded pairs are always among the assignable ones.
 *
 * @example
 * ```ts
 * const sets = unassignedShoeSets(items, { now: Date.now() });
 * sets.assignable.length; // 6: 'You have 6 shoes to assign'
 * sets.rewarded.length; // 4: 'Assign 4 pairs from the last 30 days to earn $8.00'
 * sets.reward; // 8
 * ```
 */
export function unassignedShoeSets<S extends UnassignedShoe>(
  shoes: readonly S[],
  options: UnassignedShoeSetOptions,
): UnassignedShoeSets<S> {
  const shown = filterUnassignedShoes(shoes, {
    now: options.now,
    filterOutExpired: false,
    filterReturned: true,
    ...(options.exclusions ? { exclusions: options.exclusions } : {}),
  });
  const expired = (shoe: S) => isShoeExpired(shoe, options.now, options.expiryDays);
  const byNewest = (a: S, b: S) => toEpochMs(b.created_at) - toEpochMs(a.created_at);
  const rewarded = shown.filter((shoe) => !expired(shoe)).sort(byNewest);
  const older = shown.filter(expired).sort(byNewest);
  return {
    assignable: [...rewarded, ...older],
    rewarded,
    older,
    reward: assignmentReward(rewarded.length),
  };
}

/** The rewards panel's case for unassigned shoes (account-area §2). */
export type UnassignedPanelCase = "none" | "onlyNew" | "oldOrders" | "noReward";

/**
 * Picks the unassigned-shoes panel case from the count of all assignable pairs and of those
 * still in the reward window: none at all hides the panel; no unexpired pairs is 'Assign shoes'
 * with no reward; equal counts is 'Only new shoes to assign'; otherwise 'Old orders with shoes to
 * assign'.
 *
 * @example
 * ```ts
 * unassignedPanelCase(3, 3); // "onlyNew"
 * unassignedPanelCase(5, 2); // "oldOrders"
 * unassignedPanelCase(4, 0); // "noReward"
 * ```
 */
export function unassignedPanelCase(allCount: number, unexpiredCount: number): UnassignedPanelCase {
  if (allCount <= 0 && unexpiredCount <= 0) return "none";
  if (unexpiredCount <= 0) return "noReward";
  return allCount === unexpiredCount ? "onlyNew" : "oldOrders";
}

/**
 * The heading of a panel case, or `null` when the panel is hidden.
 *
 * @example
 * ```ts
 * unassignedPanelTitle("onlyNew"); // "Only new shoes to assign"
 * ```
 */
export function unassignedPanelTitle(
  panelCase: UnassignedPanelCase,
  catalogue: Pick<
    AccountMessageCatalogue,
    "onlyNewShoesToAssign" | "oldOrdersWithShoesToAssign" | "assignShoes"
  > = accountRewardsMessages,
): string | null {
  switch (panelCase) {
    case "none":
      return null;
    case "onlyNew":
      return catalogue.onlyNewShoesToAssign;
    case "oldOrders":
      return catalogue.oldOrdersWithShoesToAssign;
    case "noReward":
      return catalogue.assignShoes;
  }
}

/** Value of the Assign child dropdown meaning "no assignment". */
export const NO_CHILD_ASSIGNMENT = "-1";

/** One pair assigned to one child. */
export interface ShoeAssignment {
  /** Transaction item id. */
  readonly shoeId: string;
  /** Child connection id. */
  readonly childId: string;
}

/**
 * The assignments to send from the Assign Shoes modal: entries left at -1 are skipped.
 *
 * @example
 * ```ts
 * shoeAssignments({ 11: "c1", 12: "-1" }); // [{ shoeId: "11", childId: "c1" }]
 * ```
 */
export function shoeAssignments(choices: Readonly<Record<string, string | number>>): ShoeAssignment[] {
  return Object.entries(choices)
    .filter(([, childId]) => String(childId) !== NO_CHILD_ASSIGNMENT && String(childId) !== "")
    .map(([shoeId, childId]) => ({ shoeId, childId: String(childId) }));
}
