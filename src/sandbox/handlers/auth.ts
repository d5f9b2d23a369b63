import { type HttpHandler, HttpResponse } from "msw";
import {
  COMMS_FLAGS,
  type CommsFlag,
  type CommsFlags,
  DEFAULT_COMMS,
  normaliseComms,
} from "../../rules/comms";
import { isValidEmail } from "../../rules/email";
import { isAustralianMobile, normalisePhone } from "../../rules/phone";
import { readJson, route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";
import type { SandboxInboxMessage, SandboxState } from "../sandbox-state";
import { SANDBOX_AUTH_BEARER, SANDBOX_SMS_CODE_TTL_MS } from "../storefront-seed";
import { randomToken } from "../variant-index";
import { accountByEmail, accountByMobile, issueLoginToken, loginLink } from "./auth-accounts";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The portal's validation answer: 422 with messages by field. */
function invalid(errors: Record<string, string[]>): SandboxHttpError {
  return new SandboxHttpError(422, { message: "The given data was invalid.", errors });
}

async function readBody(request: Request): Promise<Json> {
  const body = await readJson(request);
  if (!isObject(body)) throw invalid({ body: ["The request body must be an object."] });
  return body;
}

function text(body: Json, field: string): string {
  const value = body[field];
  return typeof value === "string" ? value.trim() : "";
}

function validEmail(body: Json): string {
  const email = text(body, "email");
  if (!email) throw invalid({ email: ["The email field is required."] });
  if (!isValidEmail(email)) throw invalid({ email: ["The email must be a valid email address."] });
  return email;
}

function validMobile(body: Json, field = "mobile_phone"): string {
  const raw = text(body, field);
  if (!raw) throw invalid({ [field]: [`The ${field.replace("_", " ")} field is required.`] });
  if (!isAustralianMobile(raw))
    throw invalid({ [field]: [`The ${field.replace("_", " ")} format is invalid.`] });
  return normalisePhone(raw);
}

function send(draft: SandboxState, message: Omit<SandboxInboxMessage, "id" | "sentAt">, now: number) {
  draft.inbox.push({ id: randomToken(8), sentAt: now, ...message });
}

function newSmsCode(state: SandboxState, now: number): string {
  const pending = new Set(
    state.auth.smsCodes.filter((c) => c.usedAt === null && c.expiresAt > now).map((c) => c.code),
  );
  for (;;) {
    const n = new Uint32Array(1);
    globalThis.crypto.getRandomValues(n);
    const code = String((n[0] ?? 0) % 1_000_000).padStart(6, "0");
    if (!pending.has(code)) return code;
  }
}

const ok = (data: Json, status = 200) => HttpResponse.json({ data }, { status });

/**
 * The sign-in portal on the loyalty auth host (`/api/auth/*`), over the demo customer and the
 * accounts created through it. Login emails and SMS codes land in the sandbox inbox: an email
 * carries a link to `{page origin}/account?login_token=…` (see `redeemSandboxLoginToken`), an SMS
 * a six-digit code valid for 10 minutes and once. Validation failures answer 422
 * `{ message, errors: { field: [messages] } }`. A request whose bearer is not
 * {@link SANDBOX_AUTH_BEARER} gets 401 (no bearer at all is accepted).
 *
 * @example
 * ```ts
 * setupServer(...authHandlers(context));
 * ```
 */
export function authHandlers(ctx: SandboxContext): HttpHandler[] {
  const api = `${sandboxHosts.auth}/api/auth`;
  const authed = (request: Request) => {
    const header = request.headers.get("authorization");
    if (header !== null && header !== `Bearer ${SANDBOX_AUTH_BEARER}`) {
      throw new SandboxHttpError(401, { message: "Unauthenticated." });
    }
  };

  return [
    route(ctx.faults, { method: "post", path: `${api}/availability` }, async ({ request }) => {
      authed(request);
      const body = await readBody(request);
      if (body.email === undefined && body.mobile_phone === undefined) {
        throw invalid({ email: ["The email field is required when mobile phone is not present."] });
      }
      const state = ctx.store.state;
      const available =
        body.email !== undefined
          ? !accountByEmail(state, validEmail(body))
          : !accountByMobile(state, validMobile(body));
      return ok({ available });
    }),

    route(ctx.faults, { method: "post", path: `${api}/email` }, async ({ request }) => {
      authed(request);
      const body = await readBody(request);
      const account = accountByEmail(ctx.store.state, validEmail(body));
      if (!account)
        throw new SandboxHttpError(404, { message: "We couldn't find an account with that email." });
      const now = Date.now();
      ctx.store.update((draft) => {
        const link = loginLink(issueLoginToken(draft, account.email, now), body.urlPath);
        send(
          draft,
          {
            channel: "email",
            to: account.email,
            subject: "Your Fit Club login link",
            body: `Hi ${account.first_name}, use this link to log in to Fit Club. It works once and expires in 15 minutes.`,
            link,
          },
          now,
        );
      });
      return ok({ sent: true });
    }),

    route(ctx.faults, { method: "post", path: `${api}/sms` }, async ({ request }) => {
      authed(request);
      const mobile = validMobile(await readBody(request));
      const account = accountByMobile(ctx.store.state, mobile);
      if (!account)
        throw new SandboxHttpError(404, { message: "We couldn't find an account with that mobile number." });
      const now = Date.now();
      ctx.store.update((draft) => {
        const code = newSmsCode(draft, now);
        draft.auth.smsCodes.push({
          code,
          mobile_phone: mobile,
          email: account.email,
          expiresAt: now + SANDBOX_SMS_CODE_TTL_MS,
          usedAt: null,
        });
        send(
          draft,
          {
            channel: "sms",
            to: mobile,
            subject: "Fit Club login code",
            body: `Your Fit Club login code is ${code}. It expires in 10 minutes.`,
            code,
          },
          now,
        );
      });
      return ok({ sent: true });
    }),

    route(ctx.faults, { method: "post", path: `${api}/sms/retrieve` }, async ({ request }) => {
      authed(request);
      const code = text(await readBody(request), "code");
      if (!/^\d{6}$/.test(code)) throw invalid({ code: ["The code must be 6 digits."] });
      const now = Date.now();
      const token = ctx.store.update((draft) => {
        const pending = draft.auth.smsCodes.find(
          (c) => c.code === code && c.usedAt === null && c.expiresAt > now,
        );
        if (!pending) throw invalid({ code: ["This code is invalid or has expired."] });
        pending.usedAt = now;
        return issueLoginToken(draft, pending.email, now);
      });
      return ok({ token });
    }),

    route(ctx.faults, { method: "post", path: `${api}/create` }, async ({ request }) => {
      authed(request);
      const body = await readBody(request);
      const details = validateSignUp(body, ctx.store.state);
      const now = Date.now();
      const account = ctx.store.update((draft) => {
        const n = draft.auth.accounts.length + 1;
        const created = {
          ...details,
          profileId: 2_000_000 + n,
          customerId: String(6_600_000_000 + n),
          identity: {
            id: 8_000_000 + n,
            handle: "ap21_card" as const,
            identifier: String(2_700_100_000_000 + n),
          },
          createdAt: now,
        };
        draft.auth.accounts.push(created);
        send(
          draft,
          {
            channel: "email",
            to: created.email,
            subject: "Welcome to Fit Club",
            body: `Hi ${created.first_name}, welcome to Fit Club! Your card number is ${created.identity.identifier}. Use this link to log in.`,
            link: loginLink(issueLoginToken(draft, created.email, now), undefined),
          },
          now,
        );
        return created;
      });
      return ok(
        { identity: account.identity, first_name: account.first_name, last_name: account.last_name },
        201,
      );
    }),
  ];
}

/** Checks a sign-up as the portal does: required fields, formats, and a free email and mobile. */
function validateSignUp(body: Json, state: SandboxState) {
  const errors: Record<string, string[]> = {};
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof SandboxHttpError)) throw error;
      Object.assign(errors, (error.body as { errors: Record<string, string[]> }).errors);
      return undefined;
    }
  };
  const email = attempt(() => validEmail(body));
  const first_name = text(body, "first_name");
  const last_name = text(body, "last_name");
  if (!first_name) errors.first_name = ["The first name field is required."];
  if (!last_name) errors.last_name = ["The last name field is required."];
  // A number already used as someone's mobile may still be stored as a secondary phone.
  const secondary = body.mobile_phone === undefined && body.secondary_phone !== undefined;
  const phone = attempt(() => validMobile(body, secondary ? "secondary_phone" : "mobile_phone"));
  const postcode = readPostcode(body);
  if (!postcode) errors.postcode = ["The postcode field is required."];
  if (email && accountByEmail(state, email)) errors.email = ["The email has already been taken."];
  if (phone && !secondary && accountByMobile(state, phone)) {
    errors.mobile_phone = ["The mobile phone has already been taken."];
  }
  if (Object.keys(errors).length > 0 || !email || !phone) throw invalid(errors);
  return {
    email: email.toLowerCase(),
    first_name,
    last_name,
    mobile_phone: secondary ? null : phone,
    secondary_phone: secondary ? phone : null,
    postcode,
    comms: readComms(body),
  };
}

function readPostcode(body: Json): string {
  const attributes = Array.isArray(body.custom_attributes) ? body.custom_attributes : [];
  const entry = attributes.find(
    (a: unknown) => isObject(a) && a.namespace === "details" && a.handle === "postcode",
  ) as Json | undefined;
  return typeof entry?.value === "string" ? entry.value.trim() : "";
}

function readComms(body: Json): CommsFlags {
  const comms = isObject(body.attributes) && isObject(body.attributes.comms) ? body.attributes.comms : {};
  const flags: Record<CommsFlag, boolean> = { ...DEFAULT_COMMS };
  for (const key of COMMS_FLAGS) {
    const value = comms[key];
    if (typeof value === "boolean") flags[key] = value;
  }
  return normaliseComms(flags);
}
