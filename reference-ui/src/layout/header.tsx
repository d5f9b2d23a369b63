import { Link } from "react-router";
import { AccountButton } from "../account/account-button";
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
        <Link to="/cart" className="icon-link">
          <span className="visually-hidden">Cart</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path
              d="M5 8h14l-1.5 12h-11z M9 8V6a3 3 0 0 1 6 0v2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
        </Link>
      </div>
    </header>
  );
}
