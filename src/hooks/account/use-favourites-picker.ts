import { useId } from "react";
import type { ChildConnection } from "../../clients/loyalty";
import { connectionCalls } from "../../clients/loyalty/connections";
import { childFavourites } from "../../machines/children";
import {
  connectFavouritesPicker,
  createFavouritesPickerActors,
  type FavouritesHandle,
  type FavouritesPickerApi,
  favouritesPickerMachine,
} from "../../machines/favourites-picker";
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountFavouritesMessages } from "../../rules/messages-account-favourites";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

const defaults = { ...accountFavouritesMessages, somethingWentWrong: accountAreaMessages.somethingWentWrong };

/** Options of {@link useFavouritesPicker}. */
export interface UseFavouritesPickerOptions {
  /** The child. */
  child: ChildConnection;
  /** `brands` or `sports`. */
  handle: FavouritesHandle;
  /** The shop's options to pick from (the agency's list, e.g. the reference UI's favourite-options). */
  options: readonly string[];
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/** A favourites picker with the shop's options beside its API. */
export interface FavouritesPickerHookApi extends FavouritesPickerApi {
  /** The options to show: the shop's, plus any the child has that the shop no longer lists. */
  readonly options: readonly string[];
}

/**
 * A child's favourite brands or sports picker (account-area §2 side modals): `open()` (or the
 * opener's props) shows the side modal with the child's favourites ticked; Save writes them to
 * the child's `omneo` custom attribute and refreshes `ProfileConnections` and `Profiles`.
 *
 * @example
 * ```tsx
 * const sports = useFavouritesPicker({ child, handle: "sports", options: FAVOURITE_SPORTS });
 * <button {...sports.getOpenButtonProps()}>Edit</button>
 * {sports.isOpen && <div {...sports.getDialogProps()}>…</div>}
 * ```
 */
export function useFavouritesPicker(options: UseFavouritesPickerOptions): FavouritesPickerHookApi {
  const messages = useMessages(defaults);
  const generatedId = useId();
  const chosen = childFavourites(options.child, options.handle);
  const api = useMachineApi(favouritesPickerMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const loyalty = binding.context(connectionCalls)?.loyalty ?? { updateChild: refuseWithout(binding) };
      return { actors: createFavouritesPickerActors(loyalty, binding.invalidate) };
    },
    input: () => ({
      connectionId: options.child.connectionId,
      handle: options.handle,
      chosen,
      messages,
    }),
    connect: connectFavouritesPicker,
    options: { id: options.id ?? generatedId, messages, chosen },
  });
  const extra = chosen.filter((value) => !options.options.includes(value));
  return { ...api, options: [...options.options, ...extra] };
}
