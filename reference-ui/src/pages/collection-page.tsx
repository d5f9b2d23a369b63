import { useParams } from "react-router";
import { ProductShelf } from "../components/product-shelf";

const titleOf = (handle: string) => handle.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase());

export function CollectionPage() {
  const { handle = "shop-all" } = useParams();
  return (
    <>
      <h1>{titleOf(handle)}</h1>
      <ProductShelf title="Products" collection={handle} limit={24} />
    </>
  );
}
