import { Link } from "react-router";
import type { SearchResult } from "solekit";
import { formatMoney, imageSrcset, imageUrlAtWidth } from "solekit/rules";
import { LookModal } from "../product/look-modal";
import { ProductBadges } from "../product/product-badges";
import { WishlistHeart } from "../product/wishlist-heart";
import { Price } from "./price";

/** `priority`: a card on the first screen, whose image loads at once and first (it is the LCP). */
export function ProductCard({ product, priority = false }: { product: SearchResult; priority?: boolean }) {
  const onSale = product.msrp !== null && product.msrp > product.price;
  return (
    <article className="product-card">
      <Link to={`/products/${product.handle}`} className="product-card__link">
        {product.imageUrl ? (
          <img
            src={imageUrlAtWidth(product.imageUrl, 480)}
            srcSet={imageSrcset(product.imageUrl)}
            sizes="(min-width: 768px) 30vw, 50vw"
            alt=""
            width={480}
            height={480}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
          />
        ) : null}
        <span className="product-card__brand">{product.brand}</span>
        <span className="product-card__name">{product.name}</span>
      </Link>
      <Price
        className="product-card__price"
        price={formatMoney(product.price)}
        was={onSale && product.msrp !== null ? formatMoney(product.msrp) : null}
      />
      <ProductBadges
        product={{ id: product.id, handle: product.handle, tags: product.tags, collections: [] }}
        price={product.price}
        compareAtPrice={product.msrp}
        location="PLP"
      />
      {product.tags.includes("gift-card") ? null : <LookModal handle={product.handle} name={product.name} />}
      <WishlistHeart
        productId={product.id}
        defaultVariantId={product.variants[0]?.id ?? product.id}
        name={product.name}
        image={product.imageUrl}
        isGiftCard={product.tags.includes("gift-card")}
      />
    </article>
  );
}

export function ProductGrid({ products, label }: { products: readonly SearchResult[]; label: string }) {
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}

export function SkeletonGrid({ count, label }: { count: number; label: string }) {
  return (
    <ul className="product-grid" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
        <li key={i} className="product-card product-card--skeleton" aria-hidden="true" />
      ))}
    </ul>
  );
}
