// Several account queries read as one slice, framework-free (`solekit/machines`): what a panel
// built from more than one query shows, in React, Vue or plain DOM alike.
import { type AccountQueryApi, combineAccountQueries } from "solekit/machines";
import { SolekitError } from "../../src/runtime";

const query = <T>(state: Partial<AccountQueryApi<T>>): AccountQueryApi<T> => ({
  status: "idle",
  error: null,
  errorMessage: null,
  data: undefined,
  isRefreshing: false,
  refetch: vi.fn(),
  ...state,
});

describe("combineAccountQueries", () => {
  it("is an error as soon as one failed, with that one's error and words; Try again refetches only the failed", () => {
    const failure = new SolekitError({ kind: "network", message: "offline" });
    const ok = query({ status: "success", data: 1 });
    const failed = query({ status: "error", error: failure, errorMessage: "Something went wrong." });
    const combined = combineAccountQueries([ok, failed]);
    expect(combined).toMatchObject({
      status: "error",
      error: failure,
      errorMessage: "Something went wrong.",
      isReady: false,
    });
    combined.refetch();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });

  it("is a success once every query has data, loading while any fetches, idle otherwise; nests", () => {
    const ready = query({ status: "success", data: [], isRefreshing: true });
    const loading = query({ status: "loading" });
    expect(combineAccountQueries([ready, loading]).status).toBe("loading");
    expect(combineAccountQueries([ready, query({})]).status).toBe("idle");
    const both = combineAccountQueries([ready, query({ status: "success", data: 0 })]);
    expect(both).toMatchObject({ status: "success", isReady: true, isRefreshing: true });
    expect(combineAccountQueries([both, ready]).status).toBe("success");
    both.refetch();
    expect(ready.refetch).toHaveBeenCalledTimes(1);
  });
});
