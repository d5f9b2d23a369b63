import type { AccountSection } from "solekit/rules";
import type { SectionProps } from "../section-props";

// What each section will hold, in a parent's words.
const PLANS: Partial<Record<AccountSection, string>> = {
  "kids-profiles":
    "Soon you'll keep a profile for each child here: their shoe size and width, measurements from our fitters, and the brands and sports they love.",
  "fit-club":
    "Soon you'll see your Fit Club rewards here: what you've earned, what's expiring, and the shoes you can assign to earn more.",
  wishlist:
    "Soon you'll keep wishlists here, your own and one for each child, ready for the next growth spurt.",
};

const GENERAL_PLAN = "We're putting the finishing touches on this part of your account.";

/**
 * A section whose screens land with a later issue (kids' profiles and rewards, wishlists): says
 * what is coming, and offers the way on, instead of a blank page.
 */
export default function ComingSection({ route, nav }: SectionProps) {
  return (
    <section className="account-card account-coming" aria-labelledby="account-coming-title">
      <svg className="account-coming__icon" aria-hidden="true" viewBox="0 0 48 48" width="48" height="48">
        <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.12" />
        <path
          d="M14 29c4 0 6-7 11-7 4 0 5 3 9 3v5H14z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path d="M30 14l1.2 2.8L34 18l-2.8 1.2L30 22l-1.2-2.8L26 18l2.8-1.2z" fill="currentColor" />
      </svg>
      <div className="account-coming__text">
        <p className="account-coming__eyebrow">Coming soon</p>
        <h2 id="account-coming-title" className="account-coming__title">
          {nav.title} is on its way
        </h2>
        <p>{PLANS[route.section] ?? GENERAL_PLAN}</p>
        <p className="account-coming__actions">
          <a {...nav.getLinkProps({ section: "/" }, { className: "button button--primary" })}>
            Go to your dashboard
          </a>
          <a className="button" href="/pages/help">
            Need help?
          </a>
        </p>
      </div>
    </section>
  );
}
