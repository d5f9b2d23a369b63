import type { SnapshotFrom } from "xstate";
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountFavouritesMessages } from "../../rules/messages-account-favourites";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { FavouritesPickerMachine } from "./favourites-picker.machine";
import type {
  FavouritesPickerApi,
  FavouritesPickerConnectOptions,
  FavouritesPickerEvent,
} from "./favourites-picker.types";

/**
 * Turns a favourites picker snapshot into its public API: open or not, the ticks, and prop
 * getters for the opener, the side modal (a dialog with focus handling), the options and buttons.
 *
 * @example
 * ```ts
 * actor.subscribe((snapshot) => render(connectFavouritesPicker(snapshot, actor.send, { id: "sports" })));
 * ```
 */
export function connectFavouritesPicker(
  snapshot: SnapshotFrom<FavouritesPickerMachine>,
  send: (event: FavouritesPickerEvent) => void,
  options: FavouritesPickerConnectOptions = {},
): FavouritesPickerApi {
  const messages = options.messages ?? {
    ...accountFavouritesMessages,
    somethingWentWrong: accountAreaMessages.somethingWentWrong,
  };
  const ids = domIds(options.id ?? "favourites-picker");
  const { context } = snapshot;
  const isOpen = snapshot.hasTag("open");
  const isBusy = snapshot.hasTag("busy");
  const close = () => send({ type: "picker.close" });
  const open = () =>
    send(options.chosen ? { type: "picker.open", chosen: options.chosen } : { type: "picker.open" });
  const isDirty =
    context.selection.length !== context.chosen.length ||
    context.selection.some((v) => !context.chosen.includes(v));
  return {
    status: isBusy ? "loading" : context.formError ? "error" : context.saved ? "success" : "idle",
    error: context.formError ? context.error : null,
    errorMessage: context.formError,
    isOpen,
    isBusy,
    title: context.handle === "brands" ? messages.favouriteBrandsTitle : messages.favouriteSportsTitle,
    chosen: context.chosen,
    selection: context.selection,
    isDirty,
    savedMessage: context.saved && !isOpen ? messages.favouritesSaved : null,
    open,
    close,
    toggle: (value) => send({ type: "option.toggle", value }),
    submit: () => send({ type: "picker.submit" }),
    getOpenButtonProps: (props) =>
      mergeProps(
        {
          id: ids("open"),
          type: "button" as const,
          disabled: false,
          "aria-haspopup": "dialog" as const,
          onClick: (_event: EventLike) => open(),
        },
        props,
      ),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("title"),
          initialFocusId: ids("close"),
          onClose: close,
        }),
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title") }, props),
    getOptionProps: (value, props) =>
      mergeProps(
        {
          id: ids("option", value),
          type: "checkbox" as const,
          value,
          checked: context.selection.includes(value),
          onChange: (_event: ChangeEventLike) => send({ type: "option.toggle", value }),
        },
        props,
      ),
    getOptionLabelProps: (value, props) => mergeProps({ htmlFor: ids("option", value) }, props),
    getSaveButtonProps: (props) =>
      mergeProps(
        {
          type: "button" as const,
          disabled: isBusy,
          onClick: (_event: EventLike) => send({ type: "picker.submit" }),
        },
        props,
      ),
    getCloseButtonProps: (props) =>
      mergeProps(
        {
          id: ids("close"),
          type: "button" as const,
          disabled: false,
          onClick: (_event: EventLike) => close(),
        },
        props,
      ),
  };
}
