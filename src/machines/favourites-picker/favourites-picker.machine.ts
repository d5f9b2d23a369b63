import { assign, emit, setup } from "xstate";
import type { ChildConnection } from "../../clients/loyalty";
import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountFavouritesMessages } from "../../rules/messages-account-favourites";
import { asError } from "../shared/as-error";
import { answer, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  FavouritesPickerContext,
  FavouritesPickerEmitted,
  FavouritesPickerEvent,
  FavouritesPickerInput,
  FavouritesSaveRequest,
} from "./favourites-picker.types";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));
// What an event carries or the save answers, handed to the actions as typed params (no casts, no
// `event.type` checks).
const saved = answer<ChildConnection>();
type Carried<TType extends FavouritesPickerEvent["type"]> = {
  event: Extract<FavouritesPickerEvent, { type: TType }>;
};
const opened = ({ event }: Carried<"picker.open">) => event.chosen;
const toggled = ({ event }: Carried<"option.toggle">) => event.value;

// The machine's type is inferred here and named by FavouritesPickerMachine below.
function buildFavouritesPickerMachine() {
  return setup({
    types: {
      context: {} as FavouritesPickerContext,
      events: {} as FavouritesPickerEvent,
      input: {} as FavouritesPickerInput,
      emitted: {} as FavouritesPickerEmitted,
      tags: {} as "busy" | "open",
    },
    actors: {
      saveFavourites: missingActor<ChildConnection, FavouritesSaveRequest>(
        "favourites-picker",
        "saveFavourites",
      ),
    },
    guards: {
      isUnchanged: ({ context }) => sameSet(context.selection, context.chosen),
      changedWhileSaving: ({ context }) => context.sent !== null && !sameSet(context.sent, context.selection),
    },
    actions: {
      startSelection: assign(({ context }, given: readonly string[] | undefined) => {
        const chosen = given ?? context.chosen;
        return { chosen, selection: chosen, formError: null, saved: false };
      }),
      toggle: assign(({ context }, value: string) => {
        const on = context.selection.includes(value);
        return {
          selection: on ? context.selection.filter((v) => v !== value) : [...context.selection, value],
          formError: null,
        };
      }),
      rememberSent: assign(({ context }) => ({ sent: context.selection, formError: null, error: null })),
      adoptSaved: assign(({ context }) => ({ chosen: context.sent ?? context.selection, sent: null })),
      markSaved: assign({ saved: true }),
      announceSaved: emit((_, child: ChildConnection) => ({ type: "favourites.saved", child }) as const),
      setError: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
        sent: null,
        formError: context.messages.somethingWentWrong,
      })),
    },
  }).createMachine({
    id: "favouritesPicker",
    context: ({ input }) => ({
      connectionId: input.connectionId,
      handle: input.handle,
      chosen: input.chosen,
      selection: input.chosen,
      sent: null,
      formError: null,
      error: null,
      saved: false,
      messages: input.messages ?? {
        ...accountFavouritesMessages,
        somethingWentWrong: accountAreaMessages.somethingWentWrong,
      },
    }),
    initial: "closed",
    states: {
      closed: {
        on: { "picker.open": { target: "editing", actions: { type: "startSelection", params: opened } } },
      },
      editing: {
        tags: ["open"],
        on: {
          "option.toggle": { actions: { type: "toggle", params: toggled } },
          "picker.close": { target: "closed" },
          "picker.submit": [{ guard: "isUnchanged", target: "closed" }, { target: "saving" }],
        },
      },
      saving: {
        tags: ["open", "busy"],
        entry: "rememberSent",
        // Ticks made while the save runs are kept: the picker stays open so they can be saved.
        on: {
          "option.toggle": { actions: { type: "toggle", params: toggled } },
        },
        invoke: {
          src: "saveFavourites",
          input: ({ context }) => ({
            connectionId: context.connectionId,
            handle: context.handle,
            values: context.selection,
          }),
          onDone: [
            {
              guard: "changedWhileSaving",
              target: "editing",
              actions: ["adoptSaved", { type: "announceSaved", params: saved }],
            },
            {
              target: "closed",
              actions: ["adoptSaved", "markSaved", { type: "announceSaved", params: saved }],
            },
          ],
          onError: { target: "editing", actions: { type: "setError", params: thrown } },
        },
      },
    },
  });
}

/** The favourites picker machine's type. */
export type FavouritesPickerMachine = ReturnType<typeof buildFavouritesPickerMachine>;

/**
 * A child's favourite brands or sports picker (account-area §2 side modals): opens with what the
 * child has, ticks and unticks the shop's options, and Save writes them to the child's `omneo`
 * custom attribute of that handle through the injected `saveFavourites` actor, then closes. A
 * failure keeps the ticks and shows 'Something went wrong.'; ticks made while a save runs keep
 * the picker open. Provide its actors with `createFavouritesPickerActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(favouritesPickerMachine.provide({ actors }), { input: { connectionId, handle: "sports", chosen: ["Soccer"] } }).start();
 * actor.send({ type: "picker.open" });
 * actor.send({ type: "option.toggle", value: "Tennis" });
 * actor.send({ type: "picker.submit" });
 * ```
 */
export const favouritesPickerMachine: FavouritesPickerMachine = buildFavouritesPickerMachine();
