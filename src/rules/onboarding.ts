import {
  type ChildErrors,
  type ChildFormMessages,
  DEFAULT_GENDER,
  type OnboardingChild,
  type PickedOption,
  validateChild,
} from "./child";
import { ONBOARDING_BRANDS_INITIAL, ONBOARDING_STEP_COUNT } from "./constants";
import { type AccountMessageCatalogue, formatMessage } from "./messages";
import { accountChildFormMessages } from "./messages-account-child-form";
import { accountOnboardingMessages } from "./messages-account-onboarding";

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
  catalogue: Pick<AccountMessageCatalogue, "onboardingStep"> = accountOnboardingMessages,
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
      /**
       * Why: the service refused the child (`duplicateShoeTag`, the default, as the spec says),
       * or it could not be reached (`unavailable`: a network failure or a 5xx, a solekit choice so
       * an outage is not blamed on the shoe tag).
       */
      readonly reason?: "duplicateShoeTag" | "unavailable";
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
  /** Whether a child failed because the service could not be reached. */
  readonly unavailable: boolean;
}

/**
 * Applies a submit's results: created children are marked created with their id; a failure marks
 * that child's shoe tag a duplicate. The page reloads only if none failed.
 *
 * @example
 * ```ts
 * applyOnboardingResults([{ created: false }], [{ ok: false }]);
 * // { children: [{ created: false, duplicateShoeTag: true }], reload: false, unavailable: false }
 * ```
 */
export function applyOnboardingResults<C extends CreatedFlag>(
  children: readonly C[],
  results: readonly ChildCreateResult[],
): OnboardingSubmitOutcome<C> {
  let resultIndex = 0;
  let failed = false;
  let unavailable = false;
  const updated = children.map((child) => {
    if (child.created) return child;
    const result = results[resultIndex++];
    if (!result) return child;
    if (result.ok) return { ...child, created: true, id: result.id, duplicateShoeTag: false };
    failed = true;
    if (result.reason === "unavailable") {
      unavailable = true;
      return child;
    }
    return { ...child, duplicateShoeTag: true };
  });
  return { children: updated, reload: !failed, unavailable };
}

/**
 * A child with nothing typed yet: the first step's fields empty, gender withheld, no avatar.
 *
 * @example
 * ```ts
 * emptyOnboardingChild().step1.gender; // "withheld"
 * ```
 */
export function emptyOnboardingChild(): OnboardingChild {
  return {
    step1: { firstName: "", lastName: "", birthday: "", gender: DEFAULT_GENDER, shoeTag: "" },
    step2: null,
    step3: [],
    step4: [],
  };
}

/**
 * Whether a parent has typed or picked nothing for this child (an added child left untouched).
 *
 * @example
 * ```ts
 * isUntouchedOnboardingChild(emptyOnboardingChild()); // true
 * ```
 */
export function isUntouchedOnboardingChild(child: OnboardingChild): boolean {
  const { firstName, lastName, birthday, gender, shoeTag } = child.step1;
  return (
    !`${firstName}${lastName}${birthday}${shoeTag}`.trim() &&
    gender === DEFAULT_GENDER &&
    child.step2 === null &&
    child.step3.length === 0 &&
    child.step4.length === 0
  );
}

/** The errors of an onboarding child's step 1 (About) and step 2 (Avatar). */
export type OnboardingChildErrors = ChildErrors;

/**
 * What stops an onboarding child from moving on: About needs a first name and a shoe tag
 * (`step: ABOUT`), Avatar needs a chosen avatar (`step: AVATAR`); other steps ask nothing.
 *
 * @example
 * ```ts
 * onboardingStepErrors(emptyOnboardingChild(), ONBOARDING_STEPS.ABOUT);
 * // { firstName: "First name is required", shoeTag: "Shoe tag is required" }
 * ```
 */
export function onboardingStepErrors(
  child: OnboardingChild,
  step: OnboardingStep,
  catalogue: ChildFormMessages = accountChildFormMessages,
): OnboardingChildErrors {
  const form = {
    ...child.step1,
    birthMonth: null,
    birthYear: null,
    avatarUrl: child.step2?.url ?? "",
  };
  if (step === ONBOARDING_STEPS.ABOUT) return validateChild(form, { avatar: false }, catalogue);
  if (step === ONBOARDING_STEPS.AVATAR) {
    const { avatarUrl } = validateChild(form, {}, catalogue);
    return avatarUrl ? { avatarUrl } : {};
  }
  return {};
}

/**
 * The first step of a child that still asks for something (About or Avatar), or `null` when
 * the child is complete and can be created.
 *
 * @example
 * ```ts
 * firstIncompleteStep(emptyOnboardingChild()); // 1
 * ```
 */
export function firstIncompleteStep(child: OnboardingChild): OnboardingStep | null {
  for (const step of [ONBOARDING_STEPS.ABOUT, ONBOARDING_STEPS.AVATAR] as const) {
    if (Object.keys(onboardingStepErrors(child, step)).length > 0) return step;
  }
  return null;
}

/**
 * Picks an option, or unpicks it when it is picked already (sports and brands steps).
 *
 * @example
 * ```ts
 * togglePickedOption([{ value: "Soccer", id: 0 }], { value: "Soccer", id: 0 }); // []
 * ```
 */
export function togglePickedOption(
  picked: readonly PickedOption[],
  option: PickedOption,
): readonly PickedOption[] {
  return picked.some((p) => p.id === option.id)
    ? picked.filter((p) => p.id !== option.id)
    : [...picked, option];
}
