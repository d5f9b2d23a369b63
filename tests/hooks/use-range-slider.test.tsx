// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { SearchGridApi } from "solekit";
import { useRangeSlider } from "solekit";
import { priceFacet as price } from "../machines/search-grid.fixtures";

describe("useRangeSlider", () => {
  it("moves the shown range with the handles, applies it through the latest grid, and follows a new applied range", () => {
    const first = { setRange: vi.fn() } as unknown as SearchGridApi;
    const latest = { setRange: vi.fn() } as unknown as SearchGridApi;
    const { result, rerender } = renderHook(({ grid, facet }) => useRangeSlider(grid, facet), {
      initialProps: { grid: first, facet: price(100, 300) },
    });
    expect(result.current.range).toEqual({ low: 100, high: 300 });
    act(() => result.current.move("high", 90));
    expect(result.current.range).toEqual({ low: 100, high: 105 });
    expect(result.current.getHandleProps("high").value).toBe(105);

    rerender({ grid: latest, facet: price(100, 300) });
    act(() => result.current.commit("low", 50));
    expect(first.setRange).not.toHaveBeenCalled();
    expect(latest.setRange).toHaveBeenCalledWith("price", { low: 50, high: 105 }, "low");

    rerender({ grid: latest, facet: price(0, 360) });
    expect(result.current.range).toEqual({ low: 0, high: 360 });
  });
});
