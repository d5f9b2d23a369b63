// The page's customer session as the storefront system builds it: in a module of its own, so a
// host (or a React page) that never reads `system.customer` carries none of the customer machine.
import { type ActorRefFrom, createActor } from "xstate";
import type { CustomerSession } from "../../runtime/solekit-config";
import {
  type CustomerImplementationOptions,
  createCustomerImplementations,
} from "../customer/customer.actors";
import { type CustomerMachine, customerMachine } from "../customer/customer.machine";

/** The customer-session actor of a {@link StorefrontSystem}. */
export type CustomerActorRef = ActorRefFrom<CustomerMachine>;

/** What {@link createCustomerSession} builds the session from. */
export interface CustomerSessionOptions extends CustomerImplementationOptions {
  /** The session the page provides (id, logged flag, signature), or null for a guest. */
  customer: CustomerSession | null;
}

/**
 * Builds the page's customer-session actor (not started): the rewards chip's balance, the
 * sign-in and logout signals of other tabs, and the end of a refused session. Pass it to
 * {@link createStorefrontSystem} as `customer`, so the page has one session and the system
 * starts and stops it with the cart and the notice.
 *
 * @example
 * ```ts
 * const system = createStorefrontSystem({
 *   cart: (notice) => createCart({ client: createCartClient(config), notice }),
 *   customer: () =>
 *     createCustomerSession({
 *       customer: config.customer,
 *       getBalance: (options) => rewards.getBalance(options),
 *       endSession: () => window.location.assign("/account/logout#account"),
 *       browser: window,
 *     }),
 * });
 * system.customer.subscribe((snapshot) => renderHeader(connectCustomer(snapshot, system.customer.send)));
 * ```
 */
export function createCustomerSession(options: CustomerSessionOptions): CustomerActorRef {
  const { customer, ...implementations } = options;
  return createActor(customerMachine.provide(createCustomerImplementations(implementations)), {
    input: { customer },
  });
}
