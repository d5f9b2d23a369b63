import {
  connectQuickSearch,
  createQuickSearchActors,
  followQuickSearchFocus,
  linkQuickSearchButton,
  type QuickSearchApi,
  quickSearchHostActions,
  quickSearchInputFrom,
  quickSearchMachine,
} from "../../machines/quick-search";
import { DEFAULT_QUICK_SEARCH_ID } from "../../machines/quick-search/quick-search.dom";
import { searchMessages } from "../../rules/messages";
import { searchClient } from "../provider/clients";
import { useSharedActor } from "../provider/shared-actor";
import { useClient, useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { quickSearchButtonActor } from "./use-quick-search-button";

/** Options of {@link useQuickSearch}. */
export interface UseQuickSearchOptions {
  /** Base of the DOM ids the prop getters hand out: the same as `useQuickSearchButton`'s. @default "quick-search" */
  id?: string;
  /** Recent searches kept (in the storage adapter). @default 5 */
  recentSearchesLimit?: number;
}

/**
 * The header's quick-search overlay (storefront §2): popular and recent searches before typing;
 * while typing, debounced (400 ms) Suggested Searches, Pages and Products with a 'View N products'
 * link and the fallback texts; submit follows an allowed merchandising redirect or goes to the
 * search page after 2 s. A superseded request is aborted. Returns state, named actions and prop
 * getters wiring the WAI-ARIA combobox. While an input method (Chinese, Japanese, Korean) composes
 * text nothing is requested; one request follows the committed text. Focus moves to the input when
 * the overlay opens and back to the open button when it closes, once the view has rendered (so open
 * a native `<dialog>` in a layout effect). Navigation goes through the provider's URL adapter;
 * recent searches live in its storage adapter. One quick search per provider: its open state is
 * the page's {@link useQuickSearchButton}'s, so a header can render the button alone and load the
 * component calling this hook when the shopper first opens it.
 *
 * @example
 * ```tsx
 * function QuickSearch() {
 *   const qs = useQuickSearch();
 *   return (
 *     <>
 *       <button {...qs.getOpenButtonProps()}>🔍</button>
 *       {qs.isOpen && (
 *         <div {...qs.getDialogProps()}>
 *           <form {...qs.getFormProps()}>
 *             <label {...qs.getLabelProps()}>Search</label>
 *             <input {...qs.getInputProps()} />
 *             <button {...qs.getCloseButtonProps()}>Close</button>
 *           </form>
 *           <p {...qs.getStatusProps()}>{qs.statusMessage}</p>
 *           <div {...qs.getListboxProps()}>
 *             {qs.groups.map((group) => (
 *               <ul key={group.key} {...qs.getGroupProps(group)}>
 *                 <li {...qs.getGroupLabelProps(group)}>{group.label}</li>
 *                 {group.options.map((item) => (
 *                   <li key={item.index} {...qs.getOptionProps({ item })}>{item.label}</li>
 *                 ))}
 *               </ul>
 *             ))}
 *           </div>
 *         </div>
 *       )}
 *     </>
 *   );
 * }
 * ```
 */
export function useQuickSearch(options: UseQuickSearchOptions = {}): QuickSearchApi {
  const search = useClient(searchClient);
  const button = useSharedActor(quickSearchButtonActor);
  const id = options.id ?? DEFAULT_QUICK_SEARCH_ID;
  return useMachineApi(quickSearchMachine, {
    provide: (runtime) => ({
      actors: createQuickSearchActors(search),
      actions: quickSearchHostActions(runtime),
    }),
    input: (runtime) => quickSearchInputFrom(runtime, options.recentSearchesLimit),
    connect: connectQuickSearch,
    options: { id, messages: useMessages(searchMessages) },
    start: (actorRef) => {
      const stopFocus = followQuickSearchFocus(actorRef, id, document);
      const unlink = linkQuickSearchButton(button, actorRef);
      return () => {
        unlink();
        stopFocus();
      };
    },
  });
}
