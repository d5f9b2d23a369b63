import type { SnapshotFrom } from "xstate";
import { widthsOf } from "../../rules/size-selection";
import { wishlistItemButton } from "../../rules/wishlists";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import { selectedOption, type WishlistSizeMachine } from "./wishlist-size.machine";
import type {
  WishlistSizeApi,
  WishlistSizeConnectOptions,
  WishlistSizeEvent,
  WishlistSizeMessages,
} from "./wishlist-size.types";

function stepOf(snapshot: SnapshotFrom<WishlistSizeMachine>): WishlistSizeApi["step"] {
  if (snapshot.matches({ ready: "NOTIFY_ME" })) return "NOTIFY_ME";
  if (snapshot.matches({ ready: "ADD_TO_WISHLIST" })) return "ADD_TO_WISHLIST";
  if (snapshot.matches("ready")) return "SELECT";
  return "loading";
}

/**
 * Turns a size-step snapshot into its API: the sizes and widths with toggle-button props, the
 * step and its button ('Select size', 'Notify me when {size} is back', 'Next' / 'Add to
 * wishlist' or the host's label), and the back-in-stock email field.
 *
 * @example
 * ```ts
 * const size = connectWishlistSize(actor.getSnapshot(), actor.send, { id: "wishlist", messages });
 * size.buttonLabel; // "Select size"
 * ```
 */
export function connectWishlistSize(
  snapshot: SnapshotFrom<WishlistSizeMachine>,
  send: (event: WishlistSizeEvent) => void,
  options: WishlistSizeConnectOptions = {},
): WishlistSizeApi {
  const { context } = snapshot;
  const messages: WishlistSizeMessages = options.messages ?? context.messages;
  const ids = domIds(options.id ?? "wishlist-size");
  const step = stepOf(snapshot);
  const selected = selectedOption(context);
  const busy = snapshot.hasTag("busy");
  const sent = snapshot.matches({ ready: { NOTIFY_ME: "sent" } });
  const button = wishlistItemButton(
    {
      size: step === "loading" ? null : (selected?.label ?? null),
      outOfStock: selected?.available === false,
      notifyEnabled: context.notifyEnabled,
      loggedIn: context.loggedIn,
    },
    messages,
  );
  const buttonLabel =
    button.step === "ADD_TO_WISHLIST" && context.confirmLabel ? context.confirmLabel : button.label;
  const sizes = context.options
    .filter((option) => option.width === context.width)
    .map((option) => ({
      size: option.size,
      label: option.label,
      available: option.available,
      selected: option.id === selected?.id,
    }));
  const emailError = context.emailError ?? context.notifyError;
  const confirm = () => {
    if (step === "NOTIFY_ME") send({ type: "notify.submit" });
    else if (step === "ADD_TO_WISHLIST") send({ type: "size.confirm" });
  };
  return {
    status: busy ? "loading" : context.error ? "error" : step === "loading" ? "idle" : "success",
    error: context.error,
    errorMessage: context.error ? messages.wishlistSizesFailed : null,
    step,
    sizes,
    widths: widthsOf(context.options),
    width: context.width,
    selected,
    buttonLabel,
    email: context.email,
    emailError,
    notifyMessage: sent ? messages.backInStockSuccess : null,
    labels: {
      size: messages.wishlistSizeLabel,
      width: messages.wishlistWidthLabel,
      email: messages.wishlistNotifyEmailLabel,
    },
    selectSize: (size) => send({ type: "size.select", size }),
    setWidth: (width) => send({ type: "width.change", width }),
    setEmail: (value) => send({ type: "email.change", value }),
    confirm,
    retry: () => send({ type: "sizes.retry" }),
    getSizeProps: (choice, props) =>
      mergeProps(
        {
          type: "button" as const,
          "aria-pressed": choice.selected,
          onClick: () => send({ type: "size.select", size: choice.size }),
        },
        props,
      ),
    getWidthProps: (width, props) =>
      mergeProps(
        {
          type: "button" as const,
          "aria-pressed": width === context.width,
          onClick: () => send({ type: "width.change", width }),
        },
        props,
      ),
    getEmailFieldProps: (props) =>
      mergeProps(
        {
          id: ids("email"),
          type: "email" as const,
          autoComplete: "email" as const,
          value: context.email,
          "aria-invalid": emailError !== null,
          "aria-describedby": ids("email-message"),
          onChange: (event: ChangeEventLike) =>
            send({ type: "email.change", value: String((event.target as { value?: unknown }).value ?? "") }),
        },
        props,
      ),
    getEmailLabelProps: (props) => mergeProps({ htmlFor: ids("email") }, props),
    getEmailMessageProps: (props) =>
      mergeProps(
        { id: ids("email-message"), role: "status" as const, "aria-live": "polite" as const },
        props,
      ),
    getActionProps: (props) =>
      mergeProps(
        {
          type: "button" as const,
          // Disabled while there is nothing to confirm. While its request runs the pressed button
          // keeps focus (a disabled one would drop a keyboard user out of the dialog): it is
          // aria-disabled and a press does nothing.
          disabled: step === "SELECT" || step === "loading",
          "aria-disabled": busy,
          "aria-busy": busy,
          onClick: () => {
            if (!busy) confirm();
          },
        },
        props,
      ),
  };
}
