import type { LoyaltyReward, TransactionItem } from "../../clients/loyalty";
import { type AccountRouteInput, accountHref } from "../../rules/account-route";
import { type ChecklistItem, checklistProgressText, signUpChecklist } from "../../rules/checklist";
import { type ChildBirthday, lacksBirthday } from "../../rules/child";
import { REWARD_PER_PAIR_DOLLARS, UNASSIGNED_EXPIRY_DAYS } from "../../rules/constants";
import { type DateInput, formatDate, toEpochMs } from "../../rules/dates";
import { type AccountRewardsMessageCatalogue, formatMessage } from "../../rules/messages";
import type { MoneyOptions } from "../../rules/money";
import { formatLoyaltyValue, rewardStatus } from "../../rules/rewards";
import { unassignedPanelCase, unassignedPanelTitle, unassignedShoeSets } from "../../rules/unassigned-shoes";
import type {
  DashboardChecklist,
  DashboardChecklistItem,
  DashboardMessages,
  KidsProfilePrompt,
  MemberOffersLink,
  RewardsSummary,
  UnassignedShoePreview,
  UnassignedShoesSummary,
} from "./dashboard.types";

/** How many unassigned pairs the dashboard panel pictures. */
export const UNASSIGNED_PREVIEW_COUNT = 3;

const FIT_CLUB: AccountRouteInput = { section: "fit-club" };

const linkTo = (route: AccountRouteInput) => ({ route, href: accountHref(route) });

/**
 * The kids-profile prompt while the customer has no children, else `null`. It links to the
 * new-profile form (`section=kids-profiles&child=new`).
 *
 * @example
 * ```ts
 * kidsProfilePrompt([], accountMessages)?.href; // "/account?section=kids-profiles&child=new"
 * kidsProfilePrompt(children, accountMessages); // null when there is at least one
 * ```
 */
export function kidsProfilePrompt(
  children: readonly unknown[],
  catalogue: DashboardMessages,
  money: MoneyOptions = {},
): KidsProfilePrompt | null {
  if (children.length > 0) return null;
  return {
    title: catalogue.kidsPromptTitle,
    text: formatMessage(catalogue.kidsPromptText, {
      amount: formatLoyaltyValue(REWARD_PER_PAIR_DOLLARS, { ...money, format: "amountNoDecimals" }),
    }),
    linkText: catalogue.kidsPromptLink,
    ...linkTo({ section: "kids-profiles", child: { kind: "new" } }),
  };
}

/** What {@link rewardsSummary} reads. */
export interface RewardsSummaryInput {
  /** `reward_balance` from the balances, in dollars. */
  readonly balance: number;
  /** Every reward (active and past). */
  readonly rewards: readonly LoyaltyReward[];
  /** The current time (decides 'Expiring soon'). */
  readonly now: DateInput;
}

/**
 * The rewards panel: the balance shown ×100 as currency, the count of active rewards and of
 * those expiring within 21 days, the active reward that expires first, and the link to My Rewards.
 *
 * @example
 * ```ts
 * const panel = rewardsSummary({ balance: 49.5, rewards, now: Date.now() }, accountMessages);
 * panel.balanceText; // "$49.50"
 * panel.activeText; // "8 active rewards"
 * ```
 */
