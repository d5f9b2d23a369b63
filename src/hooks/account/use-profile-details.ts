import { useId } from "react";
import { profileFormMessages } from "../../machines/profile/profile.messages";
import {
  connectProfileDetails,
  createProfileDetailsActors,
  followProfileDetails,
  type ProfileDetailsApi,
  profileDetailsMachine,
} from "../../machines/profile-details";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountFlowServices } from "./account-flow";

/** Options of {@link useProfileDetails}. */
export interface UseProfileDetailsOptions {
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
  id?: string;
}

/**
 * The profile details form (account-area §2 Profile, §5, §8): first name and email required (the
 * email read-only and left out of the update while unchanged), mobile optional and normalised,
 * birthday optional as dd/mm/yyyy (sent as day, month and year). Save is disabled until a value
 * differs from what was loaded; a refused submit shows field messages and an error summary that
 * takes focus; a save the service refuses shows its field errors under their fields (with the
 * summary), or below the form the service's message for a validation answer and the catalogue's
 * for an outage, keeping what was typed; a save refreshes `Profiles`.
 *
 * @example
 * ```tsx
 * function ProfileDetails() {
 *   const form = useProfileDetails();
 *   if (!form.isReady) return null;
 *   return (
 *     <form {...form.getFormProps()}>
 *       {form.summary.length > 0 && (
 *         <div {...form.getSummaryProps()}>
 *           <h3 {...form.getSummaryTitleProps()}>{form.summaryTitle}</h3>
 *           {form.summary.map(({ field, message }) => <a key={field} {...form.getSummaryLinkProps(field)}>{message}</a>)}
 *         </div>
 *       )}
 *       <label {...form.getLabelProps("firstName")}>First name</label>
 *       <input {...form.getFieldProps("firstName")} />
 *       <p {...form.getErrorProps("firstName")}>{form.fieldErrors.firstName}</p>
 *       <p {...form.getStatusProps()}>{form.formError ?? form.savedMessage}</p>
 *       <button {...form.getSubmitButtonProps()}>Save</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useProfileDetails(options: UseProfileDetailsOptions = {}): ProfileDetailsApi {
  const messages = useMessages(profileFormMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  return useMachineApi(profileDetailsMachine, {
    provide: (runtime) => ({ actors: createProfileDetailsActors(accountFlowServices(runtime)) }),
    input: () => ({ messages }),
    connect: connectProfileDetails,
    options: { id, messages },
    start: (actor) =>
      followProfileDetails(actor, { id, ...(typeof document === "undefined" ? {} : { document }) }),
  });
}
