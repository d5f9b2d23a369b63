import type { AccountNavigationApi, WishlistCard } from "solekit";
import { accountMessages } from "solekit/rules";

/** One list on the overview: owner avatar (a child's list), 4 tiles with '+N', title, count, open. */
export function WishlistCardView({ card, nav }: { card: WishlistCard; nav: AccountNavigationApi }) {
  const titleId = `wishlist-card-${card.id}`;
  return (
    <li className="account-card wishlist-card" aria-labelledby={titleId}>
      <div className="wishlist-card__tiles" data-count={card.tiles.length}>
        {card.tiles.length === 0 ? (
          <div className="wishlist-card__tile wishlist-card__tile--empty" aria-hidden="true">
            ♡
          </div>
        ) : (
          card.tiles.map((tile) => (
            <div key={tile.key} className="wishlist-card__tile">
              {tile.src ? <img src={tile.src} alt={tile.more > 0 ? "" : tile.alt} loading="lazy" /> : null}
              {tile.more > 0 ? (
                <span className="wishlist-card__more">
                  <span aria-hidden="true">+{tile.more}</span>
                  <span className="visually-hidden">{tile.moreText}</span>
                </span>
              ) : null}
            </div>
          ))
        )}
      </div>
      <div className="wishlist-card__body">
        {card.owner ? (
          card.owner.avatarUrl ? (
            <img className="wishlist-card__avatar" src={card.owner.avatarUrl} alt={card.owner.alt} />
          ) : (
            <span className="wishlist-card__avatar wishlist-card__avatar--initial" aria-hidden="true">
              {card.owner.name.slice(0, 1)}
            </span>
          )
        ) : null}
        <div>
          <h2 id={titleId} className="wishlist-card__title">
            {card.title}
          </h2>
          <p className="wishlist-card__count">{card.countText}</p>
        </div>
      </div>
      <a
        {...nav.getLinkProps(card.route, {
          className: "pill-button pill-button--secondary wishlist-card__open",
          "aria-label": `${accountMessages.openWishlist}: ${card.title}`,
        })}
      >
        {accountMessages.openWishlist}
      </a>
    </li>
  );
}
