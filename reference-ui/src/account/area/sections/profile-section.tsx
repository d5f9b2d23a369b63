import { useProfile } from "solekit";
import { MembershipCard } from "../../card/membership-card";
import { WalletPassLink } from "../../card/wallet-pass-link";
import { AddressesPrompt } from "../../profile/addresses-prompt";
import { MarketingPreferencesForm } from "../../profile/marketing-preferences-form";
import { ProfileDetailsForm } from "../../profile/profile-details-form";
import { ShopSignIn, UpdateDetailsForm } from "../../shop-account";
import type { SectionProps } from "../section-props";
import { SectionSkeleton } from "../section-skeleton";
import "../../profile/profile.css";

/**
 * Profile (account-area §2): the details form, the marketing preferences, the membership card with
 * the wallet pass link (under 768 px), the addresses prompt, and the shop account's forms.
 */
export default function ProfileSection({ nav }: SectionProps) {
  const profile = useProfile();
  if (!profile.data) {
    if (profile.status === "error") {
      return (
        <div className="account-card">
          <p role="alert" className="form-alert">
            {profile.errorMessage}
          </p>
          <button type="button" className="button button--secondary" onClick={profile.refetch}>
            Try again
          </button>
        </div>
      );
    }
    return <SectionSkeleton blocks={3} />;
  }
  return (
    <div className="profile-section">
      <div className="profile-section__layout">
        <div className="profile-section__aside">
          <MembershipCard>
            <WalletPassLink />
          </MembershipCard>
          <AddressesPrompt nav={nav} />
        </div>
        <div className="profile-section__forms">
          <ProfileDetailsForm />
          <MarketingPreferencesForm />
        </div>
      </div>
      <section className="profile-section__shop" aria-labelledby="shop-account-heading">
        <h2 id="shop-account-heading">Shop account</h2>
        <p>Your shop sign-in and the details the shop keeps for checkout.</p>
        <div className="shop-account">
          <ShopSignIn />
          <UpdateDetailsForm />
        </div>
      </section>
    </div>
  );
}
