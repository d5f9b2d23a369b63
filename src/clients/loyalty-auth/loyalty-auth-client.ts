import * as v from "valibot";
import { type SignInMessageCatalogue, signInMessages } from "../../rules/messages";
import { normalisePhone } from "../../rules/phone";
import type { SignUpPayload } from "../../rules/sign-in";
import { requireConfigSection, type SolekitConfig } from "../../runtime";
import { createHttp, isSolekitError, SolekitError } from "../http";
import { parseResponse } from "../http/parse-response";
import {
  type Availability,
  authErrorDetail,
  availabilityDataSchema,
  type CreatedAccount,
  createdAccountDataSchema,
  messageSentDataSchema,
  readAuthErrors,
  smsLoginDataSchema,
} from "./loyalty-auth.schemas";
import { SignUpError } from "./sign-up-error";

/** Query parameter that carries a login token to the page that completes sign-in. */
export const LOGIN_TOKEN_PARAM = "login_token";

/** Query parameter that carries the path to return to after sign-in. */
export const RETURN_TO_PARAM = "return_to";

/** Where the portal sends the shopper after a login or sign-up started inside the widget. */
export interface IFrameRedirectData {
  /** Whether the widget runs inside an iframe (the portal then redirects the top window). */
  iFrame: boolean;
  /** Path of the page to return to, e.g. `/products/school-shoe`. */
  urlPath: string;
}

/** What the availability check looks up: an email or a mobile number. */
export type AvailabilityQuery = { email: string } | { mobile_phone: string };

/** Per-call options of the loyalty auth client. */
export interface LoyaltyAuthCallOptions {
  /** Cancels the request (it rejects with kind `aborted`). */
  signal?: AbortSignal;
}

/** Client of the sign-in portal on the loyalty auth host. */
export interface LoyaltyAuthClient {
  /** Whether an email or mobile is free for sign-up (`POST /api/auth/availability`); mobiles are normalised to `+61…`. */
  checkAvailability(query: AvailabilityQuery, options?: LoyaltyAuthCallOptions): Promise<Availability>;
  /** Emails a login link (`POST /api/auth/email`). */
  sendLoginEmail(
    email: string,
    options?: LoyaltyAuthCallOptions & Partial<IFrameRedirectData>,
  ): Promise<void>;
  /** Texts a six-digit login code (`POST /api/auth/sms`). */
  getSMSAuthCode(mobilePhone: string, options?: LoyaltyAuthCallOptions): Promise<void>;
  /** Exchanges the SMS code for a login token (`POST /api/auth/sms/retrieve`). */
  loginWithSMS(code: string, options?: LoyaltyAuthCallOptions): Promise<{ token: string }>;
  /**
   * The embed address that completes a login with `token`. Navigating there is the caller's job
   * (`window.location.assign(url)`), so the client stays free of browser globals.
   */
  mobileLogin(token: string, options?: { returnTo?: string }): string;
  /**
   * Creates an account (`POST /api/auth/create`) from the payload `buildSignUpPayload` (`solekit/rules`) builds.
   * On a 422 with a `mobile_phone` error it retries once with the number as `secondary_phone`
   * (storefront §5). A refusal rejects with a {@link SignUpError}.
   */
  createAccount(
    details: SignUpPayload,
    options?: LoyaltyAuthCallOptions & { iFrameRedirectData?: IFrameRedirectData },
  ): Promise<CreatedAccount>;
}

