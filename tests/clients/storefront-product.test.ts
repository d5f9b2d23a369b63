import { createStorefrontClient, parseSolekitConfig } from "../../src/clients";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const config = parseSolekitConfig(env.sandbox.config());
const storefront = createStorefrontClient(config, { timeout: 10_000 });
const { world } = env.sandbox;
const shoe = world.products.find((p) => p.published && p.kind === "shoe" && p.variants.length > 3);
const giftCard = world.products.find((p) => p.kind === "gift-card");
const unpublished = world.products.find((p) => !p.published);
if (!shoe || !giftCard) throw new Error("world without a shoe or gift card");

describe("storefront client: product(handle:)", () => {
  it("reads the product page's product: variants with size metafields, images, tags, collections", async () => {
    const product = await storefront.product(shoe.handle);
    expect(product).toMatchObject({
      id: shoe.gid,
      handle: shoe.handle,
      title: shoe.title,
      vendor: shoe.vendor,
      brand: shoe.metafields.omneo.brand,
      description: shoe.description,
      tags: shoe.tags,
      metafields: { customer_facing_product_name: shoe.customer_facing_product_name },
    });
    expect(product?.images.map((image) => image.url)).toEqual(shoe.images.map((image) => image.src));
    expect(product?.images[0]).toMatchObject({
      width: shoe.images[0]?.width,
      height: shoe.images[0]?.height,
    });
    expect(product?.collections.map((c) => c.handle)).toEqual(shoe.collections);
    expect(product?.variants).toHaveLength(shoe.variants.length);
    const variant = shoe.variants[0];
    expect(product?.variants[0]).toMatchObject({
      id: variant?.gid,
      size: variant?.option1,
      width: variant?.option2,
      availableForSale: variant?.availableForSale,
      metafields: {
        kids_uk: variant?.metafields?.kids_uk,
        kids_us: variant?.metafields?.kids_us,
        euro: variant?.metafields?.euro,
        centimeter: variant?.metafields?.centimeter,
      },
    });
  });

  it("reads the gift card with its Amount option and no size metafields", async () => {
    const product = await storefront.product(giftCard.handle);
    expect(product?.variants.length).toBe(giftCard.variants.length);
    expect(product?.variants[0]?.selectedOptions[0]?.name).toBe("Amount");
    expect(product?.variants[0]?.metafields.euro).toBeNull();
  });

  it("answers null for an unknown handle and for an unpublished product", async () => {
    await expect(storefront.product("no-such-product")).resolves.toBeNull();
    if (unpublished) await expect(storefront.product(unpublished.handle)).resolves.toBeNull();
  });

  it("is aborted by its signal", async () => {
    const controller = new AbortController();
    const pending = storefront.product(shoe.handle, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: "aborted" });
  });
});
