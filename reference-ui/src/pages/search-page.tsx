import { useSearchParams } from "react-router";
import { useProductList, useSolekit } from "solekit";
import { formatMessage } from "solekit/rules";
import { ProductGrid, SkeletonGrid } from "../components/product-card";

export function SearchPage() {
  const [params] = useSearchParams();
  const query = params.get("query") ?? "";
  const { messages } = useSolekit();
  const list = useProductList({ query, limit: 24 });
  const total = list.data?.pagination.totalResults;
  return (
    <>
      {list.data && total === 0 ? (
        <>
          <h1>{formatMessage(messages.noResultsHeading, { query })}</h1>
          <p>{messages.noResultsApology}</p>
          <p>{messages.noResultsHint}</p>
        </>
      ) : (
        <h1>
          {total === undefined
            ? `Searching for ${query}`
            : formatMessage(total === 1 ? messages.searchResultsHeadingOne : messages.searchResultsHeading, {
                count: total,
                query,
              })}
        </h1>
      )}
      {list.isLoading ? <SkeletonGrid count={12} label="Results, loading" /> : null}
      {list.errorMessage ? <p role="alert">{list.errorMessage}</p> : null}
      {list.data && total ? <ProductGrid products={list.data.results} label="Results" /> : null}
    </>
  );
}
