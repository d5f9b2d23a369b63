import { useId } from "react";
import {
  connectQuickSearch,
  createQuickSearchActors,
  followQuickSearchFocus,
  type QuickSearchApi,
  quickSearchHostActions,
  quickSearchInputFrom,
  quickSearchMachine,
} from "../../machines/quick-search";
import { searchMessages } from "../../rules/messages";
import { searchClient } from "../provider/clients";
import { useClient, useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";

/** Options of {@link useQuickSearch}. */
export interface UseQuickSearchOptions {
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
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
 * recent searches live in its storage adapter.
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
  const generatedId = useId();
  const id = options.id ?? generatedId;
  return useMachineApi(quickSearchMachine, {
    provide: (runtime) => ({
      actors: createQuickSearchActors(search),
      actions: quickSearchHostActions(runtime),
    }),
    input: (runtime) => quickSearchInputFrom(runtime, options.recentSearchesLimit),
    connect: connectQuickSearch,
    options: { id, messages: useMessages(searchMessages) },
    start: (actorRef) => followQuickSearchFocus(actorRef, id, document),
  });
}
