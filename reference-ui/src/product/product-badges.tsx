import { useSolekit } from "solekit";
import { type BadgeLocation, type PromoProduct, saveBadgeText, selectPromoRule } from "solekit/rules";
import { sandboxPromoRules } from "solekit/sandbox";

// The host app's promo rules: the reference store uses the sandbox's set.
const rules = sandboxPromoRules(Date.now());

export interface ProductBadgesProps {
  product: PromoProduct;
  price: number;
  compareAtPrice: number | null;
  location: BadgeLocation;
  showPromoline?: boolean;
}

/** The winning badge, 'Save N%' where the badge lists the location, and the promoline. */
export function ProductBadges({
  product,
  price,
  compareAtPrice,
  location,
  showPromoline,
}: ProductBadgesProps) {
  const { config } = useSolekit();
  const context = { now: Date.now(), loggedIn: config.customer?.logged ?? false };
  const badge = selectPromoRule(rules.badges, product, context);
  const promoline = showPromoline ? selectPromoRule(rules.promolines, product, context) : undefined;
  const save = badge ? saveBadgeText({ price, compareAtPrice }, location, badge.badge.off_messaging) : null;
  if (!badge && !promoline) return null;
  return (
    <div className="product-badges">
      {badge ? (
        <span
          className="product-badge"
          style={{
            background: badge.badge.backgroundColor?.value ?? "#1b1b1f",
            color: badge.badge.foregroundColor?.value ?? "#fff",
          }}
        >
          {badge.badge.text}
        </span>
      ) : null}
      {save ? <span className="product-badge product-badge--save">{save}</span> : null}
      {promoline ? (
        <p className="product-promoline" style={{ color: promoline.colours?.text }}>
          {promoline.title}
        </p>
      ) : null}
    </div>
  );
}
