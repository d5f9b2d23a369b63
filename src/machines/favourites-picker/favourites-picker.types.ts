import type { ChildConnection } from "../../clients/loyalty";
import type { AccountMessageCatalogue } from "../../rules/messages";
import type { SolekitError } from "../../runtime/solekit-error";
import type { CustomerFieldPropGetter, CustomerPropGetter } from "../customer-token/customer-token.types";
import type { ConnectOptions, SliceState } from "../shared/connect";
import type { ChangeEventLike, EventLike, KeyboardEventLike } from "../shared/events";

/** Which favourites a picker edits: the `omneo` custom attribute of that handle. */
export type FavouritesHandle = "brands" | "sports";

/** The messages a picker shows. */
export type FavouritesPickerMessages = Pick<
  AccountMessageCatalogue,
  "favouriteBrandsTitle" | "favouriteSportsTitle" | "favouritesSaved" | "closeModal" | "somethingWentWrong"
>;

/** What `saveFavourites` is asked. */
export interface FavouritesSaveRequest {
  /** The child's connection id. */
  readonly connectionId: number;
  /** Brands or sports. */
  readonly handle: FavouritesHandle;
  /** The chosen values. */
  readonly values: readonly string[];
}

/** Input of the favourites picker machine. */
export interface FavouritesPickerInput {
  /** The child's connection id. */
  connectionId: number;
  /** Brands or sports. */
  handle: FavouritesHandle;
  /** The favourites the child has now. */
  chosen: readonly string[];
  /** Messages. */
  messages?: FavouritesPickerMessages;
}

/** Context of the favourites picker machine. */
export interface FavouritesPickerContext {
  /** The child's connection id. */
  connectionId: number;
  /** Brands or sports. */
  handle: FavouritesHandle;
  /** The favourites as the service holds them. */
  chosen: readonly string[];
  /** What is ticked in the open picker. */
  selection: readonly string[];
  /** What the running save sent. */
  sent: readonly string[] | null;
  /** 'Something went wrong.' after a failed save, else `null`. */
  formError: string | null;
  /** The last failure. */
  error: SolekitError | null;
  /** Whether the last save landed (for the live region). */
  saved: boolean;
  /** Messages. */
  messages: FavouritesPickerMessages;
}

/** Events of the favourites picker machine. */
export type FavouritesPickerEvent =
  /** Opens the side modal with what the child has now (`chosen`, from the latest profile). */
  | { type: "picker.open"; chosen?: readonly string[] }
  /** Closes it (unsaved ticks are dropped; a running save still lands). */
  | { type: "picker.close" }
  /** Ticks or unticks an option. */
  | { type: "option.toggle"; value: string }
  /** Saves the ticked options. */
  | { type: "picker.submit" };

/** What the machine emits. */
export type FavouritesPickerEmitted =
  /** The favourites were saved (the child's profile refreshed). */
  { type: "favourites.saved"; child: ChildConnection };

/** Options of `connectFavouritesPicker`. */
export interface FavouritesPickerConnectOptions extends ConnectOptions<FavouritesPickerMessages> {
  /** The child's favourites as the host's data holds them now: the picker opens with these ticked. */
  readonly chosen?: readonly string[];
}

/** Props of an option's checkbox. */
export interface FavouriteOptionProps {
  /** DOM id. */
  id: string;
  /** A checkbox. */
  type: "checkbox";
  /** The option. */
  value: string;
  /** Ticked. */
  checked: boolean;
  /** Ticks or unticks. */
  onChange(event: ChangeEventLike): void;
}

/** Props of the side modal. */
export interface FavouritesDialogProps {
  /** DOM id. */
  id: string;
  /** A dialog. */
  role: "dialog";
  /** Modal. */
  "aria-modal": true;
  /** The title's id. */
  "aria-labelledby": string;
  /** Focusable. */
  tabIndex: -1;
  /** Focus in on mount (the first option), back to the opener when closed. */
  ref(element: unknown): void;
  /** Escape closes; Tab stays inside. */
  onKeyDown(event: KeyboardEventLike): void;
}

/** Props of a button. */
export interface FavouritesButtonProps {
  /** Not a submit. */
  type: "button";
  /** Disabled while it cannot act. */
  disabled: boolean;
  /** Acts. */
  onClick(event: EventLike): void;
}

/** A favourites picker's public API, as `connectFavouritesPicker` and `useFavouritesPicker` return it. */
export interface FavouritesPickerApi extends SliceState {
  /** Whether the side modal is open. */
  readonly isOpen: boolean;
  /** Whether the save runs. */
  readonly isBusy: boolean;
  /** The title ('Favourite brands' or 'Favourite sports'). */
  readonly title: string;
  /** The favourites as saved. */
  readonly chosen: readonly string[];
  /** What is ticked. */
  readonly selection: readonly string[];
  /** Whether the ticks differ from what is saved. */
  readonly isDirty: boolean;
  /** 'Favourites saved.' after a save, for a live region, else `null`. */
  readonly savedMessage: string | null;
  /** Opens the picker. */
  open(): void;
  /** Closes it. */
  close(): void;
  /** Ticks or unticks. */
  toggle(value: string): void;
  /** Saves. */
  submit(): void;
  /** The button that opens the picker. */
  getOpenButtonProps: CustomerPropGetter<FavouritesButtonProps & { "aria-haspopup": "dialog"; id: string }>;
  /** The side modal. */
  getDialogProps: CustomerPropGetter<FavouritesDialogProps>;
  /** Its title. */
  getTitleProps: CustomerPropGetter<{ id: string }>;
  /** An option's checkbox. */
  getOptionProps: CustomerFieldPropGetter<string, FavouriteOptionProps>;
  /** An option's label. */
  getOptionLabelProps: CustomerFieldPropGetter<string, { htmlFor: string }>;
  /** Save. */
  getSaveButtonProps: CustomerPropGetter<FavouritesButtonProps>;
  /** Close (or Cancel). */
  getCloseButtonProps: CustomerPropGetter<FavouritesButtonProps & { id: string }>;
}
