import type { ChildConnection } from "../../clients/loyalty";
import { childrenCalls } from "../../clients/loyalty/connections";
import { childrenQuery } from "../../machines/children";
import { type AccountQueryApi, useAccountQuery } from "./use-account-query";

/**
 * The customer's children (`ProfileConnections`): `data` is the list of child connections.
 *
 * @example
 * ```tsx
 * const children = useChildren();
 * if (children.data?.length === 0) return <a href="/account?section=kids-profiles&child=new">Add a kid's profile</a>;
 * ```
 */
export function useChildren(): AccountQueryApi<ChildConnection[]> {
  return useAccountQuery(childrenQuery, childrenCalls);
}
