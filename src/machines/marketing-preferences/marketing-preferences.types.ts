import type { CommsFlags, NotificationToggle } from "../../rules/comms";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { EventLike, PropHandlers } from "../shared/events";
import type { MergedProps } from "../shared/merge-props";

/** The messages the marketing preferences form shows. */
export type MarketingPreferencesMessages = Pick<
  AccountMessageCatalogue,
  "preferencesSaved" | "preferencesNotSaved" | "preferencesSaveFailed" | "somethingWentWrong"
>;

/** What the preferences read of a profile: its comms flags (absent on a new member). */
export interface MarketingPreferencesProfile {
  /** The profile's attributes. */
  readonly attributes?: { readonly comms?: CommsFlags | undefined } | undefined;
}

/** Input of the marketing preferences machine. */
export interface MarketingPreferencesInput {
  /** Messages. @default the account catalogue */
  messages?: MarketingPreferencesMessages;
}

/** Context of the marketing preferences machine. */
export interface MarketingPreferencesContext {
  /** The flags as the service last confirmed them; `null` until loaded. */
  confirmed: CommsFlags | null;
  /** The flags the form shows. */
  values: CommsFlags;
  /** The flags of the save in flight, else `null`. */
  sending: CommsFlags | null;
  /** The customer's choice that failed to save (the form rolled back; `retry` brings it back). */
  unsaved: CommsFlags | null;
  /** The last failure (loading or saving). */
  error: SolekitError | null;
  /** The message after a failed save. */
  formError: string | null;
  /** Whether the last save went through and nothing changed since. */
  saved: boolean;
  /** Messages. */
  messages: MarketingPreferencesMessages;
}

/** Events of the marketing preferences machine. */
export type MarketingPreferencesEvent =
  /** Switches one of the six notification toggles (opt-out follows: all off → on, any on → off). */
  | { type: "toggle.set"; toggle: NotificationToggle; on: boolean }
  /** Switches the opt-out (on turns all six toggles off). */
  | { type: "optout.set"; on: boolean }
  /** Saves the flags (nothing happens while unchanged). */
  | { type: "preferences.submit" }
  /** Brings back the choice that failed to save, and saves it again. */
  | { type: "preferences.retry" }
  /** Loads the profile again after it failed to load. */
  | { type: "profile.reload" };

/** Options of `connectMarketingPreferences`. */
export type MarketingPreferencesConnectOptions = ConnectOptions<MarketingPreferencesMessages>;

/** A prop getter taking the caller's props. */
export type MarketingPreferencesPropGetter<TOwn> = <T extends object>(
  props?: T & PropHandlers,
) => MergedProps<TOwn, T>;

/** A switch of the form: one of the six toggles, or `optout`. */
export type MarketingPreferencesSwitch = NotificationToggle | "optout";

/** Props of the `<form>`. */
export interface MarketingPreferencesFormProps {
  /** DOM id. */
  id: string;
  /** Busy while saving. */
  "aria-busy": boolean;
  /** Saves. */
  onSubmit: (event: EventLike) => void;
}

/** Props of a switch's checkbox. */
export interface MarketingPreferencesCheckboxProps {
  /** DOM id. */
  id: string;
  /** Field name (the flag's). */
  name: string;
  /** A checkbox. */
  type: "checkbox";
  /** Ticked. */
  checked: boolean;
  /** Ticks or unticks. */
  onChange: (event: { readonly target: unknown }) => void;
}

/** Props of a switch's label. */
export interface MarketingPreferencesLabelProps {
  /** The checkbox's DOM id. */
  htmlFor: string;
}

/** Props of the message below the form. */
export interface MarketingPreferencesStatusProps {
  /** DOM id. */
  id: string;
  /** An alert after a failure, else a polite status. */
  role: "alert" | "status";
}

/** Props of the Save button. */
export interface MarketingPreferencesSubmitButtonProps {
  /** A submit button. */
  type: "submit";
  /** Disabled until a flag differs from what was loaded, and while saving. */
  disabled: boolean;
}

/** The marketing preferences' public API, as `connectMarketingPreferences` and `useMarketingPreferences` return it. */
export interface MarketingPreferencesApi extends SliceState {
  /** Whether the flags are loaded (the form shows). */
  readonly isReady: boolean;
  /** Whether a save runs. */
  readonly isSaving: boolean;
  /** Whether a flag differs from what the service holds (Save is enabled). */
  readonly isDirty: boolean;
  /** The flags the form shows. */
  readonly values: CommsFlags;
  /** Whether the customer is opted out (all six toggles off). */
  readonly isOptedOut: boolean;
  /** Whether a failed choice can be tried again. */
  readonly canRetry: boolean;
  /** The message after a failed save, else `null`. */
  readonly formError: string | null;
  /** 'Your marketing preferences have been saved.' after a save, until the next change. */
  readonly savedMessage: string | null;
  /** Switches a toggle. */
  setToggle(toggle: NotificationToggle, on: boolean): void;
  /** Switches the opt-out. */
  setOptOut(on: boolean): void;
  /** Saves. */
  submit(): void;
  /** Brings back the choice that failed and saves it again. */
  retry(): void;
  /** Loads again after a failure. */
  reload(): void;
  /** Props of the `<form>`. */
  getFormProps: MarketingPreferencesPropGetter<MarketingPreferencesFormProps>;
  /** Props of a switch's checkbox. */
  getSwitchProps: <T extends object>(
    name: MarketingPreferencesSwitch,
    props?: T & PropHandlers,
  ) => MergedProps<MarketingPreferencesCheckboxProps, T>;
  /** Props of a switch's label. */
  getLabelProps: <T extends object>(
    name: MarketingPreferencesSwitch,
    props?: T & PropHandlers,
  ) => MergedProps<MarketingPreferencesLabelProps, T>;
  /** Props of the message below the form. */
  getStatusProps: MarketingPreferencesPropGetter<MarketingPreferencesStatusProps>;
  /** Props of the Save button. */
  getSubmitButtonProps: MarketingPreferencesPropGetter<MarketingPreferencesSubmitButtonProps>;
}
