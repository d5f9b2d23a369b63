// Account server state without React (`solekit/machines`): a host on query-core's QueryObserver (as
// a Vue or vanilla host binds the query factories) reads each query as the hooks return it, and
// gives its own client the hooks' defaults.
import { QueryClient, QueryObserver } from "@tanstack/query-core";
import {
  type AccountQueryApi,
  type AccountQueryResult,
  accountQueryDefaults,
  accountQueryState,
  isTransientAccountFailure,
} from "solekit/machines";
import { SolekitConfigError, SolekitError } from "../../src/runtime";

const words = { errorMessage: "Something went wrong." };

// A query the test answers by hand, observed as a host without React observes one.
function observed(options: { enabled?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...accountQueryDefaults, retry: false } },
  });
  const answers: Array<{ resolve(value: string[]): void; reject(error: unknown): void }> = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: ["solekit-account", "cust-1", "Addresses"],
    queryFn: () => new Promise<string[]>((resolve, reject) => answers.push({ resolve, reject })),
    enabled: options.enabled ?? true,
  });
  const seen: AccountQueryApi<string[]>[] = [];
  const stop = observer.subscribe((result) => seen.push(accountQueryState(result, words)));
  const now = () => accountQueryState(observer.getCurrentResult(), words);
  return { queryClient, observer, answers, seen, stop, now };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("accountQueryState", () => {
  it("reads a first load as loading, then success with the data", async () => {
    const query = observed();
    expect(query.now()).toMatchObject({
      status: "loading",
      data: undefined,
      error: null,
      errorMessage: null,
    });
    query.answers[0]?.resolve(["Home"]);
    await settle();
    expect(query.now()).toMatchObject({ status: "success", data: ["Home"], isRefreshing: false });
    query.stop();
  });

  it("reads a refetch of data shown as refreshing, and keeps the data when that refetch fails", async () => {
    const query = observed();
    query.answers[0]?.resolve(["Home"]);
    await settle();
    query.now().refetch();
    await settle();
    expect(query.now()).toMatchObject({ status: "success", data: ["Home"], isRefreshing: true });
    const failure = new SolekitError({ kind: "http", status: 500, message: "Server error" });
    query.answers[1]?.reject(failure);
    await settle();
    expect(query.now()).toMatchObject({
      status: "error",
      error: failure,
      errorMessage: "Something went wrong.",
      data: ["Home"],
      isRefreshing: false,
    });
    query.stop();
  });

  it("turns what a call threw into an Error and gives the catalogue's words, not the service's", async () => {
    const query = observed();
    query.answers[0]?.reject("boom");
    await settle();
    const state = query.now();
    expect(state.status).toBe("error");
    expect(state.error).toBeInstanceOf(Error);
    expect(state.errorMessage).toBe("Something went wrong.");
    query.stop();
  });

  it("is idle while the query is held back, and fetches nothing", async () => {
    const query = observed({ enabled: false });
    await settle();
    expect(query.now()).toMatchObject({ status: "idle", data: undefined });
    expect(query.answers).toHaveLength(0);
    query.stop();
  });

  it("is an error with the configuration's error when the loyalty section is missing, whatever the query did", () => {
    const configError = new SolekitConfigError([{ field: "loyalty", message: "loyalty is required" }]);
    const result: AccountQueryResult<string[]> = {
      data: ["Home"],
      error: null,
      isSuccess: true,
      isFetching: false,
      fetchStatus: "idle",
      refetch: vi.fn(),
    };
    expect(accountQueryState(result, { ...words, configError })).toMatchObject({
      status: "error",
      error: configError,
      errorMessage: "Something went wrong.",
    });
  });

  it("asks the query again on refetch", () => {
    const refetch = vi.fn();
    const result: AccountQueryResult<number> = {
      data: 1,
      error: null,
      isSuccess: true,
      isFetching: false,
      fetchStatus: "idle",
      refetch,
    };
    accountQueryState(result, words).refetch();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe("accountQueryDefaults and isTransientAccountFailure", () => {
  it.each([
    ["a lost connection", new SolekitError({ kind: "network", message: "offline" }), true],
    ["a timeout", new SolekitError({ kind: "timeout", message: "Timed out" }), true],
    ["the service's 503", new SolekitError({ kind: "http", status: 503, message: "Unavailable" }), true],
    ["a 404", new SolekitError({ kind: "http", status: 404, message: "Not found" }), false],
    ["a bad answer", new SolekitError({ kind: "invalid-response", message: "Unexpected answer" }), false],
    ["what is not a solekit error", new Error("boom"), false],
  ])("%s is transient: %s", (_name, error, transient) => {
    expect(isTransientAccountFailure(error)).toBe(transient);
  });

  async function callsUntilSettled(failure: SolekitError) {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { ...accountQueryDefaults, retryDelay: 0 } },
    });
    const queryFn = vi.fn(() => Promise.reject(failure));
    await queryClient
      .fetchQuery({ queryKey: ["solekit-account", "cust-1", "Profiles"], queryFn })
      .catch(() => {});
    return queryFn.mock.calls.length;
  }

  it("asks a transient failure twice more, then gives up", async () => {
    expect(await callsUntilSettled(new SolekitError({ kind: "network", message: "offline" }))).toBe(3);
  });

  it("does not ask again what the service refused", async () => {
    expect(
      await callsUntilSettled(new SolekitError({ kind: "http", status: 403, message: "Forbidden" })),
    ).toBe(1);
  });

  it("keeps account data fresh for the hooks' staleTime", () => {
    expect(accountQueryDefaults.staleTime).toBe(30_000);
  });
});
