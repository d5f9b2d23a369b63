import { useMembershipCard, useWalletPass } from "solekit";
import "./membership-card.css";

// jsbarcode gets a chunk of its own, downloaded when the first card draws its barcode.
const loadBarcode = () => import("jsbarcode");

/** Props of {@link MembershipCard}. */
export interface MembershipCardProps {
  /** The level of the card's heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Whether the wallet pass link shows (under 768 px wide only). @default false */
  walletPass?: boolean;
}

/**
 * The Fit Club membership card: the barcode (an image named with the card number), the number as
 * text, the member-since year and the reward balance; nothing when the member has no card. Used
 * by the Profile section and the dashboard.
 */
export function MembershipCard({ headingLevel = 2, walletPass = false }: MembershipCardProps) {
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
      {walletPass ? <WalletPassLink /> : null}
    </section>
  );
}

/** The 'Add to Apple Wallet' / 'Add to Google Wallet' link, shown only under 768 px wide. */
export function WalletPassLink() {
  const pass = useWalletPass();
  if (!pass.isShown) return null;
  return (
    <a {...pass.getLinkProps({ className: `wallet-pass wallet-pass--${pass.device}` })}>
      <span aria-hidden="true" className="wallet-pass__icon" />
      {pass.linkText}
    </a>
  );
}
