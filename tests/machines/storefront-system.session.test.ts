// The customer session and the guest wishlist as a host without React gets them: from
// `solekit/machines`' storefront system, built once on first read, started and stopped with the
// page, on the sandbox's loyalty service.

import { createCartClient, createMemoryStorage, parseSolekitConfig } from "../../src/clients";
import {
  connectCustomer,
  connectGuestWishlist,
  createCart,
  createCustomerSession,
  createGuestWishlist,
  createNotice,
  createStorefrontSystem,
  type StorefrontSystemOptions,
} from "../../src/machines";
import { sandboxConfig } from "../../src/sandbox";
import { loyaltyClient } from "../support/loyalty-client";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

async function pageSystem(extra: Partial<StorefrontSystemOptions> = {}) {
  const config = parseSolekitConfig(sandboxConfig());
  const { client } = await loyaltyClient(env.sandbox);
  const session = await env.sandbox.customerSession();
  const storage = createMemoryStorage();
  const endSession = vi.fn();
  const built = { customer: 0, guestWishlist: 0 };
  const system = createStorefrontSystem({
    notice: createNotice,
    cart: (notice) => createCart({ client: createCartClient(config), notice }),
    customer: () => {
      built.customer += 1;
      return createCustomerSession({
        customer: session,
        getBalance: (options) => client.getBalance(options),
        endSession,
        browser: undefined,
      });
    },
    guestWishlist: () => {
      built.guestWishlist += 1;
      return createGuestWishlist({ storage, target: undefined });
    },
    ...extra,
  });
  return { system, storage, endSession, built };
}

const settle = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 4000 });

describe("storefront system: customer session and guest wishlist without React", () => {
  it("builds each once, on first read, and start() runs them: the rewards chip shows the member's balance", async () => {
    const page = await pageSystem();
    expect(page.built).toEqual({ customer: 0, guestWishlist: 0 });
    expect(page.system.customer).toBe(page.system.customer);
    expect(page.system.guestWishlist).toBe(page.system.guestWishlist);
    expect(page.built).toEqual({ customer: 1, guestWishlist: 1 });
    page.system.start();
    const header = () =>
      connectCustomer(page.system.customer.getSnapshot(), page.system.customer.send, {
        messages: { rewardsChip: "Rewards: {amount}" },
      });
    expect(header().isLoggedIn).toBe(true);
    expect(header().accountHref).toBe("/account");
    header().refreshBalance();
    const balance = env.sandbox.world.customer.balance.reward_balance;
    await settle(() => header().rewardBalance === balance);
    page.system.stop();
    expect(page.system.customer.getSnapshot().status).toBe("stopped");
  });

  it("keeps the guest wishlist's hearts in the page's storage, one list for every heart", async () => {
    const page = await pageSystem();
    page.system.start();
    const hearts = () =>
      connectGuestWishlist(page.system.guestWishlist.getSnapshot(), page.system.guestWishlist.send);
    const runner = { productId: 7, variantId: 70, name: "Runner" };
    hearts().toggle(runner);
    expect(hearts().isWishlisted(7)).toBe(true);
    expect(page.storage.getItem("customer-wishlist-SS")).toContain("7:70");
    page.system.stop();
    expect(page.system.guestWishlist.getSnapshot().status).toBe("stopped");
  });

  it("ends the session through the host's endSession when the loyalty service refuses the token", async () => {
    const page = await pageSystem();
    page.system.start();
    page.system.customer.send({ type: "session.unauthorised" });
    expect(page.endSession).toHaveBeenCalledTimes(1);
    expect(connectCustomer(page.system.customer.getSnapshot(), page.system.customer.send).sessionEnded).toBe(
      true,
    );
    page.system.stop();
  });

  it("builds none on a page that gives no builder, and says so when one is read", async () => {
    const page = await pageSystem({ cart: undefined, customer: undefined, guestWishlist: undefined });
    page.system.start();
    expect(page.built).toEqual({ customer: 0, guestWishlist: 0 });
    expect(() => page.system.customer).toThrow(/pass `customer` to createStorefrontSystem/);
    expect(() => page.system.guestWishlist).toThrow(/pass `guestWishlist` to createStorefrontSystem/);
    expect(() => page.system.cart).toThrow(/pass `cart` to createStorefrontSystem/);
    expect(page.system.notice.getSnapshot().status).toBe("active");
    page.system.stop();
  });
});
