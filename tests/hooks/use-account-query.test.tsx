// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { act, render, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { profileCalls } from "../../src/clients/loyalty/profile";
import type { LoyaltyProfile } from "../../src/clients/loyalty/schemas/profile.schemas";
import { type AccountQueryApi, accountQueryClient, useAccountQuery } from "../../src/hooks/account";
import { useCustomer } from "../../src/hooks/customer";
import { useLogout } from "../../src/hooks/logout/use-logout";
import { SolekitProvider } from "../../src/hooks/provider";
import { useSolekit } from "../../src/hooks/provider/solekit-context";
import { type AccountQueryContext, accountKeys } from "../../src/machines/account";
import type { CustomerApi } from "../../src/machines/customer";
import { profileQuery } from "../../src/machines/profile";
import {
  LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY,
  LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY,
  LOYALTY_ID_TOKEN_STORAGE_KEY,
} from "../../src/rules/keys";
import {
  type CustomerSession,
  createMemoryStorage,
  createMemoryUrl,
  SolekitConfigError,
  type SolekitConfigInput,
  type StorageAdapter,
} from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();

interface Setup {
  config: SolekitConfigInput;
  storage?: StorageAdapter;
  queryClient?: QueryClient;
}

function providerWith({ config, storage = createMemoryStorage(), queryClient }: Setup) {
  const url = createMemoryUrl("https://shop.solekit.test/account");
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SolekitProvider config={config} url={url} storage={storage} {...(queryClient ? { queryClient } : {})}>
        {children}
      </SolekitProvider>
    );
  };
}

// The account data and the session as one page shows them.
function useAccountPage() {
  return { profile: useAccountQuery(profileQuery, profileCalls), customer: useCustomer() };
}

const customerConfig = (customer: CustomerSession) => sandboxConfig({ customer });

