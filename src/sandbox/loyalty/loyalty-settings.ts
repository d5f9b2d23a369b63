// The loyalty sandbox's settings, apart from its signer so that `solekit/sandbox` exports them
// without loading the account services (they load on first use: see `account-services.ts`).

/** Default lifetime of the ID tokens the sandbox issues: 15 minutes. */
export const SANDBOX_ID_TOKEN_TTL_SECONDS = 900;

/** Client handles the sandbox's `POST /auth/delegate` issues tokens for, by default. */
export const SANDBOX_DELEGATE_CLIENTS: readonly string[] = ["signup", "fitting-booking"];

/** Loyalty options of `createSandbox`. */
export interface LoyaltySandboxOptions {
  /** Lifetime of the ID tokens the sandbox issues, in seconds. @default 900 */
  tokenTtlSeconds?: number;
  /** Key that signs customer ids and tokens. @default derived from the seed */
  secret?: string;
  /**
   * The clock token expiry and the shoes' reward window read, epoch ms. When you pin the world's
   * `now`, pass a clock that starts there, and give the client the same `Clock`.
   * @default Date.now
   */
  now?: () => number;
  /** Client handles `POST /auth/delegate` issues tokens for. @default ["signup", "fitting-booking"] */
  delegateClients?: readonly string[];
}
