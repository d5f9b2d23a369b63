import { ONBOARDING_BRANDS_INITIAL, ONBOARDING_STEP_COUNT } from "./constants";
import { type AccountKidsMessageCatalogue, accountKidsMessages, formatMessage } from "./messages";

/** The onboarding steps by number (account-area §4). */
export const ONBOARDING_STEPS = {
  /** Intro: start or skip. */
  INIT: 0,
  /** 1 About: the child's details. */
  ABOUT: 1,
  /** 2 Avatar. */
  AVATAR: 2,
  /** 3 Sports (skippable). */
  SPORTS: 3,
  /** 4 Brands (skippable). */
  BRANDS: 4,
  /** 5 Confirmation: edit, add another child, or submit. */
  CONFIRMATION: 5,
} as const;

/** A step number, 0 (intro) to 5 (confirmation). */
export type OnboardingStep = (typeof ONBOARDING_STEPS)[keyof typeof ONBOARDING_STEPS];

const clampStep = (step: number): OnboardingStep =>
  Math.min(
    ONBOARDING_STEPS.CONFIRMATION,
    Math.max(ONBOARDING_STEPS.INIT, Math.trunc(step)),
  ) as OnboardingStep;

/**
 * The step after `step`; Confirmation is the last.
 *
 * @example
 * ```ts
 * nextOnboardingStep(ONBOARDING_STEPS.SPORTS); // 4
 * ```
 */
export function nextOnboardingStep(step: OnboardingStep): OnboardingStep {
  return clampStep(step + 1);
}

/**
 * The step before `step`; Back never goes below the intro (0).
 *
 * @example
 * ```ts
 * previousOnboardingStep(ONBOARDING_STEPS.INIT); // 0
 * ```
 */
export function previousOnboardingStep(step: OnboardingStep): OnboardingStep {
  return clampStep(step - 1);
}

/**
 * The progress text of a step, or `null` on the intro, which has no progress bar.
 *
 * @example
 * ```ts
 * onboardingProgressText(ONBOARDING_STEPS.AVATAR); // "Step 2 of 5"
 * ```
 */
export function onboardingProgressText(
  step: OnboardingStep,
  catalogue: AccountKidsMessageCatalogue = accountKidsMessages,
): string | null {
  if (step === ONBOARDING_STEPS.INIT) return null;
  return formatMessage(catalogue.onboardingStep, { step, total: ONBOARDING_STEP_COUNT });
}

/**
 * Whether a step may be skipped: only Sports and Brands.
 *
 * @example
 * ```ts
 * canSkipOnboardingStep(ONBOARDING_STEPS.BRANDS); // true
 * ```
 */
export function canSkipOnboardingStep(step: OnboardingStep): boolean {
  return step === ONBOARDING_STEPS.SPORTS || step === ONBOARDING_STEPS.BRANDS;
}

/**
 * The brands to show: the first 12 until 'Load more' is pressed.
 *
 * @example
 * ```ts
 * visibleBrands(Array.from({ length: 20 }, (_, i) => i), false).length; // 12
 * ```
 */
export function visibleBrands<B>(brands: readonly B[], expanded: boolean): readonly B[] {
  return expanded ? brands : brands.slice(0, ONBOARDING_BRANDS_INITIAL);
}

/** Whether an onboarding child exists on the service yet. */
export interface CreatedFlag {
  /** True once created. */
  readonly created?: boolean;
}

/**
 * The children a submit still has to create (those not marked created).
 *
 * @example
 * ```ts
 * childrenToCreate([{ created: true }, { created: false }]).length; // 1
 * ```
 */
export function childrenToCreate<C extends CreatedFlag>(children: readonly C[]): C[] {
  return children.filter((child) => !child.created);
}

/** The result of creating one child in an onboarding submit. */
export type ChildCreateResult =
  | {
      /** Created. */
      readonly ok: true;
      /** The new connection id. */
      readonly id: string | number;
    }
  | {
      /** Failed; the spec treats this as a duplicate shoe tag. */
      readonly ok: false;
    };

/** An onboarding child after a submit. */
export type SubmittedChild<C> = C & {
  /** Set when creation failed: the shoe tag is taken. */
  readonly duplicateShoeTag?: boolean;
  /** The connection id once created. */
  readonly id?: string | number;
};

/** The outcome of an onboarding submit. */
export interface OnboardingSubmitOutcome<C> {
  /** The children, updated. */
  readonly children: SubmittedChild<C>[];
  /** Whether the page reloads: only when none failed. */
  readonly reload: boolean;
}

/**
 * Applies a submit's results: created children are marked created with their id; a failure marks
 * that child's shoe tag a duplicate. The page reloads only if none failed.
 *
 * @example
 * ```ts
 * applyOnboardingResults([{ created: false }], [{ ok: false }]);
 * // { children: [{ created: false, duplicateShoeTag: true }], reload: false }
 * ```
 */
export function applyOnboardingResults<C extends CreatedFlag>(
  children: readonly C[],
  results: readonly ChildCreateResult[],
): OnboardingSubmitOutcome<C> {
  let resultIndex = 0;
  let failed = false;
  const updated = children.map((child) => {
    if (child.created) return child;
    const result = results[resultIndex++];
    if (!result) return child;
    if (result.ok) return { ...child, created: true, id: result.id, duplicateShoeTag: false };
    failed = true;
    return { ...child, duplicateShoeTag: true };
  });
  return { children: updated, reload: !failed };
}
