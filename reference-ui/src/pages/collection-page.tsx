import { useMemo } from "react";
import { useParams } from "react-router";
import { useSearchGrid } from "solekit";
import { SearchGridView } from "../search-grid/search-grid-view";

const titleOf = (handle: string) => handle.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());

export function CollectionPage() {
  const { handle = "shop-all" } = useParams();
  // Collections load as the shopper scrolls; the search page keeps to its buttons.
  const grid = useSearchGrid({ collection: handle, infiniteScroll: true });
  const tracking = useMemo(() => ({ type: "collection" as const, collection: handle }), [handle]);
  return <SearchGridView grid={grid} title={titleOf(handle)} tracking={tracking} />;
}
