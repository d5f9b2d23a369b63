import type { ReactNode } from "react";
import { useAccountModal, useCustomer } from "solekit";

const ProfileIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The header's profile icon: /account with a tick and the rewards chip, or the account modal. */
export function AccountButton() {
  const customer = useCustomer();
  const modal = useAccountModal();
  if (!customer.isLoggedIn) {
    return (
      <a {...modal.getTriggerProps({ className: "icon-link" })}>
        <span className="visually-hidden">Sign in or join Fit Club</span>
        <ProfileIcon />
      </a>
    );
  }
  return (
    <MemberIcon href={customer.accountHref}>
      {customer.rewardsChipText ? (
        <a href="/account?section=fit-club" className="rewards-chip">
          {customer.rewardsChipText}
        </a>
      ) : null}
    </MemberIcon>
  );
}

/**
 * A member's profile icon: the account link with its tick, and the rewards chip's place (the
 * chip is `children`). The place is there from sign-in, and from the first paint before the
 * services answer, so the header keeps its height when the balance arrives.
 */
export function MemberIcon({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <span className="account-button">
      <a href={href} className="icon-link account-button__link">
        <span className="visually-hidden">My account (signed in)</span>
        <ProfileIcon />
        <svg aria-hidden="true" className="account-button__tick" viewBox="0 0 12 12" width="12" height="12">
          <circle cx="6" cy="6" r="6" fill="currentColor" />
          <path d="M3 6.2l2 2 4-4.4" fill="none" stroke="#fff" strokeWidth="1.6" />
        </svg>
      </a>
      <span className="rewards-chip-slot">{children}</span>
    </span>
  );
}
