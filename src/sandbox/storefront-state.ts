// State of the storefront-side services the sandbox emulates: the sign-in portal (accounts,
// pending SMS codes, login tokens), the storefront customer behind GraphQL, and back-in-stock
// subscriptions. Part of `SandboxState`; kept here so the shared state file stays small.

import type { CommsFlags } from "./world";

/** An account the sign-in portal created (`POST /api/auth/create`). */
export interface SandboxAuthAccount {
  /** Loyalty profile id. */
  profileId: number;
  /** Storefront customer id (numeric string). */
  customerId: string;
  /** Email, lower case. */
  email: string;
  /** First name. */
  first_name: string;
  /** Last name. */
  last_name: string;
  /** E.164 mobile, or null when the number was stored as a secondary phone. */
  mobile_phone: string | null;
  /** E.164 secondary phone (the number was already another account's mobile). */
  secondary_phone: string | null;
  /** Postcode (`details` custom attribute). */
  postcode: string;
  /** Marketing preferences. */
  comms: CommsFlags;
  /** Membership card identity issued with the account. */
  identity: { id: number; handle: "ap21_card"; identifier: string };
  /** Epoch ms of creation. */
  createdAt: number;
}

/** A single-use login token, sent by email link or issued for an SMS code. */
export interface SandboxLoginToken {
  /** The token. */
  token: string;
  /** Email of the account it logs in. */
  email: string;
  /** Epoch ms after which it no longer works. */
  expiresAt: number;
  /** Set once redeemed; a token works once. */
  usedAt: number | null;
}

/** A pending SMS login code. */
export interface SandboxSmsCode {
  /** Six digits. */
  code: string;
  /** E.164 number it was sent to. */
  mobile_phone: string;
  /** Email of the account it logs in. */
  email: string;
  /** Epoch ms after which it no longer works. */
  expiresAt: number;
  /** Set once exchanged for a login token; a code works once. */
  usedAt: number | null;
}

/** Sign-in portal state. */
export interface SandboxAuthState {
  /** Accounts created through sign-up (the demo customer is not listed; it always exists). */
  accounts: SandboxAuthAccount[];
  /** Login tokens issued. */
  loginTokens: SandboxLoginToken[];
  /** SMS codes sent. */
  smsCodes: SandboxSmsCode[];
}

/** The storefront (Shopify) customer record GraphQL signs in and updates. */
export interface SandboxStorefrontCustomer {
  /** `gid://shopify/Customer/{id}`. */
  id: string;
  /** Email, the sign-in name. */
  email: string;
  /** Password. */
  password: string;
  /** First name. */
  firstName: string | null;
  /** Last name. */
  lastName: string | null;
  /** E.164 phone, or null. */
  phone: string | null;
  /** Marketing consent. */
  acceptsMarketing: boolean;
}

/** A customer access token issued by `customerAccessTokenCreate`. */
export interface SandboxCustomerAccessToken {
  /** The token. */
  accessToken: string;
  /** Id of the customer it belongs to. */
  customerId: string;
  /** Epoch ms of expiry. */
  expiresAt: number;
}

/** Storefront GraphQL state. */
export interface SandboxStorefrontState {
  /** Storefront customers (the demo customer). */
  customers: SandboxStorefrontCustomer[];
  /** Access tokens issued and not revoked. */
  accessTokens: SandboxCustomerAccessToken[];
}

/** A back-in-stock subscription the provider accepted. */
export interface SandboxBackInStockSubscription {
  /** Company id it was sent with. */
  companyId: string;
  /** Subscriber email, lower case. */
  email: string;
  /** Storefront variant id. */
  variantId: number;
  /** Channels, always `["EMAIL"]`. */
  channels: string[];
  /** Epoch ms of the subscription. */
  createdAt: number;
}
