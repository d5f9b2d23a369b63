import type { SnapshotFrom } from "xstate";
import { isDirty } from "../../rules/dirty";
import type { SliceStatus } from "../shared/connect";
import { domIds } from "../shared/dom-ids";
import { errorSummaryParts } from "../shared/error-summary";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { ProfileDetailsMachine } from "./profile-details.machine";
import type {
  ProfileDetailsApi,
  ProfileDetailsConnectOptions,
  ProfileDetailsEvent,
  ProfileDetailsField,
  ProfileDetailsInputProps,
} from "./profile-details.types";

/** The form's fields in their order on the page (the error summary lists them so). */
export const PROFILE_DETAILS_FIELDS: readonly ProfileDetailsField[] = [
  "firstName",
  "lastName",
  "email",
  "mobile",
  "birthday",
];

const INPUTS: Record<
  ProfileDetailsField,
  Pick<ProfileDetailsInputProps, "type" | "autoComplete" | "inputMode" | "aria-required">
> = {
  firstName: { type: "text", autoComplete: "given-name", inputMode: "text", "aria-required": true },
  lastName: { type: "text", autoComplete: "family-name", inputMode: "text", "aria-required": false },
  email: { type: "email", autoComplete: "email", inputMode: "email", "aria-required": true },
  mobile: { type: "tel", autoComplete: "tel", inputMode: "tel", "aria-required": false },
  birthday: { type: "text", autoComplete: "bday", inputMode: "numeric", "aria-required": false },
};

// Fields with a hint under their label (the birthday's "dd/mm/yyyy").
const HINTED: ReadonlySet<ProfileDetailsField> = new Set(["birthday"]);

/**
 * Turns a profile details snapshot into its public API: the consumer contract, the values, the
 * field messages (the form's checks, else the service's) and error summary, the Save button's
 * dirty rule and the prop getters of the accessible form pattern (labels, `aria-invalid`,
 * `aria-describedby`, a summary that links to each field; `followProfileDetails` moves focus to it
 * on a refused submit). `errorMessage` is always the catalogue's.
 *
 * @example
 * ```ts
 * const actor = createActor(profileDetailsMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectProfileDetails(snapshot, actor.send, { id: "profile" })));
 * ```
 */
export function connectProfileDetails(
  snapshot: SnapshotFrom<ProfileDetailsMachine>,
  send: (event: ProfileDetailsEvent) => void,
  options: ProfileDetailsConnectOptions = {},
): ProfileDetailsApi {
  const messages = options.messages ?? snapshot.context.messages;
  const ids = domIds(options.id ?? "profile-details");
  const summaryParts = errorSummaryParts(ids);
  const { context } = snapshot;
  const isSaving = snapshot.matches("saving");
  const isReady = context.loaded !== null;
  const dirty = context.loaded !== null && isDirty({ ...context.values }, { ...context.loaded });
  // The form's own check first; the service's message where the form has none.
  const fieldErrors = { ...context.serverErrors, ...(context.showErrors ? context.errors : {}) };
  const summary = PROFILE_DETAILS_FIELDS.flatMap((field) => {
    const message = field in fieldErrors ? fieldErrors[field as keyof typeof fieldErrors] : undefined;
    return message ? [{ field, message }] : [];
  });
  const status: SliceStatus = snapshot.hasTag("busy")
    ? "loading"
    : context.error
      ? "error"
      : context.saved
        ? "success"
        : "idle";
  const errorOf = (field: ProfileDetailsField) =>
    field in fieldErrors ? fieldErrors[field as keyof typeof fieldErrors] : undefined;
  const describedBy = (field: ProfileDetailsField) =>
    [HINTED.has(field) ? ids("hint", field) : null, errorOf(field) ? ids("error", field) : null]
      .filter(Boolean)
      .join(" ") || undefined;
  const submit = () => send({ type: "details.submit" });
  return {
    status,
    error: context.error,
    // Always the catalogue's words (the service's own text rides in `error` and `formError`).
    errorMessage: !context.error
      ? null
      : snapshot.matches("loadFailed")
        ? messages.somethingWentWrong
        : messages.profileSaveFailed,
    isReady,
    isSaving,
    isDirty: dirty,
    values: context.values,
    fieldErrors,
    summary,
    summaryTitle: messages.profileErrorSummary,
    formError: context.formError,
    savedMessage: context.saved ? messages.profileSaved : null,
    setField: (field, value) => send({ type: "field.change", field, value }),
    submit,
    reload: () => send({ type: "profile.reload" }),
    getFormProps: (props) =>
      mergeProps(
        {
          id: ids("form"),
          noValidate: true as const,
          "aria-busy": isSaving,
          onSubmit: (event: EventLike) => {
            event.preventDefault();
            submit();
          },
        },
        props,
      ),
    getFieldProps: (field, props) =>
      mergeProps(
        {
          id: ids("field", field),
          name: field,
          ...INPUTS[field],
          value: context.values[field],
          readOnly: field === "email",
          "aria-invalid": errorOf(field) !== undefined,
          "aria-describedby": describedBy(field),
          onChange: (event: ChangeEventLike) => {
            if (field !== "email") send({ type: "field.change", field, value: event.target.value });
          },
        },
        props,
      ),
    getLabelProps: (field, props) => mergeProps({ htmlFor: ids("field", field) }, props),
    getHintProps: (field, props) => mergeProps({ id: ids("hint", field) }, props),
    getErrorProps: (field, props) => mergeProps({ id: ids("error", field) }, props),
    getSummaryProps: (props) => mergeProps(summaryParts.summary(), props),
    getSummaryTitleProps: (props) => mergeProps(summaryParts.title(), props),
    getSummaryLinkProps: (field, props) => mergeProps(summaryParts.link(field), props),
    getStatusProps: (props) =>
      mergeProps(
        {
          id: ids("status"),
          role: context.formError ? ("alert" as const) : ("status" as const),
          tabIndex: -1 as const,
        },
        props,
      ),
    getSubmitButtonProps: (props) =>
      mergeProps({ type: "submit" as const, disabled: isSaving || !dirty }, props),
  };
}
