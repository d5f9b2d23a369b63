import { useId } from "react";
import { useProductList } from "solekit";
import { ProductGrid, SkeletonGrid } from "./product-card";

export interface ProductShelfProps {
  title: string;
  collection?: string;
  query?: string;
  limit?: number;
}

/** A titled list of products from one collection or query. */
export function ProductShelf({ title, collection, query, limit = 8 }: ProductShelfProps) {
  const headingId = useId();
  const list = useProductList({ collection, query, limit });
  return (
    <section aria-labelledby={headingId} className="shelf">
      <h2 id={headingId}>{title}</h2>
      {list.isLoading ? <SkeletonGrid count={limit} label={`${title}, loading`} /> : null}
      {list.errorMessage ? (
        <div role="alert">
          <p>{list.errorMessage}</p>
          <button type="button" onClick={list.load}>
            Try again
          </button>
        </div>
      ) : null}
      {list.data ? <ProductGrid products={list.data.results} label={title} /> : null}
    </section>
  );
}