export function rewardsSummary(
  input: RewardsSummaryInput,
  catalogue: DashboardMessages,
  money: MoneyOptions = {},
): RewardsSummary {
  const active = input.rewards.filter(
    (reward) => reward.is_active && rewardStatus(reward, input.now) !== "expired",
  );
  const expiringSoonCount = active.filter(
    (reward) => rewardStatus(reward, input.now) === "expiringSoon",
  ).length;
  const next = active
    .filter((reward) => reward.expires_at)
    .sort((a, b) => toEpochMs(a.expires_at ?? "") - toEpochMs(b.expires_at ?? ""))[0];
  const nextExpiry = next
    ? {
        name: next.definition.name,
        amountText: formatLoyaltyValue(next.value_remaining, money),
        dateText: formatDate(next.expires_at ?? ""),
      }
    : null;
  return {
    title: catalogue.rewardsPanelTitle,
    balance: input.balance,
    balanceText: formatLoyaltyValue(input.balance, money),
    activeCount: active.length,
    expiringSoonCount,
    activeText:
      active.length === 0
        ? catalogue.noActiveRewards
        : active.length === 1
          ? catalogue.activeRewardsOne
          : formatMessage(catalogue.activeRewards, { count: active.length }),
    expiringSoonText:
      expiringSoonCount > 0
        ? formatMessage(catalogue.rewardsExpiringSoon, { count: expiringSoonCount })
        : null,
    nextExpiry: nextExpiry
      ? {
          ...nextExpiry,
          text: formatMessage(catalogue.nextRewardExpiry, {
            name: nextExpiry.name,
            amount: nextExpiry.amountText,
            date: nextExpiry.dateText,
          }),
        }
      : null,
    linkText: catalogue.viewMyRewards,
    ...linkTo(FIT_CLUB),
  };
}

const pairsText = (count: number, catalogue: AccountRewardsMessageCatalogue) =>
  count === 1 ? catalogue.pairsOne : formatMessage(catalogue.pairs, { count });

