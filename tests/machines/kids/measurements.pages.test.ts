// A child's measurements from one infinite query (issue 21): its state read as the per-page
// results connectMeasurements takes, so the section behaves as it did with a query per page.
import type { LoyaltyPage, Measurement } from "../../../src/clients/loyalty";
import {
  connectMeasurements,
  type MeasurementsPagesResult,
  measurementsPageResults,
} from "../../../src/machines/measurements";
import { SolekitError } from "../../../src/runtime";
import { measurementFixture } from "./kids.fixtures";

const page = (ids: number[], total: number): LoyaltyPage<Measurement> => ({
  data: ids.map((id) => measurementFixture(id)),
  meta: { current_page: 1, last_page: Math.ceil(total / 9), per_page: 9, total },
});
const first = page([12, 11, 10, 9, 8, 7, 6, 5, 4], 12);
const query = (state: Partial<MeasurementsPagesResult>): MeasurementsPagesResult => ({
  data: undefined,
  error: null,
  isPending: true,
  fetchStatus: "idle",
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  ...state,
});
const failure = new SolekitError({ kind: "http", status: 500, message: "down" });
const api = (state: Partial<MeasurementsPagesResult>, showPages = vi.fn()) =>
  connectMeasurements(measurementsPageResults(query(state)), { showPages, refetch: vi.fn() });

describe("measurementsPageResults", () => {
  it("is loading until the first page arrives, and says a failed first page", () => {
    expect(api({ fetchStatus: "fetching" }).status).toBe("loading");
    expect(api({ error: failure, isPending: false }).status).toBe("error");
  });

  it("lists the loaded pages, and asks for one more on Show older", () => {
    const showPages = vi.fn();
    const list = api({ data: { pages: [first] }, isPending: false }, showPages);
    expect(list).toMatchObject({ status: "success", total: 12, hasOlder: true, isLoadingOlder: false });
    list.showOlder();
    expect(showPages).toHaveBeenCalledWith(2);
  });

  it("shows an older page loading, and asks for nothing more meanwhile", () => {
    const showPages = vi.fn();
    const list = api(
      { data: { pages: [first] }, isPending: false, fetchStatus: "fetching", isFetchingNextPage: true },
      showPages,
    );
    expect(list).toMatchObject({ status: "success", isLoadingOlder: true });
    list.showOlder();
    expect(showPages).not.toHaveBeenCalled();
  });

  it("keeps the loaded entries beside a failed older page, which Show older asks for again", () => {
    const showPages = vi.fn();
    const list = api(
      { data: { pages: [first] }, isPending: false, error: failure, isFetchNextPageError: true },
      showPages,
    );
    expect(list).toMatchObject({ status: "error", isLoadingOlder: false, hasOlder: true });
    expect(list.measurements).toHaveLength(9);
    list.showOlder();
    expect(showPages).toHaveBeenCalledWith(3);
  });

  it("says a failed refresh of the loaded pages and keeps them", () => {
    const list = api({ data: { pages: [first] }, isPending: false, error: failure });
    expect(list.status).toBe("error");
    expect(list.measurements).toHaveLength(9);
  });
});
