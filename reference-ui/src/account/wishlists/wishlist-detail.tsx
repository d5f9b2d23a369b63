import { type AccountNavigationApi, type EditableWishlist, useWishlist } from "solekit";
import type { WishlistItem } from "solekit/clients";
import { accountMessages, formatMessage } from "solekit/rules";
import { usePageTitle } from "../area/page-title";
import { SectionSkeleton } from "../area/section-skeleton";
import { SavedItem } from "./saved-item";

/** One list's page: title, Edit (own lists), Add items to bag, the grid and the page's states. */
export function WishlistDetail({
  listId,
  nav,
  onEdit,
  onEditItem,
}: {
  listId: string;
  nav: AccountNavigationApi;
  /** Opens the create / edit popover to rename the list (Edit shows on the member's own lists). */
  onEdit: (list: EditableWishlist) => void;
  /** Opens the Edit Item modal for an item; the Edit button shows only when given. */
  onEditItem?: (item: WishlistItem) => void;
}) {
  const wishlist = useWishlist(listId);
  const view = wishlist.view;
  usePageTitle(view?.title ?? null);
  if (wishlist.pageState === "LOADING") return <SectionSkeleton blocks={4} />;
  if (wishlist.pageState === "ERROR") {
    return (
      <div className="account-card wishlists__problem" role="alert">
        <p>{wishlist.pageMessage}</p>
        {wishlist.notFound ? (
          <a {...nav.getLinkProps({ section: "wishlist" })}>{accountMessages.sectionWishlist}</a>
        ) : (
          <button type="button" className="pill-button pill-button--secondary" onClick={wishlist.refetch}>
            {accountMessages.wishlistRetry}
          </button>
        )}
      </div>
    );
  }
  if (!view) return null;
  return (
    <div className="wishlist-detail">
      <div className="wishlist-detail__head">
        <div className="wishlist-detail__actions">
          {view.canEdit ? (
            <button
              type="button"
              className="pill-button pill-button--secondary"
              onClick={() => onEdit({ id: view.list.id, name: view.list.name })}
            >
              {accountMessages.edit}
            </button>
          ) : null}
          {wishlist.pageState === "READY" ? (
            <button {...wishlist.getBagButtonProps({ className: "pill-button pill-button--primary" })}>
              {wishlist.isAddingToBag ? <span className="spinner" aria-hidden="true" /> : null}
              {wishlist.bagLabel}
            </button>
          ) : null}
        </div>
      </div>
      <p {...wishlist.getStatusProps({ className: "wishlist-detail__status" })}>{wishlist.statusMessage}</p>
      {wishlist.pageState === "NO_DATA" ? (
        <div className="account-card wishlists__problem">
          <p {...wishlist.getEmptyStateProps()}>{wishlist.pageMessage}</p>
          <a href="/collections/shop-all">{accountMessages.wishlistStartShopping}</a>
        </div>
      ) : (
        <ul
          className="wishlist-detail__grid"
          aria-label={formatMessage(accountMessages.wishlistItemsLabel, { name: view.title })}
        >
          {view.items.map((entry) => (
            <li key={entry.item.id} className="wishlist-item">
              <SavedItem
                href={entry.href}
                image={entry.image}
                brand={entry.brand}
                title={entry.title}
                sizeText={entry.sizeText}
                unavailable={entry.isAvailable === false ? accountMessages.wishlistItemUnavailable : null}
              />
              {wishlist.removeFailure?.itemId === entry.item.id ? (
                <p className="wishlist-item__error" role="alert">
                  {wishlist.removeFailure.message}
                </p>
              ) : null}
              <div className="wishlist-item__actions">
                {onEditItem ? (
                  <button
                    type="button"
                    className="pill-button pill-button--secondary pill-button--small"
                    aria-label={`${accountMessages.edit} ${entry.title}`}
                    onClick={() => onEditItem(entry.item)}
                  >
                    {accountMessages.edit}
                  </button>
                ) : null}
                <button
                  {...wishlist.getRemoveButtonProps(
                    { listId: view.list.id, item: entry.item, name: view.title },
                    { className: "pill-button pill-button--quiet pill-button--small" },
                  )}
                >
                  {accountMessages.wishlistRemoveItem}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
