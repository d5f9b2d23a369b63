// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { useCustomer } from "../../src/hooks/customer";
import { customerSessionActor } from "../../src/hooks/customer/customer-actor";
import { useGuestWishlist } from "../../src/hooks/guest-wishlist/use-guest-wishlist";
import { useSolekit } from "../../src/hooks/provider/solekit-context";
import { getClient } from "../../src/hooks/provider/solekit-runtime";
import { storefrontSystem } from "../../src/hooks/shared/storefront-system";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

// The session and the guest wishlist are held apart from the system (an account section reaches
// the session without it), and the provider's system composes those same actors: one of each per
// page, whichever way it is reached.
describe("the provider's storefront system composes the session its hooks run", () => {
  it("has as its customer the session useCustomer runs and the loyalty connection ends", async () => {
    const customer = await env.sandbox.customerSession();
    const { result } = renderHook(() => ({ customer: useCustomer(), runtime: useSolekit() }), {
      wrapper: sandboxWrapper({ config: sandboxConfig({ customer }) }),
    });
    const { runtime } = result.current;
    const session = customerSessionActor(runtime);
    await waitFor(() => expect(session.getSnapshot().status).toBe("active"));
    expect(getClient(runtime, storefrontSystem).customer).toBe(session);
    expect(result.current.customer.isLoggedIn).toBe(true);
  });

  it("has as its guest wishlist the list the hearts share", () => {
    const { result } = renderHook(() => ({ hearts: useGuestWishlist(), runtime: useSolekit() }), {
      wrapper: sandboxWrapper({ config: sandboxConfig() }),
    });
    const system = getClient(result.current.runtime, storefrontSystem);
    expect(result.current.runtime.sharedActors.has(system.guestWishlist)).toBe(true);
  });

  it("names the missing builder when the system is read for a session no hook supplied", () => {
    const { result } = renderHook(() => useSolekit(), {
      wrapper: sandboxWrapper({ config: sandboxConfig() }),
    });
    const system = getClient(result.current, storefrontSystem);
    expect(() => system.customer).toThrow("No hook supplied the storefront system's customer");
    expect(() => system.guestWishlist).toThrow("No hook supplied the storefront system's guestWishlist");
  });
});
