// A member's wishlists for the storefront's hearts, in a module of its own: the hearts load it on
// demand (a dynamic import) once a member is signed in, so a guest's page never downloads the
// loyalty client or TanStack Query.
import { QueryObserver } from "@tanstack/react-query";
import type { ListItemCalls } from "../../clients/loyalty";
import { listItemCalls } from "../../clients/loyalty/list-items";
import { listCalls } from "../../clients/loyalty/lists";
import { notSignedInError } from "../../clients/loyalty/loyalty-errors";
import type { AccountCacheKey } from "../../machines/account";
import { wishlistsQuery } from "../../machines/wishlists/wishlists.queries";
import type { WishlistMembershipList } from "../../rules/wishlist-membership";
import { accountBinding } from "../account/account-context";
import type { SolekitRuntime } from "../provider/solekit-runtime";

/**
 * Follows the member's lists in the account cache (`wishlistsQuery`, key `Wishlists`): `onLists`
 * with the lists now and after every change (a save, a removal, an invalidation), `onError` when
 * they cannot be read. Returns the function that stops.
 *
 * @example
 * ```ts
 * const stop = watchMemberWishlists(runtime, (lists) => render(lists), (error) => show(error));
 * ```
 */
export function watchMemberWishlists(
  runtime: SolekitRuntime,
  onLists: (lists: WishlistMembershipList[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const binding = accountBinding(runtime);
  const context = binding.context(listCalls);
  if (!context) {
    onError(binding.configError ?? notSignedInError());
    return () => undefined;
  }
  const observer = new QueryObserver(binding.queryClient, wishlistsQuery(context));
  const report = (result: ReturnType<typeof observer.getCurrentResult>) => {
    if (result.data) onLists(result.data);
    else if (result.error) onError(result.error);
  };
  const unsubscribe = observer.subscribe(report);
  report(observer.getCurrentResult());
  return unsubscribe;
}

/**
 * The list item calls on the page's loyalty connection (refusing without a customer).
 *
 * @example
 * ```ts
 * await memberListItems(runtime).deleteListItem(list.id, item.id);
 * ```
 */
export function memberListItems(runtime: SolekitRuntime): Pick<ListItemCalls, "deleteListItem"> {
  const binding = accountBinding(runtime);
  const calls = binding.context(listItemCalls)?.loyalty;
  if (calls) return calls;
  const error = binding.configError ?? notSignedInError();
  return { deleteListItem: () => Promise.reject(error) };
}

/**
 * Refreshes the named account cache entries (`Wishlists` after a heart's removal).
 *
 * @example
 * ```ts
 * await invalidateMemberCache(runtime, ["Wishlists"]);
 * ```
 */
export function invalidateMemberCache(
  runtime: SolekitRuntime,
  names: readonly AccountCacheKey[],
): Promise<void> {
  return accountBinding(runtime).invalidate(names);
}
