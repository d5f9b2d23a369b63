import type { ReactNode } from "react";
import { useMembershipCard } from "solekit";
import "./membership-card.css";

// jsbarcode gets a chunk of its own, downloaded when the first card draws its barcode.
const loadBarcode = () => import("jsbarcode");

/** Props of {@link MembershipCard}. */
export interface MembershipCardProps {
  /** The level of the card's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** What the card shows under its facts: the Profile section's wallet pass link. */
  children?: ReactNode;
}

/**
 * The Fit Club membership card: the barcode (an image named with the card number), the number as
 * text, the member-since year and the reward balance; nothing when the member has no card. Used
 * by the Profile section and the dashboard.
 */
export function MembershipCard({ headingLevel = 2, children }: MembershipCardProps) {
  const membership = useMembershipCard({ loadBarcode });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (!membership.card) {
    return membership.status === "loading" ? (
      <div className="membership-card membership-card--loading" aria-busy="true">
        <span className="visually-hidden">Loading your membership card…</span>
      </div>
    ) : null;
  }
  return (
    <section className="membership-card" aria-labelledby="membership-card-title">
      <div className="membership-card__head">
        <p className="membership-card__brand" aria-hidden="true">
          Fit Club
        </p>
        <Heading id="membership-card-title" className="membership-card__title">
          Membership card
        </Heading>
      </div>
      <div className="membership-card__code">
        <div className="membership-card__barcode">
          <svg {...membership.getBarcodeProps()} />
        </div>
        <p className="membership-card__number">
          <span className="visually-hidden">Card number </span>
          {membership.card.code}
        </p>
      </div>
      <dl className="membership-card__facts">
        {membership.memberSinceText ? (
          <div>
            <dt>Member since</dt>
            <dd>{membership.card.memberSince}</dd>
          </div>
        ) : null}
        {membership.balanceText || membership.balanceStatus === "loading" ? (
          <div>
            <dt>Rewards balance</dt>
            <dd>{membership.balanceText ?? "…"}</dd>
          </div>
        ) : null}
      </dl>
      {children}
    </section>
  );
}
