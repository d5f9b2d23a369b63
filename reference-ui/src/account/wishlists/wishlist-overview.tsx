import { type AccountNavigationApi, useWishlists } from "solekit";
import { accountMessages } from "solekit/rules";
import { SectionSkeleton } from "../area/section-skeleton";
import { WishlistCardView } from "./wishlist-card";

/** The overview: a card per list and Create wishlist. */
export function WishlistOverview({
  nav,
  onCreate,
}: {
  nav: AccountNavigationApi;
  /** Opens the create / edit popover to create a list. */
  onCreate: () => void;
}) {
  const wishlists = useWishlists();
  return (
    <>
      <div className="wishlists__toolbar">
        <p className="wishlists__lede">{accountMessages.wishlistsLede}</p>
        <button type="button" className="pill-button pill-button--primary" onClick={onCreate}>
          <span aria-hidden="true">+ </span>
          {accountMessages.createWishlist}
        </button>
      </div>
      {wishlists.status === "error" && !wishlists.data ? (
        <div className="account-card wishlists__problem" role="alert">
          <p>{wishlists.errorMessage}</p>
          <button type="button" className="pill-button pill-button--secondary" onClick={wishlists.refetch}>
            {accountMessages.wishlistRetry}
          </button>
        </div>
      ) : !wishlists.data ? (
        <SectionSkeleton blocks={4} />
      ) : wishlists.cards.length === 0 ? (
        <div className="account-card wishlists__problem">
          <p>{accountMessages.wishlistsNone}</p>
        </div>
      ) : (
        <ul className="wishlists__grid" aria-label={accountMessages.sectionWishlist}>
          {wishlists.cards.map((card) => (
            <WishlistCardView key={card.id} card={card} nav={nav} />
          ))}
        </ul>
      )}
    </>
  );
}
