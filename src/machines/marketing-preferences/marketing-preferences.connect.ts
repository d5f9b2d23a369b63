import type { SnapshotFrom } from "xstate";
import { isOptedOut } from "../../rules/comms";
import { formatMessage } from "../../rules/messages";
import type { SliceStatus } from "../shared/connect";
import { domIds } from "../shared/dom-ids";
import type { EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { commsDiffer, type MarketingPreferencesMachine } from "./marketing-preferences.machine";
import type {
  MarketingPreferencesApi,
  MarketingPreferencesConnectOptions,
  MarketingPreferencesEvent,
} from "./marketing-preferences.types";

const checkedOf = (event: { readonly target: unknown }) =>
  (event.target as { checked?: unknown } | null)?.checked === true;

/**
 * Turns a marketing preferences snapshot into its public API: the consumer contract, the six
 * toggles and the opt-out, the Save button's dirty rule, the message after a save and the prop
 * getters.
 *
 * @example
 * ```ts
 * const actor = createActor(marketingPreferencesMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectMarketingPreferences(snapshot, actor.send)));
 * ```
 */
export function connectMarketingPreferences(
  snapshot: SnapshotFrom<MarketingPreferencesMachine>,
  send: (event: MarketingPreferencesEvent) => void,
  options: MarketingPreferencesConnectOptions = {},
): MarketingPreferencesApi {
  const messages = options.messages ?? snapshot.context.messages;
  const ids = domIds(options.id ?? "marketing-preferences");
  const { context } = snapshot;
  const isSaving = snapshot.matches("saving");
  const dirty = context.confirmed !== null && commsDiffer(context.values, context.confirmed);
  const optedOut = isOptedOut(context.values);
  const status: SliceStatus = snapshot.hasTag("busy")
    ? "loading"
    : context.error
      ? "error"
      : context.saved
        ? "success"
        : "idle";
  return {
    status,
    error: context.error,
    // Always the catalogue's words (the service's own text rides in `error`).
    errorMessage: !context.error
      ? null
      : snapshot.matches("loadFailed")
        ? messages.somethingWentWrong
        : formatMessage(messages.preferencesNotSaved, { message: messages.preferencesSaveFailed }).trim(),
    isReady: context.confirmed !== null,
    isSaving,
    isDirty: dirty,
    values: context.values,
    isOptedOut: optedOut,
    canRetry: context.unsaved !== null && !isSaving,
    formError: context.formError,
    savedMessage: context.saved ? messages.preferencesSaved : null,
    setToggle: (toggle, on) => send({ type: "toggle.set", toggle, on }),
    setOptOut: (on) => send({ type: "optout.set", on }),
    submit: () => send({ type: "preferences.submit" }),
    retry: () => send({ type: "preferences.retry" }),
    reload: () => send({ type: "profile.reload" }),
    getFormProps: (props) =>
      mergeProps(
        {
          id: ids("form"),
          "aria-busy": isSaving,
          onSubmit: (event: EventLike) => {
            event.preventDefault();
            send({ type: "preferences.submit" });
          },
        },
        props,
      ),
    getSwitchProps: (name, props) =>
      mergeProps(
        {
          id: ids("switch", name),
          name: name === "optout" ? "optout" : name,
          type: "checkbox" as const,
          checked: name === "optout" ? optedOut : context.values[name],
          onChange: (event: { readonly target: unknown }) =>
            name === "optout"
              ? send({ type: "optout.set", on: checkedOf(event) })
              : send({ type: "toggle.set", toggle: name, on: checkedOf(event) }),
        },
        props,
      ),
    getLabelProps: (name, props) => mergeProps({ htmlFor: ids("switch", name) }, props),
    getStatusProps: (props) =>
      mergeProps(
        { id: ids("status"), role: context.formError ? ("alert" as const) : ("status" as const) },
        props,
      ),
    getSubmitButtonProps: (props) =>
      mergeProps({ type: "submit" as const, disabled: isSaving || !dirty }, props),
  };
}
