import { type DomIds, domIds } from "../shared/dom-ids";

/** The DOM id base when `connectAccountModal` is given none. */
export const DEFAULT_ACCOUNT_MODAL_ID = "account-modal";

/** The DOM ids of the account modal: `dialog`, `title`, `trigger`. */
export const accountModalDomIds = (id: string = DEFAULT_ACCOUNT_MODAL_ID): DomIds => domIds(id);
