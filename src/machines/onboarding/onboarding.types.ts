import type { CreateChildPayload, Gender, OnboardingChild, PickedOption } from "../../rules/child";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type {
  ChildCreateResult,
  OnboardingChildErrors,
  OnboardingStep,
  SubmittedChild,
} from "../../rules/onboarding";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, KeyboardEventLike, PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** One of the three preset avatars a child can choose (onboarding step 2). */
export interface OnboardingAvatar {
  /** The image URL saved as the child's `avatar_url`. */
  readonly url: string;
  /** What the picture shows, for its radio's accessible name ("Bear"). */
  readonly label: string;
}

/** A child as the overlay holds it: the spec's onboarding child, plus what a submit found. */
export type OnboardingEntry = SubmittedChild<OnboardingChild>;

/** The text fields of step 1 (About). */
export type OnboardingTextField = "firstName" | "lastName" | "shoeTag";

/** The selects of step 1 (About). */
export type OnboardingSelectField = "birthMonth" | "birthYear" | "gender";

/** The messages the overlay shows. */
export type OnboardingMessages = Pick<
  AccountMessageCatalogue,
  | "onboardingTitle"
  | "onboardingStep"
  | "exit"
  | "loadMoreBrands"
  | "back"
  | "needHelp"
  | "childFirstNameRequired"
  | "childAvatarRequired"
  | "childShoeTagRequired"
  | "shoeTagExists"
  | "onboardingIntroTitle"
  | "onboardingIntroText"
  | "onboardingStart"
  | "onboardingSkip"
  | "onboardingAboutTitle"
  | "onboardingAvatarTitle"
  | "onboardingSportsTitle"
  | "onboardingBrandsTitle"
  | "onboardingConfirmationTitle"
  | "onboardingYourChild"
  | "onboardingPickHint"
  | "onboardingProgressLabel"
  | "childFirstNameLabel"
  | "childLastNameLabel"
  | "childBirthdayLabel"
  | "childBirthMonthLabel"
  | "childBirthYearLabel"
  | "childBirthdayUnset"
  | "childGenderLabel"
  | "genderWithheld"
  | "genderFemale"
  | "genderMale"
  | "childShoeTagLabel"
  | "childShoeTagHint"
  | "suggestShoeTag"
  | "shoeTagSuggestFailed"
  | "onboardingNext"
  | "onboardingSkipStep"
  | "onboardingEdit"
  | "onboardingAddChild"
  | "onboardingSubmit"
  | "onboardingSubmitting"
  | "onboardingCreated"
  | "onboardingIncomplete"
  | "onboardingSubmitFailed"
  | "onboardingSubmitUnavailable"
  | "onboardingSportsSummary"
  | "onboardingBrandsSummary"
  | "onboardingNonePicked"
  | "onboardingAvatarGroup"
>;

/** What the overlay starts with. */
export interface OnboardingInput {
  /** Open on start: the first-login flag was found (`takeFirstLoginFlag`). @default false */
  readonly open?: boolean;
  /** The three preset avatars, in order. */
  readonly avatars: readonly OnboardingAvatar[];
  /** The sports a child can pick (the shop's list). */
  readonly sports: readonly string[];
  /** The brands a child can pick (the shop's list); the first 12 show until 'Load more'. */
  readonly brands: readonly string[];
  /** The messages (the kids part of the catalogue by default). */
  readonly messages?: OnboardingMessages;
  /** Now, in epoch ms, for the birthday picker's years. @default Date.now() */
  readonly now?: number;
}

