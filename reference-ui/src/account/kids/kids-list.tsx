import { type AccountNavigationApi, useChildren, useUnassignedShoes } from "solekit";
import { accountMessages, formatMessage } from "solekit/rules";
import { SectionSkeleton } from "../area/section-skeleton";
import { ChildCard } from "./child-card";

/** The kids' profiles list: a card per child, the add-profile banner and the assign banner. */
export function KidsList({ nav }: { nav: AccountNavigationApi }) {
  const children = useChildren();
  const unassigned = useUnassignedShoes();
  const count = unassigned.summary?.count ?? 0;
  if (children.status === "error" && !children.data) {
    return (
      <div className="account-card kids__problem" role="alert">
        <p>{children.errorMessage}</p>
        <button type="button" className="pill-button pill-button--secondary" onClick={children.refetch}>
          {accountMessages.addressesRetry}
        </button>
      </div>
    );
  }
  if (!children.data) return <SectionSkeleton blocks={3} />;
  return (
    <div className="kids">
      {children.data.length > 0 ? (
        <ul className="kids__grid" aria-label={accountMessages.sectionKidsProfiles}>
          {children.data.map((child) => (
            <ChildCard key={child.connectionId} child={child} nav={nav} />
          ))}
        </ul>
      ) : null}
      <section className="account-card kids__banner" aria-labelledby="kids-add-title">
        <div>
          <h2 id="kids-add-title" className="kids__banner-title">
            {accountMessages.addProfileTitle}
          </h2>
          <p className="kids__banner-text">{accountMessages.addProfileText}</p>
        </div>
        <a
          {...nav.getLinkProps(
            { section: "kids-profiles", child: { kind: "new" } },
            { className: "pill-button pill-button--primary" },
          )}
        >
          <span aria-hidden="true">+ </span>
          {accountMessages.addProfileLink}
        </a>
      </section>
      {count > 0 ? (
        <section
          className="account-card kids__banner kids__banner--assign"
          aria-labelledby="kids-assign-title"
        >
          <p id="kids-assign-title" className="kids__banner-text">
            {count === 1
              ? accountMessages.pairsToAssignOne
              : formatMessage(accountMessages.pairsToAssign, { count })}
          </p>
          <a
            {...nav.getLinkProps(
              { section: "fit-club" },
              { className: "pill-button pill-button--secondary" },
            )}
          >
            {accountMessages.assignPairsLink}
          </a>
        </section>
      ) : null}
    </div>
  );
}
