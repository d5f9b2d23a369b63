import { type SignInMessageCatalogue, signInMessages } from "../../rules/messages";
import { placeSignUpErrors, type SignUpErrorPlacement, type SignUpServerError } from "../../rules/sign-in";
import { SolekitError } from "../http";

/**
 * A refused sign-up (`createAccount`), with the server's errors placed as the widget shows them:
 * `mobile_phone` and `email` errors under their fields, otherwise the first error, or the
 * catalogue's generic sign-up error, below the form. It is a {@link SolekitError} (kind `http`),
 * so code that handles every client error handles it too.
 *
 * @example
 * ```ts
 * try {
 *   await auth.createAccount(buildSignUpPayload(form));
 * } catch (error) {
 *   if (isSignUpError(error)) showErrors(error.placement); // { email: "The email has already been taken." }
 * }
 * ```
 */
export class SignUpError extends SolekitError {
  /** Every error the server sent, `secondary_phone` ones under `mobile_phone`. */
  readonly errors: readonly SignUpServerError[];
  /** Where the errors show: under mobile, under email, or below the form. */
  readonly placement: SignUpErrorPlacement;

  /**
   * Wraps the refused `createAccount` call's error (`cause`) and places its `errors` with the catalogue's
   * texts; the message is the placed form, mobile or email error, else the catalogue's generic sign-up error.
   */
  constructor(
    cause: SolekitError,
    errors: readonly SignUpServerError[],
    catalogue: SignInMessageCatalogue = signInMessages,
  ) {
    const placement = placeSignUpErrors(errors, catalogue);
    super({
      kind: cause.kind,
      message: placement.form ?? placement.mobile ?? placement.email ?? catalogue.signUpFailed,
      ...(cause.status === undefined ? {} : { status: cause.status }),
      ...(cause.code === undefined ? {} : { code: cause.code }),
      data: cause.data,
      cause,
    });
    this.errors = errors;
    this.placement = placement;
  }
}

/**
 * Narrows an unknown thrown value to a {@link SignUpError}.
 *
 * @example
 * ```ts
 * if (isSignUpError(error)) error.placement.mobile;
 * ```
 */
export function isSignUpError(error: unknown): error is SignUpError {
  return error instanceof SignUpError;
}
