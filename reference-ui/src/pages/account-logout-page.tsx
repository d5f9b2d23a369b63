import { useDocumentTitle } from "../layout/document-title";

/** /account/logout: where the shopper lands after logging out. */
export function AccountLogoutPage() {
  useDocumentTitle("You're logged out");
  return (
    <section className="account-page" aria-labelledby="logout-heading">
      <h1 id="logout-heading">You're logged out</h1>
      <p>Thanks for visiting. See you next time.</p>
      <p>
        <a href="/">Continue shopping</a> or <a href="/#account">sign in again</a>.
      </p>
    </section>
  );
}
