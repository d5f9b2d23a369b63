export {
  type AccountIdentity,
  type Availability,
  accountIdentitySchema,
  authErrorDetail,
  availabilityDataSchema,
  type CreatedAccount,
  createdAccountDataSchema,
  messageSentDataSchema,
  readAuthErrors,
  smsLoginDataSchema,
} from "./loyalty-auth.schemas";
export {
  type AvailabilityQuery,
  createLoyaltyAuthClient,
  type IFrameRedirectData,
  LOGIN_TOKEN_PARAM,
  type LoyaltyAuthCallOptions,
  type LoyaltyAuthClient,
  type LoyaltyAuthClientOptions,
  RETURN_TO_PARAM,
} from "./loyalty-auth-client";
export { isSignUpError, SignUpError } from "./sign-up-error";