function preview(shoe: TransactionItem, rewardedIds: ReadonlySet<number>): UnassignedShoePreview {
  const image = shoe.product_images[0];
  const brand = shoe.product?.brand ?? null;
  const title = shoe.product?.title ?? "";
  return {
    id: shoe.id,
    brand,
    title,
    name: brand && !title.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${title}` : title,
    size: shoe.product_variant?.meta?.shopify?.option1 ?? null,
    image: image ? { src: image.src, alt: image.alt } : null,
    earnsReward: rewardedIds.has(shoe.id),
  };
}

/** What {@link unassignedShoesSummary} reads. */
export interface UnassignedShoesInput {
  /** The unassigned pairs (`UnassignedItems`: any age; returned and excluded ones are dropped). */
  readonly shoes: readonly TransactionItem[];
  /** The current time (decides which pairs are within the reward window). */
  readonly now: DateInput;
  /** Days a pair earns a reward after purchase. @default 30 */
  readonly expiryDays?: number;
}

/**
 * The unassigned-shoes panel, by the spec's three cases: every pair in the reward window is
 * 'Only new shoes to assign'; some past it is 'Old orders with shoes to assign'; none in it is
 * 'Assign shoes' with no reward; no pair at all hides the panel (`panelCase: "none"`). Its
 * figures come from {@link unassignedShoeSets}, as the checklist's and the Assign Shoes modal's
 * do: `count` is every assignable pair, `rewardCount` those within 30 days, `reward` their $2 each.
 *
 * @example
 * ```ts
 * unassignedShoesSummary({ shoes: [fresh, old, older], now: Date.now() }, accountMessages).title;
 * // "Old orders with shoes to assign"
 * ```
 */
export function unassignedShoesSummary(
  input: UnassignedShoesInput,
  catalogue: AccountRewardsMessageCatalogue,
  money: MoneyOptions = {},
): UnassignedShoesSummary {
  const sets = unassignedShoeSets(input.shoes, {
    now: input.now,
    ...(input.expiryDays === undefined ? {} : { expiryDays: input.expiryDays }),
  });
  const count = sets.assignable.length;
  const rewardCount = sets.rewarded.length;
  const panelCase = unassignedPanelCase(count, rewardCount);
  const rewardText = formatLoyaltyValue(sets.reward, money);
  const days = input.expiryDays ?? UNASSIGNED_EXPIRY_DAYS;
  const texts = {
    none: null,
    onlyNew: formatMessage(catalogue.unassignedOnlyNewText, {
      pairs: pairsText(count, catalogue),
      reward: rewardText,
    }),
    oldOrders: formatMessage(catalogue.unassignedOldOrdersText, {
      newPairs: pairsText(rewardCount, catalogue),
      oldPairs: pairsText(sets.older.length, catalogue),
      reward: rewardText,
      days,
    }),
    noReward: formatMessage(catalogue.unassignedNoRewardText, { pairs: pairsText(count, catalogue), days }),
  } as const;
  const rewardedIds = new Set(sets.rewarded.map((shoe) => shoe.id));
  // The pictured pairs: those that earn a reward first, then the newest of the rest.
  const shoes = sets.assignable.slice(0, UNASSIGNED_PREVIEW_COUNT).map((shoe) => preview(shoe, rewardedIds));
  return {
    panelCase,
    title: unassignedPanelTitle(panelCase, catalogue),
    text: texts[panelCase],
    count,
    rewardCount,
    reward: sets.reward,
    rewardText,
    shoes,
    actionText: catalogue.assignShoes,
    ...linkTo(FIT_CLUB),
  };
}

/** What {@link dashboardChecklist} reads. */
export interface DashboardChecklistInput {
  /** Orders the customer has placed. */
  readonly orderCount: number;
  /**
   * The unassigned pairs, counted by {@link unassignedShoeSets} as the panel and the Assign Shoes
   * modal count them: every assignable pair, older ones included.
   */
  readonly unassigned: UnassignedShoesInput;
  /** The children, with their connection ids and birthdays. */
  readonly children: readonly (ChildBirthday & { readonly connectionId: number })[];
}

// Where each item's Add button leads: the place where the item gets completed.
function itemRoute(item: ChecklistItem, input: DashboardChecklistInput): AccountRouteInput | null {
  switch (item.id) {
    case "startShopping":
      return null;
    case "assignShoes":
      return FIT_CLUB;
    case "addBirthday": {
      const child = input.children.find(lacksBirthday);
      return child
        ? { section: "kids-profiles", child: { kind: "id", id: String(child.connectionId) }, edit: true }
        : { section: "kids-profiles" };
    }
  }
}

/**
 * The dashboard's sign-up checklist ('x/y completed'), each item with where Add leads: Start
 * shopping to `/collections/shop-all`, Assign shoes to My Rewards (where the Assign Shoes modal
 * is), Add birthday to the profile of the first child without one, in edit mode. 'You have N
 * shoes to assign' counts what the Assign Shoes modal lists: every assignable pair.
 *
 * @example
 * ```ts
 * const unassigned = { shoes: unassignedShoes, now: Date.now() };
 * const list = dashboardChecklist({ orderCount: 3, unassigned, children }, accountMessages);
 * list.progressText; // "1/3 completed"
 * list.items[1].href; // "/account?section=fit-club"
 * ```
 */
export function dashboardChecklist(
  input: DashboardChecklistInput,
  catalogue: AccountRewardsMessageCatalogue,
): DashboardChecklist {
  const unassignedCount = unassignedShoeSets(input.unassigned.shoes, input.unassigned).assignable.length;
  const checklist = signUpChecklist({ ...input, unassignedCount }, catalogue);
  const items: DashboardChecklistItem[] = checklist.map((item) => {
    const route = itemRoute(item, input);
    return { ...item, route, href: route ? accountHref(route) : (item.href ?? "/") };
  });
  const completed = items.filter((item) => item.completed).length;
  return {
    title: catalogue.checklistTitle,
    items,
    completed,
    total: items.length,
    progressText: checklistProgressText(items, catalogue),
  };
}

/**
 * The dashboard's link to the Member offers section.
 *
 * @example
 * ```ts
 * memberOffersLink(accountMessages).href; // "/account?section=offers"
 * ```
 */
export function memberOffersLink(catalogue: DashboardMessages): MemberOffersLink {
  return {
    title: catalogue.memberOffersTitle,
    text: catalogue.memberOffersText,
    linkText: catalogue.seeMemberOffers,
    ...linkTo({ section: "offers" }),
  };
}
