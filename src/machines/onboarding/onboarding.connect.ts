import type { SnapshotFrom } from "xstate";
import { BIRTH_MONTHS, type Gender, genderOptions } from "../../rules/child";
import { ONBOARDING_STEP_COUNT } from "../../rules/constants";
import {
  canSkipOnboardingStep,
  ONBOARDING_STEPS,
  onboardingProgressText,
  visibleBrands,
} from "../../rules/onboarding";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { OnboardingMachine } from "./onboarding.machine";
import { onboardingMessages } from "./onboarding.machine";
import {
  ONBOARDING_STEP_NUMBERS,
  onboardingChildSummaries,
  onboardingOptionItems,
  onboardingStepOf,
  onboardingTitle,
} from "./onboarding.selectors";
import type {
  OnboardingApi,
  OnboardingConnectOptions,
  OnboardingEvent,
  OnboardingSelectField,
  OnboardingTextField,
} from "./onboarding.types";

const AUTOCOMPLETE: Record<OnboardingTextField, string> = {
  firstName: "off",
  lastName: "off",
  shoeTag: "off",
};

const targetValue = (event: ChangeEventLike) => String((event.target as { value?: unknown }).value ?? "");

/**
 * Turns an onboarding snapshot into its public API: the step shown with its heading and 'Step n
 * of 5', the child being typed, the option lists with what is picked, the Confirmation's
 * children, named actions, and prop getters for the dialog (focus in on open, Tab kept inside,
 * Escape = Exit, focus back on close), the step heading, the progress bar, the top bar, every
 * field and label, the avatar radio group and the sports and brands toggles.
 *
 * @example
 * ```ts
 * const actor = createActor(onboardingMachine.provide({ actors }), { input }).start();
 * actor.subscribe((snapshot) => render(connectOnboarding(snapshot, actor.send, { id: "onboarding" })));
 * ```
 */
