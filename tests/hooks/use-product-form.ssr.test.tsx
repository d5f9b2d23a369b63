import { renderToString } from "react-dom/server";
import { useGuestWishlist } from "../../src/hooks/guest-wishlist";
import { useLightbox } from "../../src/hooks/lightbox";
import { useProductForm } from "../../src/hooks/product-form";
import { SolekitProvider } from "../../src/hooks/provider";
import { createMemoryUrl } from "../../src/runtime";
import { sandboxConfig } from "../../src/sandbox";

function ProductPage() {
  const form = useProductForm({ handle: "any-shoe" });
  const wishlist = useGuestWishlist();
  const lightbox = useLightbox({ count: 3 });
  return (
    <article>
      <p>{form.status}</p>
      <button {...form.getAddButtonProps()}>{form.buttonLabel}</button>
      <button {...wishlist.getHeartProps({ productId: 1, variantId: 2, name: "Runner" })}>♥</button>
      <button {...lightbox.getTriggerProps(0)}>zoom</button>
    </article>
  );
}

describe("the product page's hooks on the server", () => {
  it("render the loading state without a window and start no request", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <SolekitProvider
        config={sandboxConfig()}
        url={createMemoryUrl("https://shop.solekit.test/products/any-shoe")}
      >
        <ProductPage />
      </SolekitProvider>,
    );
    expect(html).toContain("<p>loading</p>");
    expect(html).toContain("Select Size");
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-haspopup="dialog"');
  });
});
