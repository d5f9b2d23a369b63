import { useEffect } from "react";
import { trackingIdsFor } from "../../clients/search";
import { useSolekit } from "../provider/solekit-context";

/**
 * Records a product view in the viewed-products cookie (`ssViewedProducts`, 2555 days, newest
 * first, at most 20), which the search client sends as `lastViewed` with every search and
 * recommendation request (storefront §3, §7, §9). Records once per SKU while mounted; pass
 * `undefined` until the product has loaded.
 *
 * @example
 * ```tsx
 * function ProductPage({ product }: { product: { sku: string } }) {
 *   useRecordProductView(product.sku);
 *   return <ProductForm product={product} />;
 * }
 * ```
 */
export function useRecordProductView(sku: string | undefined): void {
  const { storage } = useSolekit();
  useEffect(() => {
    if (sku) trackingIdsFor(storage).addViewedProduct(sku);
  }, [storage, sku]);
}
