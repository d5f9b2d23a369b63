// A child's measurements section without React: the shown pages' query results read as one
// list, Show older entries asking for one page more, and the section's status and error.
import type { LoyaltyPage, Measurement } from "../../../src/clients/loyalty";
import { connectMeasurements, type MeasurementsPageResult } from "../../../src/machines/measurements";
import { missingConfigSection, SolekitError } from "../../../src/runtime";
import { measurementFixture } from "./kids.fixtures";

const page = (ids: number[], total: number, current = 1): LoyaltyPage<Measurement> => ({
  data: ids.map((id) => measurementFixture(id)),
  meta: { current_page: current, last_page: Math.ceil(total / 9), per_page: 9, total },
});
const loaded = (data: LoyaltyPage<Measurement>): MeasurementsPageResult => ({
  data,
  error: null,
  isPending: false,
  isSuccess: true,
  fetchStatus: "idle",
});
const loading: MeasurementsPageResult = {
  data: undefined,
  error: null,
  isPending: true,
  isSuccess: false,
  fetchStatus: "fetching",
};
const idle: MeasurementsPageResult = { ...loading, fetchStatus: "idle" };
const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];

function connect(results: MeasurementsPageResult[], configError: SolekitError | null = null) {
  const showPages = vi.fn<(count: number) => void>();
  const refetch = vi.fn();
  return { api: connectMeasurements(results, { configError, showPages, refetch }), showPages, refetch };
}

describe("a child's measurements (account-area §4 'Measurements list')", () => {
  it.each([
    ["nothing asked yet", [idle], "idle"],
    ["the first page loading", [loading], "loading"],
    ["the first page loaded", [loaded(page(nine, 12))], "success"],
  ] as const)("%s: %s", (_name, results, status) => {
    expect(connect([...results]).api.status).toBe(status);
  });

  it("joins the loaded pages newest first, each measurement once", () => {
    const { api } = connect([loaded(page(nine, 11)), loaded(page([9, 10, 11], 11, 2))]);
    expect(api.measurements.map((m) => m.id)).toEqual([...nine, 10, 11]);
    expect([api.total, api.hasOlder]).toEqual([11, false]);
  });

  it("asks for one page more while older entries remain, and not while one is loading", () => {
    const first = connect([loaded(page(nine, 12))]);
    expect(first.api.hasOlder).toBe(true);
    first.api.showOlder();
    expect(first.showPages).toHaveBeenCalledWith(2);
    const busy = connect([loaded(page(nine, 12)), loading]);
    expect(busy.api.isLoadingOlder).toBe(true);
    busy.api.showOlder();
    expect(busy.showPages).not.toHaveBeenCalled();
    const all = connect([loaded(page(nine, 9))]);
    all.api.showOlder();
    expect(all.showPages).not.toHaveBeenCalled();
  });

  it("shows the first failure with 'Something went wrong.', keeping what loaded", () => {
    const failure = new SolekitError({ kind: "http", status: 500, message: "Server Error" });
    const { api } = connect([loaded(page(nine, 12)), { ...loading, error: failure, fetchStatus: "idle" }]);
    expect([api.status, api.error, api.errorMessage]).toEqual(["error", failure, "Something went wrong."]);
    expect(api.measurements).toHaveLength(9);
  });

  it("says why with no loyalty configuration", () => {
    const configError = missingConfigSection("loyalty", "the account area");
    const { api } = connect([idle], configError);
    expect([api.status, api.error]).toEqual(["error", configError]);
  });

  it("refetches through the host", () => {
    const { api, refetch } = connect([loaded(page(nine, 12))]);
    api.refetch();
    expect(refetch).toHaveBeenCalledOnce();
  });
});
