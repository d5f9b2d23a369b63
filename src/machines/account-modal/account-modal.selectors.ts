import { LOGGED_OUT_ACCOUNT_HREF } from "../../rules/account-route";
import { ACCOUNT_MODAL_PARAM } from "../../rules/keys";

const ACCOUNT_HASH = new URL(LOGGED_OUT_ACCOUNT_HREF, "https://solekit.invalid").hash;

/**
 * Whether a URL asks for the account modal: `modal=account` (storefront §2) or the header's
 * guest link `/#account`.
 */
export function urlOpensAccountModal(url: URL): boolean {
  return queryOpensAccountModal(url) || url.hash === ACCOUNT_HASH;
}

/**
 * Whether the part of a URL a server receives asks for the account modal: `modal=account`. The
 * guest link's `#account` never reaches a server, so a page that hydrates a server render starts
 * from this and opens for the hash once it has started (`accountModalImplementations`' URL watch
 * reports the URL as it starts).
 *
 * @example
 * ```ts
 * createActor(accountModalMachine.provide(accountModalImplementations(url)), {
 *   input: { openedByUrl: queryOpensAccountModal(url.current()) },
 * });
 * ```
 */
export function queryOpensAccountModal(url: URL): boolean {
  return url.searchParams.get(ACCOUNT_MODAL_PARAM.name) === ACCOUNT_MODAL_PARAM.value;
}

/** The URL without what opened the modal, for a history replace when it closes. */
export function urlWithoutAccountModal(url: URL): string {
  const next = new URL(url);
  if (next.searchParams.get(ACCOUNT_MODAL_PARAM.name) === ACCOUNT_MODAL_PARAM.value) {
    next.searchParams.delete(ACCOUNT_MODAL_PARAM.name);
  }
  if (next.hash === ACCOUNT_HASH) next.hash = "";
  return `${next.pathname}${next.search}${next.hash}`;
}
