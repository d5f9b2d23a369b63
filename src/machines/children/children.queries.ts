import type { ChildConnection, ChildrenCalls } from "../../clients/loyalty";
import type { AccountQueryContext, AccountQueryOptions } from "../account";

/**
 * The customer's children (accepted child connections), cached as `ProfileConnections`.
 *
 * @example
 * ```ts
 * const children = await queryClient.ensureQueryData(childrenQuery(context));
 * children.length === 0; // the dashboard's kids-profile prompt
 * ```
 */
export const childrenQuery = ({
  keys,
  loyalty,
}: AccountQueryContext<ChildrenCalls>): AccountQueryOptions<ChildConnection[]> => ({
  queryKey: keys.of("ProfileConnections"),
  queryFn: ({ signal }) => loyalty.getChildren({ signal }),
});
