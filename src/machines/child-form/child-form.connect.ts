import type { SnapshotFrom } from "xstate";
import {
  BIRTH_MONTHS,
  birthdayPickerYears,
  birthdayRewardHint,
  type ChildForm,
  genderOptions,
  lacksBirthday,
} from "../../rules/child";
import { isDirty } from "../../rules/dirty";
import { customerFormGetters } from "../customer-token/customer-token.form";
import type { CustomerInputProps } from "../customer-token/customer-token.types";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { ChildFormMachine } from "./child-form.machine";
import { childFormMessages } from "./child-form.messages";
import type {
  ChildFormApi,
  ChildFormConnectOptions,
  ChildFormEvent,
  ChildFormField,
  ChildFormMessages,
  ChildFormOption,
  ChildFormTextField,
} from "./child-form.types";

const INPUTS: Record<ChildFormTextField, Pick<CustomerInputProps, "type" | "autoComplete">> = {
  firstName: { type: "text", autoComplete: "off" },
  lastName: { type: "text", autoComplete: "off" },
  shoeTag: { type: "text", autoComplete: "off" },
};

// The picker's option values are strings, as a <select> gives them back.
const MONTHS: readonly ChildFormOption[] = BIRTH_MONTHS.map(({ value, label }) => ({
  value: String(value),
  label,
}));

const selectValue = (values: ChildForm, field: "birthMonth" | "birthYear" | "gender") => {
  const value = values[field];
  return value === null ? "" : String(value);
};

/**
 * Turns a child form snapshot into its public API: the values, whether Save is enabled (only
 * once something changed), field messages, the birthday reward hint, the pickers' options, and
 * prop getters for the form, its fields, selects, avatar radios and buttons.
 *
 * @example
 * ```ts
 * const actor = createActor(childFormMachine.provide({ actors }), { input: { child } }).start();
 * actor.subscribe((snapshot) => render(connectChildForm(snapshot, actor.send, { id: "child", avatars })));
 * ```
 */
export function connectChildForm(
  snapshot: SnapshotFrom<ChildFormMachine>,
  send: (event: ChildFormEvent) => void,
  options: ChildFormConnectOptions = {},
): ChildFormApi {
  const messages: ChildFormMessages = options.messages ?? childFormMessages;
  const ids = domIds(options.id ?? "child-form");
  const { context } = snapshot;
  const { values, fieldErrors } = context;
  const isBusy = snapshot.hasTag("busy");
  const isGenerating = snapshot.hasTag("generating");
  const dirty = isDirty({ ...values }, { ...context.loaded });
  const canSave = dirty && !isBusy;
  const setField = (field: ChildFormField, value: string) => send({ type: "field.change", field, value });
  const reset = () => send({ type: "child.reset" });
  const presets = options.avatars ?? [];
  const own = context.loaded.avatarUrl;
  const avatars = own && !presets.includes(own) ? [own, ...presets] : presets;
  const getters = customerFormGetters<ChildFormTextField, ChildFormField>({
    ids,
    isBusy,
    fieldErrors,
    inputs: INPUTS,
    value: (field) => values[field],
    change: setField,
    submit: () => send({ type: "child.submit" }),
  });
  return {
    status: isBusy ? "loading" : context.error ? "error" : context.saved ? "success" : "idle",
    error: context.error,
    // Always the catalogue's words (the service's own text rides in `error` and under fields).
    errorMessage: context.error
      ? fieldErrors.shoeTag === messages.shoeTagExists
        ? messages.shoeTagExists
        : messages.somethingWentWrong
      : null,
    mode: context.connectionId === null ? "create" : "update",
    connectionId: context.connectionId,
    child: context.child,
    values,
    isDirty: dirty,
    canSave,
    isBusy,
    isSaved: context.saved,
    isGeneratingShoeTag: isGenerating,
    fieldErrors,
    formError: context.formError,
    shoeTagNotice: context.shoeTagNotice,
    birthdayHint: lacksBirthday({ birth_month: values.birthMonth, birth_year: values.birthYear })
      ? birthdayRewardHint(messages)
      : null,
    labels: {
      firstName: messages.firstNameLabel,
      lastName: messages.childLastNameLabel,
      birthMonth: messages.birthMonthLabel,
      birthYear: messages.birthYearLabel,
      gender: messages.genderLabel,
      shoeTag: messages.shoeTagLabel,
      avatarUrl: messages.avatarLabel,
    },
    genders: genderOptions(messages),
    months: MONTHS,
    years: birthdayPickerYears(options.now ?? Date.now()).map((year) => ({
      value: String(year),
      label: String(year),
    })),
    avatars,
    setField,
    generateShoeTag: () => send({ type: "shoeTag.generate" }),
    reset,
    submit: () => send({ type: "child.submit" }),
    getFormProps: getters.getFormProps,
    getFieldProps: getters.getFieldProps,
    getLabelProps: getters.getLabelProps,
    getErrorProps: getters.getErrorProps,
    getSelectProps: (field, props) =>
      mergeProps(
        {
          id: ids("field", field),
          name: field,
          value: selectValue(values, field),
          "aria-invalid": fieldErrors[field] !== undefined,
          "aria-describedby": fieldErrors[field] ? ids("error", field) : undefined,
          onChange: (event: ChangeEventLike) => setField(field, event.target.value),
        },
        props,
      ),
    getAvatarProps: (url, props) =>
      mergeProps(
        {
          id: ids("avatar", avatars.indexOf(url)),
          name: "avatarUrl" as const,
          type: "radio" as const,
          value: url,
          checked: values.avatarUrl === url,
          "aria-describedby": fieldErrors.avatarUrl ? ids("error", "avatarUrl") : undefined,
          onChange: (_event: ChangeEventLike) => setField("avatarUrl", url),
        },
        props,
      ),
    getShoeTagButtonProps: (props) =>
      mergeProps(
        {
          type: "button" as const,
          disabled: isGenerating,
          onClick: (_event: EventLike) => send({ type: "shoeTag.generate" }),
        },
        props,
      ),
    getCancelButtonProps: (props) =>
      mergeProps(
        { type: "button" as const, disabled: isBusy, onClick: (_event: EventLike) => reset() },
        props,
      ),
    getSubmitButtonProps: (props) => mergeProps({ type: "submit" as const, disabled: !canSave }, props),
  };
}
