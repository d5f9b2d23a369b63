import { Link } from "react-router";
import { useSolekit } from "solekit";
import { CartButton } from "../cart/cart-button";
import { QuickSearch } from "../quick-search/quick-search";

const NAV = [
  { to: "/collections/shop-all", label: "Shop all" },
  { to: "/collections/new-arrivals", label: "New arrivals" },
  { to: "/collections/school-shoes", label: "School shoes" },
  { to: "/collections/sale", label: "Sale" },
];

export function Header() {
  const { config } = useSolekit();
  const loggedIn = config.customer?.logged === true;
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
        <a href={loggedIn ? "/account" : "/#account"} className="icon-link">
          <span className="visually-hidden">{loggedIn ? "My account" : "Sign in or join Fit Club"}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </a>
        <CartButton />
      </div>
    </header>
  );
}
