import { createHmac } from "node:crypto";
import { getResponse } from "msw";
import { createSandbox, SANDBOX_ID_TOKEN_TTL_SECONDS, sandboxHosts } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

let serverNow = Date.now();
const env = startSandboxServer({ loyalty: { now: () => serverNow } });
afterEach(() => {
  serverNow = Date.now();
});

const tokenUrl = `${sandboxHosts.idApi}/api/v1/auth/token`;
const profileUrl = `${sandboxHosts.loyaltyApi}/api/profile`;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function issue(): Promise<{ token: string; exp: number }> {
  const session = await env.sandbox.customerSession();
  const { status, body } = await post(tokenUrl, { id: session.id, signature: session.signature });
  expect(status).toBe(200);
  return body as { token: string; exp: number };
}

async function getProfile(authorization?: string) {
  const response = await fetch(
    profileUrl,
    authorization ? { headers: { Authorization: authorization } } : {},
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("sandbox ID-token endpoint", () => {
  it("gives the demo customer's session an HMAC-SHA256 signature of the customer id", async () => {
    const session = await env.sandbox.customerSession();
    expect(session).toEqual({
      id: env.sandbox.world.customer.session.customerId,
      logged: true,
      signature: createHmac("sha256", "solekit-sandbox-loyalty-1").update(session.id).digest("hex"),
    });
    const other = await createSandbox({ catalogueSize: 50, loyalty: { secret: "other" } }).customerSession();
    expect(other.signature).not.toBe(session.signature);
  });

  it("issues a signed token that expires after the configured lifetime", async () => {
    const { token, exp } = await issue();
    expect(token.split(".")).toHaveLength(3);
    expect(exp).toBe(Math.floor(serverNow / 1000) + SANDBOX_ID_TOKEN_TTL_SECONDS);
    expect((await getProfile(`Bearer ${token}`)).status).toBe(200);
  });

  it("checks the signature: a wrong one is refused with 401 and a message", async () => {
    const session = await env.sandbox.customerSession();
    const flipped = `${session.signature.slice(0, -1)}${session.signature.endsWith("0") ? "1" : "0"}`;
    for (const signature of [flipped, "not-hex", "00"]) {
      expect(await post(tokenUrl, { id: session.id, signature })).toEqual({
        status: 401,
        body: { message: "Invalid signature." },
      });
    }
  });

  it("answers 404 for a correctly signed customer the programme does not know", async () => {
    const signature = createHmac("sha256", "solekit-sandbox-loyalty-1").update("42").digest("hex");
    expect(await post(tokenUrl, { id: "42", signature })).toEqual({
      status: 404,
      body: { message: "Customer not found." },
    });
  });

  it("answers 422 with field errors when id or signature is missing", async () => {
    expect(await post(tokenUrl, {})).toEqual({
      status: 422,
      body: {
        message: "The id field is required. (and 1 more error)",
        errors: { id: ["The id field is required."], signature: ["The signature field is required."] },
      },
    });
  });
});

describe("sandbox loyalty API authentication", () => {
  it("answers 401 without a bearer token", async () => {
    expect(await getProfile()).toEqual({ status: 401, body: { message: "Unauthenticated." } });
    expect((await getProfile("Basic abc")).status).toBe(401);
  });

  it("answers 401 for an expired token, saying so", async () => {
    const { token } = await issue();
    serverNow += SANDBOX_ID_TOKEN_TTL_SECONDS * 1000;
    expect(await getProfile(`Bearer ${token}`)).toEqual({
      status: 401,
      body: { message: "Token has expired." },
    });
  });

  it("answers 401 for a tampered or forged token, never echoing it", async () => {
    const { token } = await issue();
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
    const tampered = `${header}.${part({ ...claims, exp: (claims.exp as number) + 3600 })}.${signature}`;
    const body = `${header}.${payload}`;
    const forged = `${body}.${createHmac("sha256", "guess").update(body).digest("base64url")}`;
    for (const bad of [tampered, forged, `${token}x`, "a.b.c", "garbage"]) {
      const answer = await getProfile(`Bearer ${bad}`);
      expect(answer).toEqual({ status: 401, body: { message: "Unauthenticated." } });
      expect(JSON.stringify(answer.body)).not.toContain(bad);
    }
  });

  it("refuses a delegate token on the customer's API", async () => {
    const { token } = await issue();
    const delegated = await post(
      `${sandboxHosts.loyaltyApi}/api/auth/delegate`,
      { client_handle: "signup" },
      { Authorization: `Bearer ${token}` },
    );
    const data = delegated.body.data as { token: string };
    expect((await getProfile(`Bearer ${data.token}`)).status).toBe(401);
  });

  it("honours a shorter token lifetime", async () => {
    const sandbox = createSandbox({
      catalogueSize: 50,
      loyalty: { tokenTtlSeconds: 60, now: () => serverNow },
    });
    const session = await sandbox.customerSession();
    const request = new Request(tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ id: session.id, signature: session.signature }),
    });
    const response = await getResponse(sandbox.handlers, request);
    if (!response) throw new Error("no handler answered");
    const { exp } = (await response.json()) as { exp: number };
    expect(exp).toBe(Math.floor(serverNow / 1000) + 60);
  });
});
