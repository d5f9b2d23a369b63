import { Link } from "react-router";
import { AccountButton } from "../account/account-button";
import { CartButton } from "../cart/cart-button";
import { HeaderWishlistLink } from "../product/wishlist-heart";
import { QuickSearch } from "../quick-search/quick-search";
import { MainNav } from "./main-nav";
import "./header.css";

export function Header() {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__logo">
        <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
          <circle cx="16" cy="16" r="16" fill="currentColor" />
          <path d="M8 19c3 0 5-5 9-5 3 0 4 2 7 2v4H8z" fill="#fff" />
        </svg>
        solekit
      </Link>
      <MainNav />
      <div className="site-header__actions">
        <QuickSearch />
        <AccountButton />
        <HeaderWishlistLink />
        <CartButton />
      </div>
    </header>
  );
}
