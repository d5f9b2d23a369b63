import { type DomIds, domIds } from "../shared/dom-ids";

/** The DOM id base when `connectSignIn` is given none. */
export const DEFAULT_SIGN_IN_ID = "sign-in";

/**
 * The DOM ids of one sign-in widget: `form-{step}`, `heading-{step}`, `field-{name}`,
 * `error-{name}`.
 */
export const signInDomIds = (id: string = DEFAULT_SIGN_IN_ID): DomIds => domIds(id);
