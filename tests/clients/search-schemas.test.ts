import * as v from "valibot";
import {
  autocompleteResponseSchema,
  facetSchema,
  recommendResponseSchema,
  searchQuery,
  searchResponseSchema,
  searchResultSchema,
} from "../../src/clients/search";

const minimalResult = {
  id: 11,
  uid: "11",
  handle: "red-runner",
  url: "/products/red-runner",
  name: "Acme Red Runner",
  price: "89.95",
};
const minimalResponse = {
  results: [],
  pagination: { totalResults: 0, totalPages: 0, currentPage: 1, perPage: 24, begin: 0, end: 0 },
};

describe("search result schema", () => {
  it("turns the feed's image list and pipe-separated alt list into images with alt text", () => {
    const result = v.parse(searchResultSchema, {
      ...minimalResult,
      images: ["/a.jpg", "/b.jpg", "/c.jpg"],
      image_alt: "Red runner|Red runner, side",
    });
    expect(result.images).toEqual([
      { src: "/a.jpg", alt: "Red runner" },
      { src: "/b.jpg", alt: "Red runner, side" },
      { src: "/c.jpg", alt: "Red runner" },
    ]);
  });

  it("falls back to the image URL and the product name when the feed has no list", () => {
    const result = v.parse(searchResultSchema, { ...minimalResult, imageUrl: "/main.jpg" });
    expect(result.images).toEqual([{ src: "/main.jpg", alt: "Acme Red Runner" }]);
    expect(result.customer_facing_product_name).toBe("Acme Red Runner");
  });

  it.each([
    ["a JSON string", JSON.stringify([{ id: 5, sku: "S-5", price: "10.5", compare_at_price: "20" }])],
    ["an array", [{ id: "5", sku: "S-5", price: 10.5, compare_at_price: 20 }]],
  ])("reads variants sent as %s, with ids as strings and prices in cents", (_label, variants) => {
    const result = v.parse(searchResultSchema, { ...minimalResult, variants });
    expect(result.id).toBe("11");
    expect(result.price).toBe(8995);
    expect(result.variants).toEqual([
      {
        id: "5",
        sku: "S-5",
        price: 1050,
        compare_at_price: 2000,
        option1: null,
        option2: null,
        available: true,
      },
    ]);
  });

  it.each([
    [99.95, 9995],
    ["99.95", 9995],
    [0.1, 10],
    [129, 12900],
    [19.99, 1999],
  ])("turns a price of %s dollars on the wire into %i cents", (price, cents) => {
    expect(v.parse(searchResultSchema, { ...minimalResult, price, msrp: price }).price).toBe(cents);
    expect(v.parse(searchResultSchema, { ...minimalResult, price, msrp: price }).msrp).toBe(cents);
  });

  it("keeps msrp null when the product has no compare-at price", () => {
    expect(v.parse(searchResultSchema, minimalResult).msrp).toBeNull();
    expect(v.parse(searchResultSchema, { ...minimalResult, msrp: null }).msrp).toBeNull();
    expect(
      v.parse(searchResultSchema, { ...minimalResult, variants: [{ id: 1, price: 5 }] }).variants[0],
    ).toMatchObject({ price: 500, compare_at_price: null });
  });

  it("rejects variants that are neither a list nor JSON holding one", () => {
    expect(v.safeParse(searchResultSchema, { ...minimalResult, variants: "{not json" }).success).toBe(false);
    expect(v.safeParse(searchResultSchema, { ...minimalResult, price: "free" }).success).toBe(false);
  });
});

