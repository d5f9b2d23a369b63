import { Link } from "react-router";
import { AccountButton, MemberIcon } from "../account/account-button";
import { CartButton } from "../cart/cart-button";
import { HeaderWishlistLink, StaticWishlistLink } from "../product/wishlist-heart";
import { QuickSearch } from "../quick-search/quick-search";
import { MainNav } from "./main-nav";
import { WhenServicesReady } from "./services-ready";
import "./header.css";

/** The site header; `member`: the page's session is a member's (known before the services answer). */
export function Header({ member }: { member: boolean }) {
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
        {/* The icons that load data wait for the services (the sandbox's worker); until then the
            same icons link to their pages, so the header never shifts. */}
        <WhenServicesReady
          fallback={
            member ? (
              <MemberIcon href="/account" />
            ) : (
              <StaticIconLink to="/#account" label="Sign in or join Fit Club" icon="profile" />
            )
          }
        >
          <AccountButton />
        </WhenServicesReady>
        {/* A guest's hearts live in this browser; a member's are read from the loyalty service. */}
        {member ? (
          <WhenServicesReady fallback={<StaticWishlistLink member />}>
            <HeaderWishlistLink />
          </WhenServicesReady>
        ) : (
          <HeaderWishlistLink />
        )}
        <WhenServicesReady fallback={<StaticIconLink to="/cart" label="Bag" icon="bag" />}>
          <CartButton />
        </WhenServicesReady>
      </div>
    </header>
  );
}

const ICONS = {
  profile: (
    <>
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  bag: (
    <path d="M5 8h14l-1.5 12h-11z M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="2" />
  ),
};

function StaticIconLink({ to, label, icon }: { to: string; label: string; icon: keyof typeof ICONS }) {
  return (
    <a href={to} className="icon-link">
      <span className="visually-hidden">{label}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        {ICONS[icon]}
      </svg>
    </a>
  );
}
