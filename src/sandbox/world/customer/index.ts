import type { Product } from "../catalogue.types";
import type { DemoCustomer } from "../customer.types";
import type { Random } from "../random";
import type { Store } from "../world.types";
import { buildChildren, buildMeasurements } from "./children";
import { createCustomerContext } from "./context";
import { assignOrderShoes, buildOrders, buildPlatformTransactions } from "./orders";
import { buildAddresses, buildParentProfile, buildSession } from "./profile";
import { buildBalance, buildRewards } from "./rewards";
import { buildTransactions } from "./transactions";
import { buildWishlists, reserveListIds } from "./wishlists";

/**
 * Generates the demo customer over a catalogue and the stores: profile, children,
 * measurements, orders, platform and store transactions (with unassigned shoes), rewards,
 * balance, addresses and wishlists. Every variant, SKU, product and store it names exists.
 *
 * @example
 * ```ts
 * const customer = createDemoCustomer(createRandom(1), Date.now(), {
 *   products: world.products,
 *   stores: world.stores,
 * });
 * customer.children.length; // 3
 * ```
 */
export function createDemoCustomer(
  random: Random,
  now: number,
  { products, stores }: { products: readonly Product[]; stores: readonly Store[] },
): DemoCustomer {
  const context = createCustomerContext(random, now, products);
  const profile = buildParentProfile(context, stores);
  const addresses = buildAddresses(context);
  const children = buildChildren(context);
  const measurements = buildMeasurements(context, children);
  const listIds = reserveListIds(context, children.length);
  const { transactions, assigned } = buildTransactions(context, stores, {
    children,
    assignedListIds: listIds.children.map(([, assignedId]) => assignedId),
  });
  const orders = buildOrders(context, addresses);
  assignOrderShoes(context, orders, assigned);
  const platformTransactions = buildPlatformTransactions(context, orders);
  const rewards = buildRewards(context);
  return {
    session: buildSession(),
    profile,
    children,
    measurements,
    orders,
    platformTransactions,
    transactions,
    rewards,
    balance: buildBalance(rewards),
    addresses,
    wishlists: buildWishlists(context, { parent: profile, children, ids: listIds, assigned }),
  };
}
