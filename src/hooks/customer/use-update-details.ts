import { useId } from "react";
import {
  connectUpdateDetails,
  createUpdateDetailsActors,
  type UpdateDetailsApi,
  type UpdateDetailsValues,
  updateDetailsMachine,
} from "../../machines/update-details";
import { shopMessages } from "../../rules/messages";
import { storefrontClient } from "../provider/clients";
import { useMessages } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineApi } from "../shared/use-machine-api";
import { customerTokenCookie } from "./customer-token-store";

/** Options of {@link useUpdateDetails}. */
export interface UseUpdateDetailsOptions {
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
  id?: string;
  /** What the form starts with (read once, on mount). */
  values?: Partial<UpdateDetailsValues>;
  /** Fields never sent as changes (read once). @default ["password"] */
  ignore?: readonly string[];
}

/**
 * The update-details form (storefront §5, §7): email and password (both needed) sign in through
 * `customerAccessTokenCreate` (the token goes to the `customer_access_token` cookie), then
 * `customerUpdate` saves the rest — empty and ignored fields dropped, snake-case keys in camel
 * case, an Australian mobile as +61. The storefront's errors show under their fields (or below
 * the form); nothing typed is lost on any error; the password is cleared once saved.
 *
 * @example
 * ```tsx
 * function UpdateDetails({ email }: { email: string }) {
 *   const form = useUpdateDetails({ values: { email } });
 *   return (
 *     <form {...form.getFormProps()}>
 *       {(["email", "password", "first_name", "last_name", "phone"] as const).map((field) => (
 *         <p key={field}>
 *           <label {...form.getLabelProps(field)}>{field}</label>
 *           <input {...form.getFieldProps(field)} />
 *           <span {...form.getErrorProps(field)}>{form.fieldErrors[field]}</span>
 *         </p>
 *       ))}
 *       <p {...form.getErrorProps("form")}>{form.formError ?? form.savedMessage}</p>
 *       <button {...form.getSubmitButtonProps()}>Save</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useUpdateDetails(options: UseUpdateDetailsOptions = {}): UpdateDetailsApi {
  const messages = useMessages(shopMessages);
  const generatedId = useId();
  return useMachineApi(updateDetailsMachine, {
    provide: (runtime) => ({
      actors: createUpdateDetailsActors(
        getClient(runtime, storefrontClient),
        customerTokenCookie(runtime),
        messages,
      ),
    }),
    input: () => ({
      messages,
      ...(options.values && { values: options.values }),
      ...(options.ignore && { ignore: options.ignore }),
    }),
    connect: connectUpdateDetails,
    options: { id: options.id ?? generatedId, messages },
  });
}
