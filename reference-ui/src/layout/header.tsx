import { Link } from "react-router";
import { AccountButton } from "../account/account-button";
import { CartButton } from "../cart/cart-button";
import { HeaderWishlistLink } from "../product/wishlist-heart";
import { QuickSearch } from "../quick-search/quick-search";

const NAV = [
  { to: "/collections/shop-all", label: "Shop all" },
  { to: "/collections/new-arrivals", label: "New arrivals" },
  { to: "/collections/school-shoes", label: "School shoes" },
  { to: "/collections/sale", label: "Sale" },
];

export function Header() {
  return (
    <header className="site-header">
      <Link to="/" className="site-header__logo">
        solekit
      </Link>
      <nav aria-label="Main" className="site-header__nav">
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__actions">
        <QuickSearch />
        <AccountButton />
        <HeaderWishlistLink />
        <CartButton />
      </div>
    </header>
  );
}