/** Options of {@link createLoyaltyAuthClient}. */
export interface LoyaltyAuthClientOptions {
  /** Milliseconds before a request fails with kind `timeout`. @default 15000 */
  timeout?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Message catalogue for `Response data empty.` and the generic sign-up error. @default the storefront catalogue */
  messages?: SignInMessageCatalogue;
  /**
   * Where {@link LoyaltyAuthClient.mobileLogin} sends the shopper; the token is added as
   * `login_token`. An app running on the sandbox passes its own `/account` page here.
   * @default `{authHost}/embed/login`
   */
  embedLoginUrl?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Creates the sign-in portal client. Every call carries the configured fixed bearer
 * (`loyalty.authBearer`) as `Authorization: Bearer …`; neither it nor any token appears in an
 * error message.
 *
 * @example
 * ```ts
 * const auth = createLoyaltyAuthClient(config);
 * const { available } = await auth.checkAvailability({ mobile_phone: "0412 345 678" });
 * if (!available) await auth.getSMSAuthCode("0412 345 678");
 * const { token } = await auth.loginWithSMS("123456");
 * window.location.assign(auth.mobileLogin(token, { returnTo: "/account" }));
 * ```
 */
export function createLoyaltyAuthClient(
  config: Pick<SolekitConfig, "loyalty">,
  options: LoyaltyAuthClientOptions = {},
): LoyaltyAuthClient {
  const catalogue = options.messages ?? signInMessages;
  const { authBearer: bearer, authHost } = requireConfigSection(config, "loyalty", "the sign-in client");
  const http = createHttp({
    baseURL: authHost,
    headers: () => ({
      Accept: "application/json",
      ...(bearer ? { Authorization: /^Bearer /i.test(bearer) ? bearer : `Bearer ${bearer}` } : {}),
    }),
    errorDetail: authErrorDetail,
    ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function post<TSchema extends v.GenericSchema>(
    path: string,
    schema: TSchema,
    { body, signal }: { body: Record<string, unknown>; signal: AbortSignal | undefined },
  ): Promise<v.InferOutput<TSchema>> {
    // The envelope is checked here rather than by a schema, so an empty answer gets the
    // catalogue's message ('Response data empty.').
    const answer = await http.request({ path, method: "POST", body, schema: v.unknown(), signal });
    const data = isObject(answer) ? answer.data : undefined;
    if (
      data === undefined ||
      data === null ||
      data === "" ||
      (isObject(data) && Object.keys(data).length === 0)
    ) {
      throw new SolekitError({ kind: "invalid-response", message: catalogue.responseDataEmpty });
    }
    return parseResponse(schema, data);
  }

  const create = (payload: Record<string, unknown>, signal: AbortSignal | undefined) =>
    post("/api/auth/create", createdAccountDataSchema, { body: payload, signal });

  const hasMobileError = (error: unknown) =>
    isSolekitError(error) &&
    error.status === 422 &&
    readAuthErrors(error.data).some((e) => e.field === "mobile_phone");

  const toSignUpError = (error: unknown) =>
    isSolekitError(error) && error.kind === "http"
      ? new SignUpError(error, readAuthErrors(error.data), catalogue)
      : error;

  const embedLoginUrl = options.embedLoginUrl ?? `${authHost}/embed/login`;

  return {
    checkAvailability(query, o = {}) {
      const body =
        "email" in query
          ? { email: query.email.trim() }
          : { mobile_phone: normalisePhone(query.mobile_phone) };
      return post("/api/auth/availability", availabilityDataSchema, { body, signal: o.signal });
    },
    async sendLoginEmail(email, o = {}) {
      await post("/api/auth/email", messageSentDataSchema, {
        body: { email: email.trim(), iFrame: o.iFrame ?? false, urlPath: o.urlPath ?? "/" },
        signal: o.signal,
      });
    },
    async getSMSAuthCode(mobilePhone, o = {}) {
      await post("/api/auth/sms", messageSentDataSchema, {
        body: { mobile_phone: normalisePhone(mobilePhone) },
        signal: o.signal,
      });
    },
    async loginWithSMS(code, o = {}) {
      const { token } = await post("/api/auth/sms/retrieve", smsLoginDataSchema, {
        body: { code: code.trim() },
        signal: o.signal,
      });
      return { token };
    },
    mobileLogin(token, o = {}) {
      const params = new URLSearchParams({ [LOGIN_TOKEN_PARAM]: token });
      if (o.returnTo) params.set(RETURN_TO_PARAM, o.returnTo);
      return `${embedLoginUrl}${embedLoginUrl.includes("?") ? "&" : "?"}${params}`;
    },
    async createAccount(details, o = {}) {
      const payload: Record<string, unknown> = {
        ...details,
        iFrameRedirectData: o.iFrameRedirectData ?? { iFrame: false, urlPath: "/" },
      };
      try {
        return await create(payload, o.signal);
      } catch (error) {
        if (!hasMobileError(error) || !details.mobile_phone) throw toSignUpError(error);
      }
      const { mobile_phone, ...rest } = payload;
      try {
        return await create({ ...rest, secondary_phone: mobile_phone }, o.signal);
      } catch (error) {
        throw toSignUpError(error);
      }
    },
  };
}
