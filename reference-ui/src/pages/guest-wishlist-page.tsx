import { Link, Navigate } from "react-router";
import { useAccountModal, useCustomer, useGuestWishlistPage } from "solekit";
import { GoneSavedItem, SavedItem } from "../account/wishlists/saved-item";
import { Price } from "../components/price";
import "../ui/controls.css";
import "../account/wishlists/wishlists.css";
import "./guest-wishlist-page.css";
import { useDocumentTitle } from "../layout/document-title";

/**
 * `/pages/wishlist`: what a guest hearted, in this browser. A member's lists live in the account
 * area, so a member is sent there; signing in here moves the guest's list into 'My First Wishlist'.
 */
export function GuestWishlistPage() {
  const customer = useCustomer();
  if (customer.isLoggedIn) return <Navigate to="/account?section=wishlist" replace />;
  return <GuestWishlist />;
}

function GuestWishlist() {
  const page = useGuestWishlistPage();
  const modal = useAccountModal();
  useDocumentTitle(page.labels.title);
  const waiting = page.items.length === 0 && (page.status === "idle" || page.status === "loading");
  return (
    <section className="guest-wishlist" aria-labelledby={page.getTitleProps().id}>
      <div className="guest-wishlist__head">
        <h1 {...page.getTitleProps()}>{page.labels.title}</h1>
        <p className="guest-wishlist__prompt">
          {page.labels.signInPrompt}{" "}
          <a {...modal.getTriggerProps({ id: "guest-wishlist-sign-in" })}>{page.labels.signIn}</a>
        </p>
      </div>
      <p {...page.getStatusProps({ className: "wishlist-detail__status" })}>{page.statusMessage}</p>
      {page.errorMessage ? (
        <div className="account-card wishlists__problem guest-wishlist__problem" role="alert">
          <p>{page.errorMessage}</p>
          <button {...page.getRetryButtonProps({ className: "pill-button pill-button--secondary" })}>
            {page.labels.retry}
          </button>
        </div>
      ) : null}
      {page.isEmpty ? (
        <div className="guest-wishlist__empty">
          <HeartOutline />
          <p>{page.emptyMessage}</p>
          <Link to="/collections/shop-all" className="pill-button pill-button--primary">
            {page.labels.startShopping}
          </Link>
        </div>
      ) : waiting ? (
        <ul className="wishlist-detail__grid guest-wishlist__grid" {...page.getListProps()}>
          {[0, 1, 2].map((key) => (
            <li key={key} className="wishlist-item guest-wishlist__skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : (
        <ul {...page.getListProps({ className: "wishlist-detail__grid guest-wishlist__grid" })}>
          {page.items.map((item) => (
            <li key={item.productId} className="wishlist-item">
              {item.isGone ? (
                <GoneSavedItem text={page.labels.gone} />
              ) : (
                <SavedItem
                  href={item.href}
                  image={item.image}
                  brand={item.brand}
                  title={item.title}
                  sizeText={item.sizeText}
                  unavailable={item.isAvailable === false ? page.labels.unavailable : null}
                >
                  <Price
                    className="product-card__price guest-wishlist__price"
                    price={item.price}
                    was={item.compareAtPrice}
                  />
                </SavedItem>
              )}
              <div className="wishlist-item__actions">
                <button
                  {...page.getRemoveButtonProps(item, {
                    className: "pill-button pill-button--quiet pill-button--small",
                  })}
                >
                  {page.labels.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HeartOutline() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" className="guest-wishlist__heart">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}