/** The overlay's context. */
export interface OnboardingContext {
  /** Whether it opened on start (the input's `open`). */
  readonly startsOpen: boolean;
  /** Every child typed so far, in order (at least one). */
  readonly children: readonly OnboardingEntry[];
  /** The child the steps show. */
  readonly current: number;
  /** Whether the current child was opened from Confirmation (Back on About returns there). */
  readonly reviewing: boolean;
  /** The messages under the current step's fields, after a refused Next. */
  readonly fieldErrors: OnboardingChildErrors;
  /** Whether 'Load more' showed every brand. */
  readonly brandsExpanded: boolean;
  /** The random-name service failed: the message under the shoe tag. */
  readonly shoeTagError: string | null;
  /** Why the last submit did not create every child. */
  readonly submitError: string | null;
  /** The failure behind `submitError`, else `null`. */
  readonly error: SolekitError | null;
  /** Exit pressed while a submit ran: the overlay closes once it answers. */
  readonly exitQueued: boolean;
  /** The preset avatars. */
  readonly avatars: readonly OnboardingAvatar[];
  /** The sports on offer. */
  readonly sports: readonly PickedOption[];
  /** The brands on offer. */
  readonly brands: readonly PickedOption[];
  /** The birthday picker's years, newest first. */
  readonly years: readonly number[];
  /** The messages shown. */
  readonly messages: OnboardingMessages;
}

/** What `createChildren` is asked: the payload of each child not created yet, in order. */
export interface CreateChildrenRequest {
  /** One payload per child to create. */
  readonly children: readonly CreateChildPayload[];
}

/** Every event the overlay handles. */
export type OnboardingEvent =
  /** Opens the overlay on its intro (a host that found the first-login flag later). */
  | { type: "onboarding.open" }
  /** Intro: start with step 1. */
  | { type: "onboarding.start" }
  /** Intro: skip onboarding (closes). */
  | { type: "onboarding.skip" }
  /** Top bar: Exit (also Escape). Closes; while a submit runs, once it has answered. */
  | { type: "onboarding.exit" }
  /** Top bar: Back one step (never below the intro). */
  | { type: "step.back" }
  /** Next step (refused with messages while the step lacks something). */
  | { type: "step.next" }
  /** Skips Sports or Brands. */
  | { type: "step.skip" }
  /** Types into a text field of step 1. */
  | { type: "field.change"; field: OnboardingTextField; value: string }
  /** Sets the birthday as "yyyy-mm" ("" for none). */
  | { type: "birthday.change"; value: string }
  /** Sets the gender. */
  | { type: "gender.change"; value: Gender }
  /** Asks the random-name service for a shoe tag. */
  | { type: "shoeTag.suggest" }
  /** Chooses preset avatar `index`. */
  | { type: "avatar.select"; index: number }
  /** Picks or unpicks a sport. */
  | { type: "sport.toggle"; id: string | number }
  /** Picks or unpicks a brand. */
  | { type: "brand.toggle"; id: string | number }
  /** Brands: 'Load more'. */
  | { type: "brands.more" }
  /** Confirmation: edit child `index` (back to About with its values). */
  | { type: "child.edit"; index: number }
  /** Confirmation: add another child. */
  | { type: "child.add" }
  /** Confirmation: create every child not created yet. */
  | { type: "onboarding.submit" };

/** What the machine emits. */
export type OnboardingEmitted =
  /** Every child is created: the host reloads (after `ProfileConnections` was invalidated). */
  | { type: "onboarding.completed"; results: readonly ChildCreateResult[] }
  /** Next was refused on About or Avatar: `field` is the first one in error, where focus goes. */
  | { type: "step.refused"; field: OnboardingRefusedField };

/** A field Next can be refused for, in the order the steps show them. */
export type OnboardingRefusedField = "firstName" | "shoeTag" | "avatarUrl";

/** Options of `connectOnboarding`. */
export interface OnboardingConnectOptions extends ConnectOptions<OnboardingMessages> {
  /** Where 'Need help?' goes. @default "/pages/help" */
  readonly helpHref?: string;
}

/** A step as the overlay shows it. */
export type OnboardingStepName = "intro" | "about" | "avatar" | "sports" | "brands" | "confirmation";

