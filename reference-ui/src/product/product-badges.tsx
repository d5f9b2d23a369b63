import { useProductBadge } from "solekit";
import type { BadgeLocation, PromoProduct } from "solekit/rules";
import "./product-badges.css";

export interface ProductBadgesProps {
  product: PromoProduct;
  price: number;
  compareAtPrice: number | null;
  location: BadgeLocation;
  showPromoline?: boolean;
  /** Inside phrasing content (a quick-search row): a span, and never the promoline paragraph. */
  inline?: boolean;
}

/** The winning badge, 'Save N%' where the badge lists the location, and the promoline. */
export function ProductBadges({
  product,
  price,
  compareAtPrice,
  location,
  showPromoline,
  inline,
}: ProductBadgesProps) {
  const { badge, saveText, promoline } = useProductBadge({ product, price, compareAtPrice, location });
  const line = showPromoline && !inline ? promoline : null;
  if (!badge && !line) return null;
  const Wrapper = inline ? "span" : "div";
  return (
    <Wrapper className="product-badges">
      {badge ? (
        <span
          className="product-badge"
          style={{ background: badge.backgroundColor ?? "#1b1b1f", color: badge.foregroundColor ?? "#fff" }}
        >
          {badge.text}
        </span>
      ) : null}
      {saveText ? <span className="product-badge product-badge--save">{saveText}</span> : null}
      {line ? (
        <p className="product-promoline" style={{ color: line.colours.text }}>
          {line.title}
        </p>
      ) : null}
    </Wrapper>
  );
}
