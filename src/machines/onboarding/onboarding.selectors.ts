import type { SnapshotFrom } from "xstate";
import { parseYearMonth } from "../../rules/child";
import { formatMonthYear } from "../../rules/dates";
import { formatMessage } from "../../rules/messages";
import { firstIncompleteStep, ONBOARDING_STEPS, type OnboardingStep } from "../../rules/onboarding";
import type { OnboardingMachine } from "./onboarding.machine";
import type {
  OnboardingChildSummary,
  OnboardingEntry,
  OnboardingMessages,
  OnboardingOptionItem,
  OnboardingStepName,
} from "./onboarding.types";

// What the onboarding connect reads off a snapshot, apart from its actions and prop getters.

/** Each step's number, 0 (intro) to 5 (confirmation). */
export const ONBOARDING_STEP_NUMBERS: Record<OnboardingStepName, OnboardingStep> = {
  intro: ONBOARDING_STEPS.INIT,
  about: ONBOARDING_STEPS.ABOUT,
  avatar: ONBOARDING_STEPS.AVATAR,
  sports: ONBOARDING_STEPS.SPORTS,
  brands: ONBOARDING_STEPS.BRANDS,
  confirmation: ONBOARDING_STEPS.CONFIRMATION,
};

/**
 * The step a snapshot shows; submitting shows the confirmation it was sent from.
 *
 * @example
 * ```ts
 * onboardingStepOf(actor.getSnapshot()); // "about"
 * ```
 */
export function onboardingStepOf(snapshot: SnapshotFrom<OnboardingMachine>): OnboardingStepName | null {
  for (const step of Object.keys(ONBOARDING_STEP_NUMBERS) as OnboardingStepName[]) {
    if (snapshot.matches(step)) return step;
  }
  return snapshot.matches("submitting") ? "confirmation" : null;
}

/**
 * A step's heading, with the child's first name where the step names the child.
 *
 * @example
 * ```ts
 * onboardingTitle("avatar", child, messages); // "Choose Mia's avatar"
 * ```
 */
export function onboardingTitle(
  step: OnboardingStepName | null,
  child: OnboardingEntry,
  messages: OnboardingMessages,
): string {
  const name = child.step1.firstName.trim() || messages.onboardingYourChild;
  switch (step) {
    case "about":
      return messages.onboardingAboutTitle;
    case "avatar":
      return formatMessage(messages.onboardingAvatarTitle, { name });
    case "sports":
      return formatMessage(messages.onboardingSportsTitle, { name });
    case "brands":
      return formatMessage(messages.onboardingBrandsTitle, { name });
    case "confirmation":
      return messages.onboardingConfirmationTitle;
    default:
      return messages.onboardingIntroTitle;
  }
}

/**
 * The options of a list (sports, brands) with whether the child picked each.
 *
 * @example
 * ```ts
 * onboardingOptionItems([{ id: 1, value: "Soccer" }], [{ id: 1 }]); // [{ id: 1, value: "Soccer", picked: true }]
 * ```
 */
export function onboardingOptionItems(
  all: readonly { id: string | number; value: string }[],
  picked: readonly { id: string | number }[],
): OnboardingOptionItem[] {
  return all.map((option) => ({ ...option, picked: picked.some((p) => p.id === option.id) }));
}

const nameOf = (child: OnboardingEntry) => `${child.step1.firstName} ${child.step1.lastName}`.trim();

const listOf = (picked: readonly { value: string }[], messages: OnboardingMessages) =>
  picked.length > 0 ? picked.map((p) => p.value).join(", ") : messages.onboardingNonePicked;

const birthdayOf = (child: OnboardingEntry) => {
  const date = parseYearMonth(child.step1.birthday);
  return date ? formatMonthYear(date.month, date.year) : null;
};

/**
 * The children as the Confirmation step lists them.
 *
 * @example
 * ```ts
 * onboardingChildSummaries(context.children, messages)[0].sports; // "Sports: Soccer, Tennis"
 * ```
 */
export function onboardingChildSummaries(
  children: readonly OnboardingEntry[],
  messages: OnboardingMessages,
): OnboardingChildSummary[] {
  return children.map((entry, index) => ({
    index,
    name: nameOf(entry) || messages.onboardingYourChild,
    shoeTag: entry.step1.shoeTag,
    avatarUrl: entry.step2?.url ?? null,
    birthday: birthdayOf(entry),
    sports: formatMessage(messages.onboardingSportsSummary, { list: listOf(entry.step3, messages) }),
    brands: formatMessage(messages.onboardingBrandsSummary, { list: listOf(entry.step4, messages) }),
    created: entry.created === true,
    duplicateShoeTag: entry.duplicateShoeTag === true,
    incomplete: firstIncompleteStep(entry) !== null,
  }));
}
