// The storefront's customer documents (password sign-in, update details), apart from the product
// documents so a product or search page does not ship them.
import * as v from "valibot";

/** Signs a customer in with email and password. */
export const CUSTOMER_ACCESS_TOKEN_CREATE_MUTATION = `mutation SolekitCustomerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
  customerAccessTokenCreate(input: $input) {
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;

/** Updates the signed-in customer's details (the update-details form). */
export const CUSTOMER_UPDATE_MUTATION = `mutation SolekitCustomerUpdate($customer: CustomerUpdateInput!, $customerAccessToken: String!) {
  customerUpdate(customer: $customer, customerAccessToken: $customerAccessToken) {
    customer { id email firstName lastName phone acceptsMarketing }
    customerAccessToken { accessToken expiresAt }
    customerUserErrors { code field message }
  }
}`;

/** A customer access token. */
export interface CustomerAccessToken {
  /** The token: send it to `customerUpdate`, keep it in the `customer_access_token` cookie. */
  accessToken: string;
  /** ISO date of expiry; the cookie lasts until then. */
  expiresAt: string;
}

/** A user error of a customer mutation, e.g. `UNIDENTIFIED_CUSTOMER` for a wrong password. */
export interface CustomerUserError {
  /** Error code, e.g. `UNIDENTIFIED_CUSTOMER`, `TAKEN`, `INVALID`. */
  code: string | null;
  /** Path of the input field, e.g. `["customer", "email"]`, or null. */
  field: string[] | null;
  /** Message. */
  message: string;
}

const accessToken = v.nullable(v.object({ accessToken: v.string(), expiresAt: v.string() }));
const userErrors = v.array(
  v.object({
    code: v.nullish(v.string(), null),
    field: v.nullish(v.array(v.string()), null),
    message: v.string(),
  }),
);

/** `data` of `customerAccessTokenCreate`. */
export const customerAccessTokenCreateDataSchema = v.object({
  customerAccessTokenCreate: v.object({ customerAccessToken: accessToken, customerUserErrors: userErrors }),
});

/** The storefront customer as `customerUpdate` answers it. */
export interface StorefrontCustomer {
  /** `gid://shopify/Customer/{id}`. */
  id: string;
  /** Email. */
  email: string | null;
  /** First name. */
  firstName: string | null;
  /** Last name. */
  lastName: string | null;
  /** E.164 phone. */
  phone: string | null;
  /** Marketing consent. */
  acceptsMarketing: boolean;
}

/** `data` of `customerUpdate`. */
export const customerUpdateDataSchema = v.object({
  customerUpdate: v.object({
    customer: v.nullable(
      v.object({
        id: v.string(),
        email: v.nullish(v.string(), null),
        firstName: v.nullish(v.string(), null),
        lastName: v.nullish(v.string(), null),
        phone: v.nullish(v.string(), null),
        acceptsMarketing: v.boolean(),
      }),
    ),
    customerAccessToken: accessToken,
    customerUserErrors: userErrors,
  }),
});