export function connectOnboarding(
  snapshot: SnapshotFrom<OnboardingMachine>,
  send: (event: OnboardingEvent) => void,
  options: OnboardingConnectOptions = {},
): OnboardingApi {
  const messages = options.messages ?? snapshot.context.messages ?? onboardingMessages;
  const ids = domIds(options.id ?? "onboarding");
  const { context } = snapshot;
  const step = onboardingStepOf(snapshot);
  const stepNumber = step ? ONBOARDING_STEP_NUMBERS[step] : ONBOARDING_STEPS.INIT;
  const isOpen = snapshot.hasTag("open");
  const isSubmitting = snapshot.matches("submitting");
  const child = context.children[context.current] ?? context.children[0];
  if (!child) throw new Error("onboarding: no child");
  const fieldErrors = context.fieldErrors;
  const exit = () => send({ type: "onboarding.exit" });
  const button = (onClick: () => void, disabled = isSubmitting) => ({
    type: "button" as const,
    disabled,
    onClick: (_event: EventLike) => onClick(),
  });
  // Held as "yyyy-mm"; a month or a year picked alone stays until the other one is ("-03", "2019-").
  const setBirthday = (month: number | null, year: number | null) =>
    send({
      type: "birthday.change",
      value: month || year ? `${year ?? ""}-${month ? String(month).padStart(2, "0") : ""}` : "",
    });
  // The field's message (empty until there is one) and, for the shoe tag, its hint.
  const describedBy = (field: OnboardingTextField) =>
    field === "shoeTag" ? `${ids("hint", field)} ${ids("error", field)}` : ids("error", field);
  const selectValue = (field: OnboardingSelectField): string => {
    if (field === "gender") return child.step1.gender;
    const [year = "", month = ""] = child.step1.birthday.split("-");
    return field === "birthYear" ? year : month.replace(/^0/, "");
  };
  const status = isSubmitting ? "loading" : context.error || context.submitError ? "error" : "idle";
  return {
    status,
    error: context.error,
    errorMessage: context.submitError,
    isOpen,
    step: isOpen ? step : null,
    stepNumber,
    progressText: onboardingProgressText(stepNumber, messages),
    title: onboardingTitle(step, child, messages),
    canGoBack: isOpen && stepNumber > ONBOARDING_STEPS.INIT,
    canSkip: canSkipOnboardingStep(stepNumber),
    isSubmitting,
    isSuggestingShoeTag: snapshot.matches({ about: "suggesting" }),
    child,
    fieldErrors,
    shoeTagError: context.shoeTagError,
    avatars: context.avatars,
    sports: onboardingOptionItems(context.sports, child.step3),
    brands: onboardingOptionItems(visibleBrands(context.brands, context.brandsExpanded), child.step4),
    hasMoreBrands:
      !context.brandsExpanded && visibleBrands(context.brands, false).length < context.brands.length,
    children: onboardingChildSummaries(context.children, messages),
    submitError: context.submitError,
    messages,
    genders: genderOptions(messages),
    months: BIRTH_MONTHS,
    years: context.years,
    open: () => send({ type: "onboarding.open" }),
    start: () => send({ type: "onboarding.start" }),
    skip: () => send({ type: "onboarding.skip" }),
    exit,
    back: () => send({ type: "step.back" }),
    next: () => send({ type: "step.next" }),
    skipStep: () => send({ type: "step.skip" }),
    setField: (field, value) => send({ type: "field.change", field, value }),
    setBirthday,
    setGender: (gender) => send({ type: "gender.change", value: gender }),
    suggestShoeTag: () => send({ type: "shoeTag.suggest" }),
    selectAvatar: (index) => send({ type: "avatar.select", index }),
    toggleSport: (id) => send({ type: "sport.toggle", id }),
    toggleBrand: (id) => send({ type: "brand.toggle", id }),
    loadMoreBrands: () => send({ type: "brands.more" }),
    editChild: (index) => send({ type: "child.edit", index }),
    addChild: () => send({ type: "child.add" }),
    submit: () => send({ type: "onboarding.submit" }),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("heading"),
          initialFocusId: ids("heading"),
          onClose: exit,
        }),
        props,
      ),
    getHeadingProps: (props) => mergeProps({ id: ids("heading"), tabIndex: -1 as const }, props),
    getProgressProps: (props) =>
      mergeProps(
        {
          role: "progressbar" as const,
          "aria-label": messages.onboardingProgressLabel,
          "aria-valuemin": 1 as const,
          "aria-valuemax": ONBOARDING_STEP_COUNT,
          "aria-valuenow": stepNumber,
          "aria-valuetext": onboardingProgressText(stepNumber, messages) ?? "",
        },
        props,
      ),
    getBackButtonProps: (props) =>
      mergeProps(
        button(() => send({ type: "step.back" })),
        props,
      ),
    getExitButtonProps: (props) => mergeProps(button(exit, false), props),
    getHelpLinkProps: (props) => mergeProps({ href: options.helpHref ?? "/pages/help" }, props),
    getNextButtonProps: (props) =>
      mergeProps(
        button(() => send(step === "confirmation" ? { type: "onboarding.submit" } : { type: "step.next" })),
        props,
      ),
    getSkipButtonProps: (props) =>
      mergeProps(
        button(() => send({ type: "step.skip" })),
        props,
      ),
    getFieldProps: (field, props) =>
      mergeProps(
        {
          id: ids("field", field),
          name: field,
          type: "text" as const,
          autoComplete: AUTOCOMPLETE[field],
          value: child.step1[field],
          "aria-invalid": Boolean(
            fieldErrors[field as keyof typeof fieldErrors] || (field === "shoeTag" && context.shoeTagError),
          ),
          "aria-describedby": describedBy(field),
          "aria-required": field !== "lastName",
          onChange: (event: ChangeEventLike) =>
            send({ type: "field.change", field, value: targetValue(event) }),
        },
        props,
      ),
    getLabelProps: (field, props) =>
      mergeProps({ htmlFor: ids("field", field), id: ids("label", field) }, props),
    getHintProps: (props) => mergeProps({ id: ids("hint", "shoeTag") }, props),
    getErrorProps: (field, props) =>
      mergeProps({ id: ids("error", field), "aria-live": "polite" as const }, props),
    getSelectProps: (field, props) =>
      mergeProps(
        {
          id: ids("field", field),
          name: field,
          value: selectValue(field),
          onChange: (event: ChangeEventLike) => {
            const value = targetValue(event);
            if (field === "gender") send({ type: "gender.change", value: value as Gender });
            else if (field === "birthMonth")
              setBirthday(Number(value) || null, Number(selectValue("birthYear")) || null);
            else setBirthday(Number(selectValue("birthMonth")) || null, Number(value) || null);
          },
        },
        props,
      ),
    getSuggestButtonProps: (props) =>
      mergeProps(
        button(() => send({ type: "shoeTag.suggest" })),
        props,
      ),
    getAvatarGroupProps: (props) =>
      mergeProps(
        {
          role: "radiogroup" as const,
          "aria-label": messages.onboardingAvatarGroup,
          "aria-invalid": Boolean(fieldErrors.avatarUrl),
          "aria-describedby": ids("error", "avatarUrl"),
        },
        props,
      ),
    getAvatarRadioProps: (index, props) =>
      mergeProps(
        {
          id: ids("avatar", index),
          type: "radio" as const,
          name: ids("avatar"),
          value: String(index),
          checked: child.step2?.value === index,
          "aria-label": context.avatars[index]?.label ?? String(index + 1),
          onChange: (_event: ChangeEventLike) => send({ type: "avatar.select", index }),
        },
        props,
      ),
    getSportProps: (id, props) =>
      mergeProps(
        {
          type: "button" as const,
          "aria-pressed": child.step3.some((p) => p.id === id),
          onClick: (_event: EventLike) => send({ type: "sport.toggle", id }),
        },
        props,
      ),
    getBrandProps: (id, props) =>
      mergeProps(
        {
          id: ids(
            "brand",
            context.brands.findIndex((brand) => brand.id === id),
          ),
          type: "button" as const,
          "aria-pressed": child.step4.some((p) => p.id === id),
          onClick: (_event: EventLike) => send({ type: "brand.toggle", id }),
        },
        props,
      ),
    getLoadMoreProps: (props) =>
      mergeProps(
        button(() => send({ type: "brands.more" })),
        props,
      ),
    getEditButtonProps: (index, props) =>
      mergeProps(
        button(
          () => send({ type: "child.edit", index }),
          isSubmitting || context.children[index]?.created === true,
        ),
        props,
      ),
    getAddChildButtonProps: (props) =>
      mergeProps(
        button(() => send({ type: "child.add" })),
        props,
      ),
  };
}
