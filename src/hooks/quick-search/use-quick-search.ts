import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  connectQuickSearch,
  createQuickSearchActors,
  focusById,
  type QuickSearchApi,
  type QuickSearchInput,
  quickSearchIds,
  quickSearchMachine,
} from "../../machines/quick-search";
import { RECENT_SEARCHES_STORAGE_KEY } from "../../rules/keys";
import { searchMessages } from "../../rules/messages";
import { parseRecentSearches, RECENT_SEARCHES_LIMIT } from "../../rules/recent-searches";
import { useClient, useMessages, useSolekit } from "../provider";
import { searchClient } from "../provider/clients";

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
 * getters wiring the WAI-ARIA combobox; focus moves to the input when the overlay opens and back
 * to the open button when it closes (in an effect, so open a native `<dialog>` in a layout effect).
 * Navigation goes through the provider's URL adapter; recent searches live in its storage adapter.
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
  const runtime = useSolekit();
  const messages = useMessages(searchMessages);
  const search = useClient(searchClient);
  const generatedId = useId();
  // A new provider value gives new implementations; the running actor keeps its state.
  const machine = useMemo(
    () =>
      quickSearchMachine.provide({
        actors: createQuickSearchActors(search),
        actions: {
          navigate: (_, { url }) => runtime.url.navigate(url),
          storeRecentSearches: (_, { recentSearches }) =>
            runtime.storage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(recentSearches)),
        },
      }),
    [search, runtime],
  );
  const [input] = useState<QuickSearchInput>(() => {
    const limit = options.recentSearchesLimit ?? RECENT_SEARCHES_LIMIT;
    const { config, storage, url } = runtime;
    return {
      id: options.id ?? generatedId,
      recentSearchesLimit: limit,
      recentSearches: parseRecentSearches(storage.getItem(RECENT_SEARCHES_STORAGE_KEY), limit),
      redirectPolicy: {
        shopDomain: config.shop.domain,
        origin: url.current().origin,
        redirectHosts: config.shop.redirectHosts,
      },
    };
  });
  const actorRef = useActorRef(machine, { input });
  const snapshot = useSelector(actorRef, (s) => s);
  const api = useMemo(
    () => connectQuickSearch(snapshot, actorRef.send, messages),
    [snapshot, actorRef, messages],
  );

  const { isOpen } = api;
  const wasOpen = useRef(false);
  useEffect(() => {
    // Into the input on opening; back to the open button on closing, but not on the first render.
    if (isOpen || wasOpen.current) {
      focusById(document, quickSearchIds(input.id)[isOpen ? "input" : "openButton"]);
    }
    wasOpen.current = isOpen;
  }, [isOpen, input.id]);

  return api;
}
