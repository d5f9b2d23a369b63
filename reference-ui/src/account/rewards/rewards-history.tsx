import { useRewardsHistory } from "solekit";
import { accountMessages } from "solekit/rules";
import { SectionSkeleton } from "../area/section-skeleton";

/** The rewards history: ACTIVE and PAST tabs, 4 a page, with 'n of m'. */
export function RewardsHistory() {
  const history = useRewardsHistory({ id: "rewards-history" });
  return (
    <section className="account-card rewards-history" aria-labelledby="rewards-history-title">
      <h2 id="rewards-history-title" className="rewards-history__title">
        {accountMessages.rewardsHistoryTitle}
      </h2>
      {history.status === "error" ? (
        <p role="alert">{history.errorMessage}</p>
      ) : history.status !== "success" ? (
        <SectionSkeleton blocks={1} />
      ) : (
        <>
          <div {...history.getTabListProps({ className: "rewards-tabs" })}>
            {history.tabs.map((tab) => (
              <button key={tab.tab} {...history.getTabProps(tab.tab, { className: "rewards-tabs__tab" })}>
                {tab.label} <span className="rewards-tabs__count">({tab.count})</span>
              </button>
            ))}
          </div>
          {history.tabs.map((tab) => (
            <div key={tab.tab} {...history.getPanelProps(tab.tab, { className: "rewards-history__panel" })}>
              {tab.tab !== history.tab ? null : history.emptyText ? (
                <p className="rewards-history__empty">{history.emptyText}</p>
              ) : (
                <table className="rewards-table">
                  <thead>
                    <tr>
                      {history.columns.map((column) => (
                        <th key={column} scope="col">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {history.rows.map((row) => (
                      <tr key={row.key}>
                        <th scope="row" data-label={history.columns[0]}>
                          {row.type}
                        </th>
                        <td data-label={history.columns[1]}>{row.balanceText}</td>
                        <td data-label={history.columns[2]}>
                          <span className={`rewards-badge rewards-badge--${row.status}`}>
                            {row.statusText}
                          </span>
                        </td>
                        <td data-label={history.columns[3]}>{row.expiryText}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          ))}
          {history.pageCount > 1 ? (
            <nav className="rewards-pager" aria-label={accountMessages.rewardsHistoryTitle}>
              <button {...history.getPreviousButtonProps({ className: "pill-button rewards-wide-button" })}>
                {accountMessages.previousPage}
              </button>
              <p className="rewards-pager__text" aria-live="polite">
                {history.pageText}
              </p>
              <button {...history.getNextButtonProps({ className: "pill-button rewards-wide-button" })}>
                {accountMessages.nextPage}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
