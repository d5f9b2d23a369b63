import type { ChildConnection, ConnectionCalls, ShoeTagCalls } from "../../clients/loyalty";
import type { InvalidateAccountKeys } from "../account";
import { fromRequest } from "../shared/request";
import type { ChildSaveRequest } from "./child-form.types";
import { childCreatePayload, childUpdateBody } from "./child-form.values";

/**
 * The cache keys a child save refreshes (account-area §4 "Success clears caches and refetches"):
 * the children, the profile, and the wishlists (a child's list is titled with its name).
 */
export const CHILD_SAVE_KEYS = ["ProfileConnections", "Profiles", "Wishlists"] as const;

/**
 * The child form's side effects: `POST /connections` for a new child (`childCreatePayload`,
 * day of birth left to the service's 1), else `PUT /connections/{id}/profile`, then
 * {@link CHILD_SAVE_KEYS} invalidated; and the random shoe tag from the product host's name
 * service. A save once sent is not cancelled; the name request is aborted when superseded.
 *
 * @example
 * ```ts
 * const actors = createChildFormActors(loyalty, binding.invalidate);
 * ```
 */
export function createChildFormActors(
  loyalty: Pick<ConnectionCalls, "createChild" | "updateChild"> & ShoeTagCalls,
  invalidate: InvalidateAccountKeys,
) {
  return {
    saveChild: fromRequest<ChildConnection, ChildSaveRequest>(async ({ connectionId, values }) => {
      const saved =
        connectionId === null
          ? await loyalty.createChild(childCreatePayload(values))
          : await loyalty.updateChild(connectionId, childUpdateBody(values));
      await invalidate(CHILD_SAVE_KEYS);
      return saved;
    }),
    randomShoeTag: fromRequest<string>((_input, signal) => loyalty.getRandomShoeTagName({ signal })),
  };
}