describe("useAccountQuery", () => {
  it("is idle with no customer, and fetches nothing", () => {
    const queryFn = vi.fn(async () => "never");
    const query = ({ keys }: AccountQueryContext<unknown>) => ({ queryKey: keys.of("Balance"), queryFn });
    const { result } = renderHook(() => useAccountQuery(query, profileCalls), {
      wrapper: providerWith({ config: sandboxConfig() }),
    });
    expect(result.current).toMatchObject({
      status: "idle",
      error: null,
      errorMessage: null,
      data: undefined,
    });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it("says error with a SolekitConfigError and the catalogue's message when there is no loyalty section", async () => {
    const { search, shop } = sandboxConfig();
    const customer = await env.sandbox.customerSession();
    const { result } = renderHook(() => useAccountQuery(profileQuery, profileCalls), {
      wrapper: providerWith({ config: { search, shop, customer } }),
    });
    expect(result.current.status).toBe("error");
    expect(result.current.error).toBeInstanceOf(SolekitConfigError);
    expect(result.current.errorMessage).toBe("Something went wrong.");
    expect(result.current.data).toBeUndefined();
  });

  it("loads a signed-in customer's data under the customer's key", async () => {
    const customer = await env.sandbox.customerSession();
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useAccountQuery(profileQuery, profileCalls), {
      wrapper: providerWith({ config: customerConfig(customer), queryClient }),
    });
    expect(result.current.status).toBe("loading");
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data?.first_name).toBe("Jess");
    expect(queryClient.getQueryData(accountKeys(customer.id).of("Profiles"))).toBe(result.current.data);
  });

  it("clears every cached copy when the customer changes, so the next one never sees it", async () => {
    const first = await env.sandbox.customerSession();
    const second = await env.sandbox.customerSession("another-customer");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen: AccountQueryApi<LoyaltyProfile>[] = [];
    function Probe() {
      seen.push(useAccountQuery(profileQuery, profileCalls));
      return null;
    }
    const storage = createMemoryStorage();
    const view = render(<Probe />, {
      wrapper: providerWith({ config: customerConfig(first), storage, queryClient }),
    });
    await waitFor(() => expect(seen.at(-1)?.status).toBe("success"));
    const firstName = seen.at(-1)?.data?.first_name;

    const SecondProvider = providerWith({ config: customerConfig(second), storage, queryClient });
    const rendersBefore = seen.length;
    view.rerender(
      <SecondProvider>
        <Probe />
      </SecondProvider>,
    );
    expect(queryClient.getQueryCache().findAll({ queryKey: accountKeys(first.id).all })).toEqual([]);
    // The second customer is unknown to the programme: an error, never the first one's profile.
    await waitFor(() => expect(seen.at(-1)?.status).toBe("error"));
    expect(seen.slice(rendersBefore).map((state) => state.data?.first_name)).not.toContain(firstName);
  });

  it("is cleared with the stored token by Logout, before the logout page loads", async () => {
    const customer = await env.sandbox.customerSession();
    const queryClient = new QueryClient();
    const storage = createMemoryStorage();
    const endSession = vi.fn();
    const { result } = renderHook(
      () => ({
        profile: useAccountQuery(profileQuery, profileCalls),
        logout: useLogout({ frameUrl: "https://auth.solekit.test/embed/logout", endSession }),
      }),
      { wrapper: providerWith({ config: customerConfig(customer), storage, queryClient }) },
    );
    await waitFor(() => expect(result.current.profile.status).toBe("success"));
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).not.toBeNull();

    act(() => result.current.logout.logout());
    act(() => {
      window.dispatchEvent(new MessageEvent("message", { origin: "https://auth.solekit.test" }));
    });
    await waitFor(() => expect(endSession).toHaveBeenCalledOnce());
    expect(queryClient.getQueryCache().findAll({ queryKey: accountKeys(customer.id).all })).toEqual([]);
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
    // The page on screen until the logout page loads fetches nothing: no new token is stored.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(result.current.profile).toMatchObject({ status: "idle", data: undefined });
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("serves one query client per runtime, the host's when given", async () => {
    const queryClient = new QueryClient();
    const customer = await env.sandbox.customerSession();
    const { result } = renderHook(() => useSolekit(), {
      wrapper: providerWith({ config: customerConfig(customer), queryClient }),
    });
    expect(accountQueryClient(result.current)).toBe(queryClient);
    const own = renderHook(() => useSolekit(), {
      wrapper: providerWith({ config: customerConfig(customer) }),
    });
    expect(accountQueryClient(own.result.current)).toBe(accountQueryClient(own.result.current));
    expect(accountQueryClient(own.result.current)).not.toBe(queryClient);
  });
});

describe("the session while the ID token is refreshed (DESIGN.md 'Session')", () => {
  // A signed-in account page on the account area's own query client (its retry rule).
  async function signedInPage(storage = createMemoryStorage()) {
    const customer = await env.sandbox.customerSession();
    const view = renderHook(() => ({ ...useAccountPage(), runtime: useSolekit() }), {
      wrapper: providerWith({ config: customerConfig(customer), storage }),
    });
    return { ...view, storage, customer };
  }

  // A token the service no longer accepts (revoked early), stored as the page's own.
  function storeRefusedToken(storage: StorageAdapter, customerId: string) {
    storage.setItem(LOYALTY_ID_TOKEN_STORAGE_KEY, "revoked-token");
    storage.setItem(LOYALTY_ID_TOKEN_EXPIRY_STORAGE_KEY, String(Math.floor(Date.now() / 1000) + 3600));
    storage.setItem(LOYALTY_ID_TOKEN_CUSTOMER_STORAGE_KEY, customerId);
  }

  it.each([
    ["a 5xx", { status: 503 as const }],
    ["no connection", { offline: true }],
  ])("keeps the session and retries when fetching the token meets %s", async (_name, fault) => {
    env.sandbox.faults.add({ match: "POST /api/v1/auth/token", times: 1, ...fault });
    const { result } = await signedInPage();
    await waitFor(() => expect(result.current.profile.status).toBe("success"), { timeout: 5000 });
    expect(result.current.customer).toMatchObject({ isLoggedIn: true, sessionEnded: false });
  });

  it("keeps the session when refreshing a refused token fails with a 5xx, and retries", async () => {
    const customer = await env.sandbox.customerSession();
    const storage = createMemoryStorage();
    storeRefusedToken(storage, customer.id);
    env.sandbox.faults.add({ match: "POST /api/v1/auth/token", status: 503, times: 1 });
    const { result } = await signedInPage(storage);
    await waitFor(() => expect(result.current.profile.status).toBe("success"), { timeout: 5000 });
    expect(result.current.customer).toMatchObject({ isLoggedIn: true, sessionEnded: false });
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).not.toBe("revoked-token");
  });

  it("keeps the session and shows the failure when every refresh fails, then recovers on Try again", async () => {
    const stop = env.sandbox.faults.add({ match: "POST /api/v1/auth/token", status: 502 });
    const { result } = await signedInPage();
    await waitFor(() => expect(result.current.profile.status).toBe("error"), { timeout: 8000 });
    expect(result.current.profile.errorMessage).toBe("Something went wrong.");
    expect(result.current.customer).toMatchObject({ isLoggedIn: true, sessionEnded: false });
    stop();
    act(() => result.current.profile.refetch());
    await waitFor(() => expect(result.current.profile.status).toBe("success"));
    expect(result.current.customer.isLoggedIn).toBe(true);
  });

  // The section's loyalty connection tells the session by event and carries none of its code
  // (issue 20): a refusal met before the header built the session still ends it once it is built.
  it("ends the session a header builds after the section met the refused fresh token", async () => {
    const customer = await env.sandbox.customerSession();
    const storage = createMemoryStorage();
    storeRefusedToken(storage, customer.id);
    env.sandbox.faults.add({ match: "GET /api/profile", status: 401, times: 2 });
    const seen: { profile?: AccountQueryApi<LoyaltyProfile>; customer?: CustomerApi } = {};
    function Section() {
      seen.profile = useAccountQuery(profileQuery, profileCalls);
      return null;
    }
    function Header() {
      seen.customer = useCustomer();
      return null;
    }
    const Wrapper = providerWith({ config: customerConfig(customer), storage });
    const view = render(
      <Wrapper>
        <Section />
      </Wrapper>,
    );
    await waitFor(() => expect(seen.profile?.status).toBe("error"));
    expect(seen.customer).toBeUndefined();
    view.rerender(
      <Wrapper>
        <Section />
        <Header />
      </Wrapper>,
    );
    await waitFor(() => expect(seen.customer?.sessionEnded).toBe(true));
    expect(seen.customer?.isLoggedIn).toBe(false);
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("keeps the session when the service refuses a stored token and accepts the fresh one", async () => {
    const customer = await env.sandbox.customerSession();
    const storage = createMemoryStorage();
    storeRefusedToken(storage, customer.id);
    const { result } = await signedInPage(storage);
    await waitFor(() => expect(result.current.profile.status).toBe("success"));
    expect(result.current.customer.sessionEnded).toBe(false);
  });

  it("ends the session, its tokens and its cache only when the service refuses a fresh token too", async () => {
    const customer = await env.sandbox.customerSession();
    const storage = createMemoryStorage();
    storeRefusedToken(storage, customer.id);
    env.sandbox.faults.add({ match: "GET /api/profile", status: 401, times: 2 });
    const { result } = await signedInPage(storage);
    await waitFor(() => expect(result.current.customer.sessionEnded).toBe(true));
    expect(result.current.customer.isLoggedIn).toBe(false);
    expect(storage.getItem(LOYALTY_ID_TOKEN_STORAGE_KEY)).toBeNull();
    const cache = accountQueryClient(result.current.runtime).getQueryCache();
    expect(cache.findAll({ queryKey: accountKeys(customer.id).all }).filter((q) => q.state.data)).toEqual([]);
  });
});
