import { useMemo } from "react";
import { useParams } from "react-router";
import { useSearchGrid } from "solekit";
import { SearchGridView } from "../search-grid/search-grid-view";
import { NotFoundPage } from "./not-found-page";
import { PageLoadError } from "./page-load-error";
import { useStorefrontJson } from "./use-storefront-json";

/** What the storefront says about a collection (`/collections/{handle}?view=json`). */
interface CollectionInfo {
  handle: string;
  title: string;
}

/**
 * `/collections/:handle`: the collection's own title above its grid. The storefront says which
 * collections exist: an unknown handle is the 404 page, never a heading made from the URL.
 */
export function CollectionPage() {
  const { handle = "shop-all" } = useParams();
  const collection = useStorefrontJson<CollectionInfo>(`/collections/${encodeURIComponent(handle)}`);
  if (collection.status === "notFound") return <NotFoundPage />;
  if (collection.status === "error") return <PageLoadError retry={collection.retry} />;
  // The grid loads beside the title (its first search is already in flight).
  return (
    <CollectionGrid
      key={handle}
      handle={handle}
      title={collection.status === "found" ? collection.data.title : null}
    />
  );
}

function CollectionGrid({ handle, title }: { handle: string; title: string | null }) {
  // Collections load as the shopper scrolls; the search page keeps to its buttons.
  const grid = useSearchGrid({ collection: handle, infiniteScroll: true });
  const tracking = useMemo(() => ({ type: "collection" as const, collection: handle }), [handle]);
  return <SearchGridView grid={grid} title={title} titlePending={title === null} tracking={tracking} />;
}
