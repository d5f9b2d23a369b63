import fc from "fast-check";
import {
  clampSliderRange,
  EXCLUDED_FACETS,
  isExcludedFacet,
  isFullRange,
  moveSliderHandle,
  offeredFacets,
} from "solekit/rules";

const bounds = { min: 0, max: 200, step: 10 };

describe("price slider keeps min below max by at least one step (storefront §5)", () => {
  it.each([
    [{ low: 50, high: 120 }, "low", { low: 50, high: 120 }],
    [{ low: 90, high: 80 }, "low", { low: 70, high: 80 }],
    [{ low: 90, high: 80 }, "high", { low: 90, high: 100 }],
    [{ low: 80, high: 80 }, "low", { low: 70, high: 80 }],
    [{ low: 0, high: 0 }, "low", { low: 0, high: 10 }],
    [{ low: 200, high: 200 }, "high", { low: 190, high: 200 }],
    [{ low: -50, high: 500 }, "low", { low: 0, high: 200 }],
    [{ low: 195, high: 198 }, "high", { low: 190, high: 200 }],
  ] as const)("%j moving %s gives %j", (range, moved, expected) => {
    expect(clampSliderRange(range, bounds, moved)).toEqual(expected);
  });

  it("falls back to the bounds when they are narrower than one step", () => {
    expect(clampSliderRange({ low: 3, high: 4 }, { min: 0, max: 5, step: 10 })).toEqual({ low: 0, high: 5 });
  });

  it("always stays inside the bounds with at least one step between the handles", () => {
    const arbBounds = fc
      .record({
        min: fc.integer({ min: -1000, max: 1000 }),
        span: fc.integer({ min: 1, max: 2000 }),
        step: fc.integer({ min: 1, max: 100 }),
      })
      .filter(({ span, step }) => span >= step)
      .map(({ min, span, step }) => ({ min, max: min + span, step }));
    fc.assert(
      fc.property(
        arbBounds,
        fc.integer({ min: -3000, max: 3000 }),
        fc.integer({ min: -3000, max: 3000 }),
        fc.constantFrom("low" as const, "high" as const),
        (b, low, high, moved) => {
          const range = clampSliderRange({ low, high }, b, moved);
          expect(range.low).toBeGreaterThanOrEqual(b.min);
          expect(range.high).toBeLessThanOrEqual(b.max);
          expect(range.high - range.low).toBeGreaterThanOrEqual(b.step);
        },
      ),
    );
  });

  it("never moves the handle that was not dragged when there is room", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 200 }), fc.integer({ min: 0, max: 200 }), (high, low) => {
        expect(clampSliderRange({ low, high }, bounds, "low").high).toBe(high);
      }),
    );
  });

  // The keys a range input answers move a handle anywhere on the track: PageUp steps by a tenth
  // of it, Home and End jump to its ends. QA: min pressed up to $360 = max, then max below min.
  const track = { min: 0, max: 360, step: 5 };
  const keys = {
    ArrowRight: (value: number) => value + track.step,
    ArrowLeft: (value: number) => value - track.step,
    PageUp: (value: number) => value + 36,
    PageDown: (value: number) => value - 36,
    Home: () => track.min,
    End: () => track.max,
  };
  type Key = keyof typeof keys;

  it.each([
    ["low", "PageUp", 30, { low: 0, high: 360 }, { low: 355, high: 360 }],
    ["low", "End", 1, { low: 0, high: 200 }, { low: 195, high: 200 }],
    ["high", "ArrowLeft", 12, { low: 355, high: 360 }, { low: 355, high: 360 }],
    ["high", "Home", 1, { low: 100, high: 360 }, { low: 100, high: 105 }],
    ["high", "PageDown", 30, { low: 0, high: 360 }, { low: 0, high: 5 }],
    ["low", "Home", 1, { low: 100, high: 200 }, { low: 0, high: 200 }],
  ] as const)("the %s handle, %s × %i from %j, stops at %j", (handle, key, times, from, expected) => {
    let range: { low: number; high: number } = from;
    for (let press = 0; press < times; press++)
      range = moveSliderHandle(range, track, { handle, value: keys[key as Key](range[handle]) });
    expect(range).toEqual(expected);
  });

  it("keeps min ≤ max − step through any sequence of keys on either handle", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom("low" as const, "high" as const),
            fc.constantFrom(...(Object.keys(keys) as Key[])),
          ),
          { maxLength: 60 },
        ),
        (presses) => {
          let range = { low: track.min, high: track.max };
          for (const [handle, key] of presses) {
            range = moveSliderHandle(range, track, { handle, value: keys[key](range[handle]) });
            expect(range.low).toBeGreaterThanOrEqual(track.min);
            expect(range.high).toBeLessThanOrEqual(track.max);
            expect(range.high - range.low).toBeGreaterThanOrEqual(track.step);
          }
        },
      ),
    );
  });

  it("treats a range covering the bounds as no filter", () => {
    expect(isFullRange({ low: 0, high: 200 }, bounds)).toBe(true);
    expect(isFullRange({ low: 10, high: 200 }, bounds)).toBe(false);
  });
});

describe("excluded facets (storefront §5)", () => {
  it("lists on-sale, days since published or created, neckline and variant size", () => {
    expect(EXCLUDED_FACETS).toEqual([
      "on_sale",
      "days_since_published",
      "days_since_created",
      "neckline",
      "variant_size",
    ]);
  });

  it.each([
    ["on_sale", true],
    ["ss_on_sale", true],
    ["on-sale", true],
    ["ss_days_since_published", true],
    ["ss_days_since_created", true],
    ["Neckline", true],
    ["variant_size", true],
    ["brand", false],
    ["size", false],
    ["price", false],
  ])("%s excluded: %s", (field, excluded) => {
    expect(isExcludedFacet(field)).toBe(excluded);
  });

  it("offers the other facets in order", () => {
    const facets = [{ field: "brand" }, { field: "on_sale" }, { field: "colour" }, { field: "neckline" }];
    expect(offeredFacets(facets)).toEqual([{ field: "brand" }, { field: "colour" }]);
  });

  it("offers no list facet without values: it would be a group with nothing to choose", () => {
    const facets = [
      { field: "brand", values: [{ value: "Asics" }] },
      { field: "size_group", values: [] },
      { field: "price", range: [0, 200] },
    ];
    expect(offeredFacets(facets).map((facet) => facet.field)).toEqual(["brand", "price"]);
  });
});
