export { createOnboardingActors } from "./onboarding.actors";
export { connectOnboarding } from "./onboarding.connect";
export { type FollowOnboardingOptions, followOnboarding } from "./onboarding.dom";
export { type OnboardingMachine, onboardingMachine, onboardingMessages } from "./onboarding.machine";
export { hasFirstLoginFlag, removeFirstLoginFlag, takeFirstLoginFlag } from "./onboarding.storage";
export type {
  CreateChildrenRequest,
  OnboardingApi,
  OnboardingAvatar,
  OnboardingAvatarRadioProps,
  OnboardingBrandProps,
  OnboardingButtonProps,
  OnboardingChildSummary,
  OnboardingConnectOptions,
  OnboardingContext,
  OnboardingDialogProps,
  OnboardingEmitted,
  OnboardingEntry,
  OnboardingErrorProps,
  OnboardingEvent,
  OnboardingHeadingProps,
  OnboardingHelpLinkProps,
  OnboardingHintProps,
  OnboardingInput,
  OnboardingInputProps,
  OnboardingKeyedPropGetter,
  OnboardingLabelProps,
  OnboardingMessages,
  OnboardingOptionItem,
  OnboardingOptionProps,
  OnboardingProgressProps,
  OnboardingPropGetter,
  OnboardingRadioGroupProps,
  OnboardingRefusedField,
  OnboardingSelectField,
  OnboardingSelectProps,
  OnboardingStepName,
  OnboardingTextField,
} from "./onboarding.types";
