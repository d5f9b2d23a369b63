import type { SectionProps } from "../section-props";

/**
 * A section whose screens land with a later issue (kids' profiles and rewards, wishlists): says
 * so, and offers the way back, instead of a blank page.
 */
export default function ComingSection({ nav }: SectionProps) {
  return (
    <div className="account-card account-coming">
      <p>
        <strong>{nav.title}</strong> is coming to your account soon.
      </p>
      <p>
        In the meantime, <a {...nav.getLinkProps({ section: "/" })}>go to your dashboard</a> or{" "}
        <a href="/pages/help">ask us for help</a>.
      </p>
    </div>
  );
}
