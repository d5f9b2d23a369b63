import { createActor } from "xstate";
import {
  connectQuickSearchButton,
  type QuickSearchButtonApi,
  quickSearchButtonMachine,
} from "../../machines/quick-search";
import { DEFAULT_QUICK_SEARCH_ID } from "../../machines/quick-search/quick-search.dom";
import { quickSearchButtonMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useSharedApi } from "../shared/use-shared-api";

/** The page's one quick-search button actor (the key of `useSharedActor`). */
export const quickSearchButtonActor = () => createActor(quickSearchButtonMachine);

/** Options of {@link useQuickSearchButton}. */
export interface UseQuickSearchButtonOptions {
  /** Base of the DOM ids: the same as `useQuickSearch`'s. @default "quick-search" */
  id?: string;
}

/**
 * The header's quick-search button alone (storefront §2): whether the overlay is open, and the
 * button's props, without the overlay's code. Every page renders the button; most shoppers never
 * open it, so a page can load the overlay's component (the one calling {@link useQuickSearch})
 * with `import()` once `isOpen` first turns true, and keep it mounted from then on so the text
 * typed survives a close. Button and overlay share one open state per provider.
 *
 * @example
 * ```tsx
 * const QuickSearchOverlay = lazy(() => import("./quick-search-overlay")); // calls useQuickSearch()
 *
 * function QuickSearchButton() {
 *   const button = useQuickSearchButton();
 *   const [opened, setOpened] = useState(false);
 *   if (button.isOpen && !opened) setOpened(true);
 *   return (
 *     <>
 *       <button {...button.getOpenButtonProps()}>🔍</button>
 *       {opened ? <Suspense fallback={null}><QuickSearchOverlay /></Suspense> : null}
 *     </>
 *   );
 * }
 * ```
 */
export function useQuickSearchButton(options: UseQuickSearchButtonOptions = {}): QuickSearchButtonApi {
  const messages = useMessages(quickSearchButtonMessages);
  return useSharedApi(quickSearchButtonActor, connectQuickSearchButton, {
    id: options.id ?? DEFAULT_QUICK_SEARCH_ID,
    messages,
  });
}
