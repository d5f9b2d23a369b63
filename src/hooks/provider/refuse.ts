// A call of a client whose section the app left out: it fails with the error naming the section,
// so the hook using the client renders and its Api says so (status "error", kind "config") when the
// shopper first uses it, instead of the page crashing at render. A module of its own, so a client
// factory kept apart from `clients.ts` (the back-in-stock one) shares it without that file.
import { missingConfigSection, type OptionalConfigSection } from "../../runtime";

/**
 * A client call that refuses: it rejects with the `SolekitConfigError` naming the missing section.
 *
 * @example
 * ```ts
 * const client = { subscribe: refuse("backInStock", "the back-in-stock client") };
 * ```
 */
export const refuse = (section: OptionalConfigSection, user: string) => (): Promise<never> =>
  Promise.reject(missingConfigSection(section, user));