describe("search response schema", () => {
  it("never offers the spec's excluded facets, whatever the service sends", () => {
    const list = (field: string) => ({
      field,
      label: field,
      type: "value",
      values: [{ label: "Yes", value: "1", count: 3 }],
    });
    const body = v.parse(searchResponseSchema, {
      ...minimalResponse,
      facets: [
        list("brand"),
        list("on_sale"),
        list("ss_days_since_published"),
        list("neckline"),
        list("variant_size"),
      ],
    });
    expect(body.facets.map((facet) => facet.field)).toEqual(["brand"]);
  });

  it("drops a list facet without values, so no filter shows as an empty group", () => {
    const body = v.parse(searchResponseSchema, {
      ...minimalResponse,
      facets: [
        {
          field: "gender",
          label: "Gender",
          type: "value",
          values: [{ label: "Boys", value: "Boys", count: 87 }],
        },
        { field: "size_group", label: "Age", type: "value", values: [] },
        { field: "price", label: "Price", type: "slider", range: [30, 155], step: 5 },
      ],
    });
    expect(body.facets.map((facet) => facet.label)).toEqual(["Gender", "Price"]);
  });

  it("drops facet types it cannot draw rather than fail the whole response", () => {
    const body = v.parse(searchResponseSchema, {
      ...minimalResponse,
      facets: [
        {
          field: "brand",
          label: "Brand",
          type: "value",
          values: [{ label: "Asics", value: "Asics", count: 4 }],
        },
        { field: "rating", label: "Rating", type: "range-buckets", values: [{ low: 1, high: 2 }] },
      ],
    });
    expect(body.facets.map((facet) => facet.field)).toEqual(["brand"]);
    expect(
      v.safeParse(searchResponseSchema, { ...minimalResponse, facets: [{ field: "brand", type: "value" }] })
        .success,
    ).toBe(false);
  });

  it.each([
    ["a list facet without values", { field: "brand", label: "Brand", type: "value" }],
    [
      "a slider facet with a bad step",
      { field: "price", label: "Price", type: "slider", range: [0, 9], step: -1 },
    ],
  ])("reports %s as facetSchema does, under the facet's path", (_label, facet) => {
    const inResponse = v.safeParse(searchResponseSchema, { ...minimalResponse, facets: [facet] }).issues?.[0];
    const alone = v.safeParse(facetSchema, facet).issues?.[0];
    expect(alone).toBeDefined();
    expect(inResponse && [v.getDotPath(inResponse), inResponse.message]).toEqual(
      alone && [`facets.0.${v.getDotPath(alone)}`, alone.message],
    );
  });

  it("reads a slider facet with its range, active range and step", () => {
    const body = v.parse(searchResponseSchema, {
      ...minimalResponse,
      facets: [
        { field: "price", label: "Price", type: "slider", range: [0, 200], active: [20, 80], step: 5 },
      ],
    });
    const [slider] = body.facets;
    expect(slider?.type === "slider" && [slider.range, slider.active, slider.step]).toEqual([
      [0, 200],
      [20, 80],
      5,
    ]);
  });

  it("fills merchandising, sorting, query and summaries with empty defaults, and an empty redirect with null", () => {
    const body = v.parse(searchResponseSchema, { ...minimalResponse, merchandising: { redirect: "" } });
    expect(body.merchandising).toEqual({
      redirect: null,
      content: { header: [], banner: [], footer: [], left: [], inline: [] },
    });
    expect(body.sorting).toEqual({ options: [] });
    expect(body.query).toEqual({});
    expect(body.filterSummary).toEqual([]);
  });

  it("requires inline content to say where it goes", () => {
    const inline = (config: unknown) => ({
      ...minimalResponse,
      merchandising: { content: { inline: [{ value: "<p>x</p>", config }] } },
    });
    expect(v.safeParse(searchResponseSchema, inline({ position: { index: 3 } })).success).toBe(true);
    expect(v.safeParse(searchResponseSchema, inline({})).success).toBe(false);
  });

  it("reads an autocomplete response without pages as having none", () => {
    expect(v.parse(autocompleteResponseSchema, minimalResponse).pages).toEqual([]);
  });

  it("reads recommendations as one list per profile", () => {
    const body = v.parse(recommendResponseSchema, [
      { profile: { tag: "popular" }, results: [minimalResult] },
    ]);
    expect(body[0]?.profile).toEqual({ tag: "popular", placement: "", title: "" });
    expect(body[0]?.results[0]?.price).toBe(8995);
  });
});

describe("searchQuery", () => {
  it("repeats filter values, joins lists with commas and leaves out what is empty", () => {
    expect(
      searchQuery({
        q: "boot",
        filters: { brand: ["Asics", "Clarks"], colour: [] },
        lastViewed: [],
        handles: [],
        collection: "",
      }),
    ).toEqual({
      q: "boot",
      page: "1",
      "filter.brand": ["Asics", "Clarks"],
      resultsPerPage: undefined,
      tag: undefined,
      "bgfilter.collection_handle": undefined,
      "bgfilter.handle": undefined,
      lastViewed: undefined,
      cart: undefined,
    });
  });
});