/** A child as the Confirmation step lists it. */
export interface OnboardingChildSummary {
  /** Position in `children` (what `editChild` takes). */
  readonly index: number;
  /** First and last name. */
  readonly name: string;
  /** The shoe tag. */
  readonly shoeTag: string;
  /** The avatar URL, or `null`. */
  readonly avatarUrl: string | null;
  /** Birthday as "March 2019", or `null`. */
  readonly birthday: string | null;
  /** 'Sports: …'. */
  readonly sports: string;
  /** 'Brands: …'. */
  readonly brands: string;
  /** Created on the service already (no Edit). */
  readonly created: boolean;
  /** The last submit found the shoe tag taken. */
  readonly duplicateShoeTag: boolean;
  /** Steps still to finish (About or Avatar). */
  readonly incomplete: boolean;
}

/** An option of the Sports or Brands step. */
export interface OnboardingOptionItem {
  /** The option's id. */
  readonly id: string | number;
  /** Its text. */
  readonly value: string;
  /** Picked for the current child. */
  readonly picked: boolean;
}

/** Props of the overlay's dialog. */
export interface OnboardingDialogProps {
  /** DOM id. */
  id: string;
  /** WAI-ARIA role. */
  role: "dialog";
  /** The page behind is inert. */
  "aria-modal": true;
  /** Named by the step's heading. */
  "aria-labelledby": string;
  /** Focusable, so focus can move into it. */
  tabIndex: -1;
  /** Moves focus to the step's heading on open; returns it on close. */
  ref(element: unknown): void;
  /** Escape exits; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of the step's heading (focused on each step). */
export interface OnboardingHeadingProps {
  /** DOM id. */
  id: string;
  /** Focusable by script only. */
  tabIndex: -1;
}

/** Props of a button of the overlay. */
export interface OnboardingButtonProps {
  /** Not a submit. */
  type: "button";
  /** Disabled while a submit runs. */
  disabled: boolean;
  /** Acts. */
  onClick(event: EventLike): void;
}

/** Props of the 'Step n of 5' progress bar. */
export interface OnboardingProgressProps {
  /** WAI-ARIA role. */
  role: "progressbar";
  /** Its name. */
  "aria-label": string;
  /** Lowest step. */
  "aria-valuemin": 1;
  /** Highest step. */
  "aria-valuemax": number;
  /** The step shown. */
  "aria-valuenow": number;
  /** 'Step n of 5'. */
  "aria-valuetext": string;
}

/** Props of a text input of step 1. */
export interface OnboardingInputProps {
  /** DOM id (the label's `htmlFor`). */
  id: string;
  /** Field name. */
  name: string;
  /** Text input. */
  type: "text";
  /** Browser autofill hint. */
  autoComplete: string;
  /** The value. */
  value: string;
  /** Invalid after a refused Next. */
  "aria-invalid": boolean;
  /** The field's message (and, for the shoe tag, its hint). */
  "aria-describedby": string;
  /** Required fields. */
  "aria-required": boolean;
  /** Types. */
  onChange(event: ChangeEventLike): void;
}

/** Props of a `<select>` of step 1 (birth month, birth year, gender). */
export interface OnboardingSelectProps {
  /** DOM id. */
  id: string;
  /** Field name. */
  name: string;
  /** The chosen value ("" for none). */
  value: string;
  /** Chooses. */
  onChange(event: ChangeEventLike): void;
}

/** Props of a label. */
export interface OnboardingLabelProps {
  /** The control's id. */
  htmlFor: string;
  /** DOM id. */
  id: string;
}

/** Props of the shoe tag's hint. */
export interface OnboardingHintProps {
  /** DOM id (in the field's `aria-describedby`). */
  id: string;
}

/** Props of a field's message. */
export interface OnboardingErrorProps {
  /** DOM id (the field's `aria-describedby`). */
  id: string;
  /** Announced as it changes. */
  "aria-live": "polite";
}

/** Props of the avatar radio group. */
export interface OnboardingRadioGroupProps {
  /** WAI-ARIA role. */
  role: "radiogroup";
  /** Its name. */
  "aria-label": string;
  /** Invalid after a refused Next. */
  "aria-invalid": boolean;
  /** Its message. */
  "aria-describedby": string;
}

/** Props of an avatar radio (a native `<input type="radio">`). */
export interface OnboardingAvatarRadioProps {
  /** DOM id. */
  id: string;
  /** A radio. */
  type: "radio";
  /** The group's name. */
  name: string;
  /** Its value, the index. */
  value: string;
  /** Chosen. */
  checked: boolean;
  /** Named by its label (the picture's description). */
  "aria-label": string;
  /** Chooses it. */
  onChange(event: ChangeEventLike): void;
}

/** Props of a sport or brand (a toggle button). */
export interface OnboardingOptionProps {
  /** Not a submit. */
  type: "button";
  /** Picked. */
  "aria-pressed": boolean;
  /** Picks or unpicks. */
  onClick(event: EventLike): void;
}

/** Props of a brand's toggle: a sport's, with the DOM id focus goes to after 'Load more'. */
export interface OnboardingBrandProps extends OnboardingOptionProps {
  /** `{id}-brand-{index}`, its place in the shop's list. */
  id: string;
}

/** Props of 'Need help?'. */
export interface OnboardingHelpLinkProps {
  /** '/pages/help'. */
  href: string;
}

/** A prop getter: our props merged with the caller's (handlers chained, class names joined). */
export type OnboardingPropGetter<TOwn> = <T extends object>(props?: T & PropHandlers) => MergedProps<TOwn, T>;

/** A prop getter for one field, avatar, option or child. */
export type OnboardingKeyedPropGetter<TKey, TOwn> = <T extends object>(
  key: TKey,
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** The onboarding overlay's public API, as `connectOnboarding` and `useOnboarding` return it. */
export interface OnboardingApi extends SliceState {
  /** Whether the overlay shows. */
  readonly isOpen: boolean;
  /** The step shown (`null` when closed). */
  readonly step: OnboardingStepName | null;
  /** Its number, 0 (intro) to 5 (confirmation). */
  readonly stepNumber: OnboardingStep;
  /** 'Step n of 5', `null` on the intro. */
  readonly progressText: string | null;
  /** The step's heading. */
  readonly title: string;
  /** Whether the top bar shows Back (never on the intro). */
  readonly canGoBack: boolean;
  /** Whether the step can be skipped (Sports, Brands). */
  readonly canSkip: boolean;
  /** Whether a submit runs. */
  readonly isSubmitting: boolean;
  /** Whether a shoe tag is being suggested. */
  readonly isSuggestingShoeTag: boolean;
  /** The child the steps show. */
  readonly child: OnboardingEntry;
  /** Step 1's messages, after a refused Next (and a taken shoe tag). */
  readonly fieldErrors: OnboardingChildErrors;
  /** The random-name service's failure, else `null`. */
  readonly shoeTagError: string | null;
  /** The preset avatars. */
  readonly avatars: readonly OnboardingAvatar[];
  /** The sports, each with whether it is picked. */
  readonly sports: readonly OnboardingOptionItem[];
  /** The brands shown (12 until 'Load more'), each with whether it is picked. */
  readonly brands: readonly OnboardingOptionItem[];
  /** Whether 'Load more' shows (brands beyond the first 12). */
  readonly hasMoreBrands: boolean;
  /** Confirmation: every child. */
  readonly children: readonly OnboardingChildSummary[];
  /** Why the last submit did not create every child, else `null`. */
  readonly submitError: string | null;
  /** Each field's label and the fixed texts, from the catalogue. */
  readonly messages: OnboardingMessages;
  /** The gender choices with their labels. */
  readonly genders: readonly { readonly value: Gender; readonly label: string }[];
  /** The months (1–12) with their names. */
  readonly months: readonly { readonly value: number; readonly label: string }[];
  /** The years the birthday picker offers, newest first. */
  readonly years: readonly number[];
  /** Opens the overlay. */
  open(): void;
  /** Intro: start. */
  start(): void;
  /** Intro: skip. */
  skip(): void;
  /** Exit. */
  exit(): void;
  /** Back one step. */
  back(): void;
  /** Next step. */
  next(): void;
  /** Skips Sports or Brands. */
  skipStep(): void;
  /** Types into a step 1 field. */
  setField(field: OnboardingTextField, value: string): void;
  /** Sets the birthday's month and year (`null` clears it). */
  setBirthday(month: number | null, year: number | null): void;
  /** Sets the gender. */
  setGender(gender: Gender): void;
  /** Asks for a random shoe tag. */
  suggestShoeTag(): void;
  /** Chooses an avatar. */
  selectAvatar(index: number): void;
  /** Picks or unpicks a sport. */
  toggleSport(id: string | number): void;
  /** Picks or unpicks a brand. */
  toggleBrand(id: string | number): void;
  /** Shows every brand. */
  loadMoreBrands(): void;
  /** Confirmation: edit a child. */
  editChild(index: number): void;
  /** Confirmation: add another child. */
  addChild(): void;
  /** Confirmation: create the children. */
  submit(): void;
  /** The overlay's dialog. */
  getDialogProps: OnboardingPropGetter<OnboardingDialogProps>;
  /** The step's heading. */
  getHeadingProps: OnboardingPropGetter<OnboardingHeadingProps>;
  /** 'Step n of 5'. */
  getProgressProps: OnboardingPropGetter<OnboardingProgressProps>;
  /** Top bar: Back. */
  getBackButtonProps: OnboardingPropGetter<OnboardingButtonProps>;
  /** Top bar: Exit. */
  getExitButtonProps: OnboardingPropGetter<OnboardingButtonProps>;
  /** Top bar: 'Need help?'. */
  getHelpLinkProps: OnboardingPropGetter<OnboardingHelpLinkProps>;
  /** Next (or, on Confirmation, submit). */
  getNextButtonProps: OnboardingPropGetter<OnboardingButtonProps>;
  /** Skip (Sports, Brands). */
  getSkipButtonProps: OnboardingPropGetter<OnboardingButtonProps>;
  /** A text field of step 1. */
  getFieldProps: OnboardingKeyedPropGetter<OnboardingTextField, OnboardingInputProps>;
  /** A label of step 1. */
  getLabelProps: OnboardingKeyedPropGetter<OnboardingTextField | OnboardingSelectField, OnboardingLabelProps>;
  /** The shoe tag's hint. */
  getHintProps: OnboardingPropGetter<OnboardingHintProps>;
  /** A field's message. */
  getErrorProps: OnboardingKeyedPropGetter<OnboardingTextField | "avatarUrl", OnboardingErrorProps>;
  /** Birth month, birth year or gender. */
  getSelectProps: OnboardingKeyedPropGetter<OnboardingSelectField, OnboardingSelectProps>;
  /** 'Suggest a shoe tag'. */
  getSuggestButtonProps: OnboardingPropGetter<OnboardingButtonProps>;
  /** The avatar radio group. */
  getAvatarGroupProps: OnboardingPropGetter<OnboardingRadioGroupProps>;
  /** Avatar `index`'s radio. */
  getAvatarRadioProps: OnboardingKeyedPropGetter<number, OnboardingAvatarRadioProps>;
  /** A sport's toggle. */
  getSportProps: OnboardingKeyedPropGetter<string | number, OnboardingOptionProps>;
  /** A brand's toggle, with its DOM id (`{id}-brand-{index}`), where focus goes after 'Load more'. */
  getBrandProps: OnboardingKeyedPropGetter<string | number, OnboardingBrandProps>;
  /** 'Load more' brands. */
  getLoadMoreProps: OnboardingPropGetter<OnboardingButtonProps>;
  /** Confirmation: a child's Edit (disabled once created). */
  getEditButtonProps: OnboardingKeyedPropGetter<number, OnboardingButtonProps>;
  /** Confirmation: 'Add another child'. */
  getAddChildButtonProps: OnboardingPropGetter<OnboardingButtonProps>;
}
