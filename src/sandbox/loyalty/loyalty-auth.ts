/** Claims of a token the loyalty sandbox issued. */
export interface SandboxTokenClaims {
  /** Issuer, always `solekit-sandbox`. */
  iss: string;
  /** Storefront customer id. */
  sub: string;
  /** Loyalty profile id. */
  pid: number;
  /** `id` for an ID token, `delegate` for a token delegated to another client. */
  typ: "id" | "delegate";
  /** The client a delegate token is for. */
  cid?: string;
  /** Issued at, epoch seconds. */
  iat: number;
  /** Expires at, epoch seconds. */
  exp: number;
}

/** Options of {@link createLoyaltyAuth}. */
export interface LoyaltyAuthOptions {
  /** Key that signs tokens and customer signatures. */
  secret: string;
  /** Lifetime of issued tokens in seconds. */
  tokenTtlSeconds: number;
  /** The sandbox's clock in epoch ms. */
  now: () => number;
}

/** Signs and checks the loyalty sandbox's customer signatures and tokens. */
export interface LoyaltyAuth {
  /** Token lifetime in seconds. */
  readonly tokenTtlSeconds: number;
  /** The clock, epoch ms. */
  now(): number;
  /** The signature the storefront renders for a customer id: hex HMAC-SHA256 of the id. */
  signCustomerId(customerId: string): Promise<string>;
  /** Whether `signature` is the customer id's signature (constant-time). */
  verifyCustomerId(customerId: string, signature: string): Promise<boolean>;
  /** Issues a signed token (HS256 JWT) that expires after the lifetime. */
  issueToken(
    claims: Pick<SandboxTokenClaims, "sub" | "pid" | "typ" | "cid">,
  ): Promise<{ token: string; exp: number }>;
  /** The claims of a token signed by this sandbox, or why it is refused. */
  verifyToken(token: string): Promise<{ claims: SandboxTokenClaims } | { refused: "invalid" | "expired" }>;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    // Not base64: the token was tampered with.
    return undefined;
  }
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return undefined;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

const HEADER = base64url(encoder.encode(JSON.stringify({ alg: "HS256", typ: "JWT" })));

function isClaims(value: unknown): value is SandboxTokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === "string" &&
    typeof c.pid === "number" &&
    (c.typ === "id" || c.typ === "delegate") &&
    typeof c.exp === "number" &&
    typeof c.iat === "number"
  );
}

/**
 * Creates the loyalty sandbox's signer: customer signatures and HS256 tokens with Web Crypto
 * (`crypto.subtle`, in node 20 and in browsers on localhost or https).
 *
 * @example
 * ```ts
 * const auth = createLoyaltyAuth({ secret: "s", tokenTtlSeconds: 900, now: Date.now });
 * const { token } = await auth.issueToken({ sub: "6500000001", pid: 1000001, typ: "id" });
 * ```
 */
export function createLoyaltyAuth(options: LoyaltyAuthOptions): LoyaltyAuth {
  const key = globalThis.crypto.subtle.importKey(
    "raw",
    encoder.encode(options.secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const sign = async (data: string) =>
    new Uint8Array(await globalThis.crypto.subtle.sign("HMAC", await key, encoder.encode(data)));
  const verify = async (signature: Uint8Array<ArrayBuffer>, data: string) =>
    globalThis.crypto.subtle.verify("HMAC", await key, signature, encoder.encode(data));

  return {
    tokenTtlSeconds: options.tokenTtlSeconds,
    now: options.now,
    async signCustomerId(customerId) {
      return Array.from(await sign(customerId), (b) => b.toString(16).padStart(2, "0")).join("");
    },
    async verifyCustomerId(customerId, signature) {
      const bytes = hexToBytes(signature);
      return bytes !== undefined && verify(bytes, customerId);
    },
    async issueToken(claims) {
      const iat = Math.floor(options.now() / 1000);
      const exp = iat + options.tokenTtlSeconds;
      const payload = base64url(
        encoder.encode(JSON.stringify({ iss: "solekit-sandbox", ...claims, iat, exp })),
      );
      const signature = base64url(await sign(`${HEADER}.${payload}`));
      return { token: `${HEADER}.${payload}.${signature}`, exp };
    },
    async verifyToken(token) {
      const [header, payload, signature, ...rest] = token.split(".");
      if (header !== HEADER || payload === undefined || signature === undefined || rest.length > 0) {
        return { refused: "invalid" };
      }
      const signatureBytes = fromBase64url(signature);
      const payloadBytes = fromBase64url(payload);
      if (!signatureBytes || !payloadBytes || !(await verify(signatureBytes, `${header}.${payload}`))) {
        return { refused: "invalid" };
      }
      let claims: unknown;
      try {
        claims = JSON.parse(decoder.decode(payloadBytes));
      } catch {
        // Signed by us, so this cannot happen unless the key leaked; refuse rather than crash.
        return { refused: "invalid" };
      }
      if (!isClaims(claims)) return { refused: "invalid" };
      return claims.exp * 1000 <= options.now() ? { refused: "expired" } : { claims };
    },
  };
}
