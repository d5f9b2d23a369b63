import { indexVariants, warmVariantIndex } from "../../src/sandbox/variant-index";
import { createWorld } from "../../src/sandbox/world";

const freshWorld = () =>
  createWorld({ seed: 5, catalogueSize: 600, now: Date.parse("2026-06-01T00:00:00Z") });

describe("variant index", () => {
  it("warms a slice of 250 products at a time, pausing between slices, and keeps what it built", async () => {
    const world = freshWorld();
    let pauses = 0;
    const index = await warmVariantIndex(world, async () => pauses++);
    expect(pauses).toBe(Math.floor(world.products.length / 250));
    expect(indexVariants(world)).toBe(index);
    const variants = world.products.flatMap((product) => product.variants);
    expect(index.variantById.size).toBe(variants.length);
    const last = variants.at(-1);
    expect(last && index.variantById.get(last.id)?.variant).toBe(last);
  });

  it("finishes a warm-up in progress when a handler needs the index meanwhile, building it once", async () => {
    const world = freshWorld();
    let release: () => void = () => undefined;
    const warming = warmVariantIndex(world, () => new Promise<void>((resolve) => (release = resolve)));
    const needed = indexVariants(world);
    expect(needed.productByGid.size).toBe(world.products.length);
    release();
    expect(await warming).toBe(needed);
  });
});
