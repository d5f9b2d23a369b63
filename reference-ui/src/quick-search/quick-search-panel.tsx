import { useMemo } from "react";
import type { QuickSearchApi, QuickSearchOption } from "solekit";
import { useMessages, useResultTracking } from "solekit";
import { formatMoney, imageUrlAtWidth, searchMessages } from "solekit/rules";
import { ProductBadges } from "../product/product-badges";

function OptionContent({ item }: { item: QuickSearchOption }) {
  if (item.kind !== "product") return <span className="quick-search__term">{item.label}</span>;
  const { product } = item;
  return (
    <span className="quick-search__product">
      {product.imageUrl ? (
        <img src={imageUrlAtWidth(product.imageUrl, 320)} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="quick-search__thumb" />
      )}
      <span>
        <span className="quick-search__brand">{product.brand}</span>
        <span className="quick-search__name">{item.label}</span>
        <span className="quick-search__price">{formatMoney(product.price)}</span>
        <ProductBadges
          product={{ id: product.id, handle: product.handle, tags: product.tags, collections: [] }}
          price={product.price}
          compareAtPrice={product.msrp}
          location="PLP"
          inline
        />
      </span>
    </span>
  );
}

/**
 * The overlay's body: one listbox whose groups are the columns (Popular / Recent before typing;
 * Suggested Searches / Pages / Products while typing), then 'View N products' and the button
 * that clears recent searches — both outside the listbox, which may hold only options.
 */
export function QuickSearchPanel({ qs }: { qs: QuickSearchApi }) {
  const messages = useMessages(searchMessages);
  const typing = qs.query.trim() !== "";
  const productResults = useMemo(() => qs.products.map((option) => option.product), [qs.products]);
  const context = useMemo(() => ({ type: "autocomplete" as const, query: qs.query }), [qs.query]);
  // Render, impressions and clicks of the Products column reach the beacon like a grid's.
  const { getTrackingProps } = useResultTracking({
    results: productResults,
    context,
    enabled: typing && qs.status === "success",
  });
  // Marked while newer results are on their way; not during 'Searching…', which leaves the overlay.
  const isRefreshing = qs.status === "loading" && !qs.isSubmitting;
  return (
    <div className="quick-search__body" data-loading={isRefreshing || undefined}>
      <div
        {...qs.getListboxProps({
          className: `quick-search__listbox quick-search__listbox--${typing ? "typing" : "browsing"}`,
        })}
      >
        {qs.groups.map((group) => (
          <ul
            key={group.key}
            {...qs.getGroupProps(group, {
              className: `quick-search__group quick-search__group--${group.key}`,
            })}
          >
            <li {...qs.getGroupLabelProps(group, { className: "quick-search__heading" })}>{group.label}</li>
            {group.options.map((item) => (
              <li
                key={`${item.kind}:${item.label}:${item.index}`}
                {...qs.getOptionProps({
                  item,
                  className: "quick-search__option",
                  ...(item.kind === "product"
                    ? getTrackingProps<HTMLLIElement>(item.product, qs.products.indexOf(item) + 1)
                    : {}),
                })}
              >
                <OptionContent item={item} />
              </li>
            ))}
          </ul>
        ))}
      </div>
      <div className="quick-search__footer">
        {!typing && qs.recentSearches.length > 0 ? (
          <button {...qs.getClearRecentButtonProps({ className: "quick-search__button" })}>
            {messages.clearRecentSearches}
          </button>
        ) : null}
        {typing && qs.viewAll ? (
          <a {...qs.getViewAllLinkProps({ className: "quick-search__view-all" })}>{qs.viewAll.text}</a>
        ) : null}
      </div>
    </div>
  );
}
