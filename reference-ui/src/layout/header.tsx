import { Link } from "react-router";
import { useSolekit } from "solekit";
import { QuickSearch } from "../quick-search/quick-search";
import { MainNav } from "./main-nav";
import "./header.css";

export function Header() {
  const { config } = useSolekit();
  const loggedIn = config.customer?.logged === true;
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
        <a href={loggedIn ? "/account" : "/#account"} className="icon-link">
          <span className="visually-hidden">{loggedIn ? "My account" : "Sign in or join Fit Club"}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </a>
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
