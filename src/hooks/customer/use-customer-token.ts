import { useId } from "react";
import {
  type CustomerTokenApi,
  connectCustomerToken,
  createCustomerTokenImplementations,
  customerTokenMachine,
} from "../../machines/customer-token";
import { shopMessages } from "../../rules/messages";
import { storefrontClient } from "../provider/clients";
import { useMessages } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineApi } from "../shared/use-machine-api";
import { customerTokenCookie, hasCustomerToken } from "./customer-token-store";

/** Options of {@link useCustomerToken}. */
export interface UseCustomerTokenOptions {
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
  id?: string;
}

/**
 * The storefront password sign-in (storefront §3, §7): email and password, both required, to
 * `customerAccessTokenCreate`. The token is stored in the `customer_access_token` cookie until
 * its `expiresAt` (through the provider's storage adapter) and never appears in the Api, the
 * URL, logs or error messages; the storefront's `customerUserErrors` show under their fields,
 * the unidentified customer below the form. What was typed is kept on every error; the password
 * is cleared once a token is issued. `forget()` removes the cookie (logout also does).
 *
 * @example
 * ```tsx
 * function ShopSignIn() {
 *   const shop = useCustomerToken();
 *   if (shop.hasToken) return <button onClick={shop.forget}>Sign out of the shop</button>;
 *   return (
 *     <form {...shop.getFormProps()}>
 *       <label {...shop.getLabelProps("email")}>Email</label>
 *       <input {...shop.getFieldProps("email")} />
 *       <p {...shop.getErrorProps("email")}>{shop.fieldErrors.email}</p>
 *       <label {...shop.getLabelProps("password")}>Password</label>
 *       <input {...shop.getFieldProps("password")} />
 *       <p {...shop.getErrorProps("password")}>{shop.fieldErrors.password}</p>
 *       <p {...shop.getErrorProps("form")}>{shop.formError}</p>
 *       <button {...shop.getSubmitButtonProps()}>Sign in</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useCustomerToken(options: UseCustomerTokenOptions = {}): CustomerTokenApi {
  const messages = useMessages(shopMessages);
  const generatedId = useId();
  return useMachineApi(customerTokenMachine, {
    provide: (runtime) =>
      createCustomerTokenImplementations(
        getClient(runtime, storefrontClient),
        customerTokenCookie(runtime),
        messages,
      ),
    input: (runtime) => ({ hasToken: hasCustomerToken(runtime), messages }),
    connect: connectCustomerToken,
    options: { id: options.id ?? generatedId, messages },
  });
}
