import type { StorefrontClient } from "../../clients/storefront";
import type { CustomerTokenStore } from "../customer-token/customer-token.actors";
import { placeCustomerUserErrors } from "../customer-token/customer-token.actors";
import { fromRequest } from "../shared/request";
import type {
  UpdateDetailsField,
  UpdateDetailsMessages,
  UpdateDetailsOutcome,
  UpdateDetailsRequest,
} from "./update-details.types";

// customerUpdate names fields in camel case; the form in snake case.
const UPDATE_FIELDS: Readonly<Record<string, UpdateDetailsField>> = {
  email: "email",
  password: "password",
  firstName: "first_name",
  lastName: "last_name",
  phone: "phone",
  acceptsMarketing: "accepts_marketing",
};

/**
 * The update-details form's side effect (storefront §5, §7): `customerAccessTokenCreate` with
 * the email and password, the token stored (the cookie), then `customerUpdate` with it; a new
 * token (after a password change) replaces the stored one. The token never enters the machine.
 *
 * @example
 * ```ts
 * const actors = createUpdateDetailsActors(createStorefrontClient(config), tokenCookie, shopMessages);
 * const actor = createActor(updateDetailsMachine.provide({ actors }), { input: {} }).start();
 * ```
 */
export function createUpdateDetailsActors(
  client: Pick<StorefrontClient, "customerAccessTokenCreate" | "customerUpdate">,
  tokens: Pick<CustomerTokenStore, "store">,
  messages: Pick<UpdateDetailsMessages, "customerUnidentified" | "customerFormFailed">,
) {
  return {
    saveDetails: fromRequest<UpdateDetailsOutcome, UpdateDetailsRequest>(async (request, signal) => {
      const refused = (placement: UpdateDetailsOutcome["placement"], fallback: string) => ({
        customer: null,
        placement: Object.keys(placement).length > 0 ? placement : { form: fallback },
      });
      const signIn = await client.customerAccessTokenCreate(request.credentials, { signal });
      const token = signIn.customerAccessToken;
      if (signal.aborted) return refused({}, "");
      if (!token || signIn.customerUserErrors.length > 0) {
        return refused(
          placeCustomerUserErrors(signIn.customerUserErrors, UPDATE_FIELDS, messages),
          messages.customerUnidentified,
        );
      }
      tokens.store(token);
      const update = await client.customerUpdate(request.changes, token.accessToken, { signal });
      if (signal.aborted) return refused({}, "");
      if (update.customerAccessToken) tokens.store(update.customerAccessToken);
      if (!update.customer || update.customerUserErrors.length > 0) {
        return refused(
          placeCustomerUserErrors(update.customerUserErrors, UPDATE_FIELDS, messages),
          messages.customerFormFailed,
        );
      }
      return { customer: update.customer, placement: {} };
    }),
  };
}
