import type { IFrameRedirectData, LoyaltyAuthClient } from "../../clients/loyalty-auth";
import { fromRequest } from "../shared/request";
import type { SignInAvailability, SignInIdentifier } from "./sign-in.types";

/** What the sign-in actors need besides the client. */
export interface SignInActorOptions {
  /**
   * Opens the embed address that completes a mobile login. It carries a one-shot login token,
   * so it must be a full page load (`window.location.assign`), never a history entry of this app.
   */
  navigate: (url: string) => void;
  /** Path of the page to return to after logging in (the login email's `urlPath`). @default "/" */
  returnPath?: () => string;
  /** Whether the widget runs inside an iframe. @default false */
  iFrame?: boolean;
}

/**
 * The sign-in widget's side effects over the loyalty auth client: availability, the login email,
 * the SMS code, the login with a code (which leaves the page for the embed address; the token
 * never enters the machine) and account creation.
 *
 * @example
 * ```ts
 * const actors = createSignInActors(createLoyaltyAuthClient(config), {
 *   navigate: (url) => window.location.assign(url),
 *   returnPath: () => window.location.pathname,
 * });
 * const actor = createActor(signInMachine.provide({ actors }), { input: {} }).start();
 * ```
 */
export function createSignInActors(client: LoyaltyAuthClient, options: SignInActorOptions) {
  const redirect = (): IFrameRedirectData => ({
    iFrame: options.iFrame ?? false,
    urlPath: options.returnPath?.() ?? "/",
  });
  return {
    checkAvailability: fromRequest<SignInAvailability, SignInIdentifier>(
      async ({ kind, identifier }, signal) => {
        const query = kind === "email" ? { email: identifier } : { mobile_phone: identifier };
        const { available } = await client.checkAvailability(query, { signal });
        return { kind, identifier, available };
      },
    ),
    sendLoginEmail: fromRequest<void, string>((email, signal) =>
      client.sendLoginEmail(email, { signal, ...redirect() }),
    ),
    sendCode: fromRequest<void, string>((mobile, signal) => client.getSMSAuthCode(mobile, { signal })),
    loginWithCode: fromRequest<void, string>(async (code, signal) => {
      const { token } = await client.loginWithSMS(code, { signal });
      if (signal.aborted) return;
      options.navigate(client.mobileLogin(token, { returnTo: redirect().urlPath }));
    }),
    createAccount: fromRequest((payload: Parameters<LoyaltyAuthClient["createAccount"]>[0], signal) =>
      client.createAccount(payload, { signal, iFrameRedirectData: redirect() }),
    ),
  };
}
