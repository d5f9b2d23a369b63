import { useId } from "react";
import {
  connectMarketingPreferences,
  createMarketingPreferencesActors,
  type MarketingPreferencesApi,
  marketingPreferencesMachine,
} from "../../machines/marketing-preferences";
import { profileFormMessages } from "../../machines/profile/profile.messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountFlowServices } from "./account-flow";

/** Options of {@link useMarketingPreferences}. */
export interface UseMarketingPreferencesOptions {
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
  id?: string;
}

/**
 * The marketing preferences (account-area §2 Profile, §4 Opt-out): six notification toggles
 * (email and SMS promotions, benefits and reminders) and the opt-out, tied by the spec's rule —
 * all six off turns opt-out on, any on turns it off, opt-out on turns all six off. Save is
 * disabled until a flag differs from what was loaded (`PUT /profile/attributes/comms`); a failed
 * save rolls the switches back with a message, and `retry()` brings the choice back.
 *
 * @example
 * ```tsx
 * function Preferences() {
 *   const prefs = useMarketingPreferences();
 *   return (
 *     <form {...prefs.getFormProps()}>
 *       <input {...prefs.getSwitchProps("email_promo")} />
 *       <label {...prefs.getLabelProps("email_promo")}>Email: promotions</label>
 *       <input {...prefs.getSwitchProps("optout")} />
 *       <label {...prefs.getLabelProps("optout")}>Opt out of everything</label>
 *       <p {...prefs.getStatusProps()}>{prefs.formError ?? prefs.savedMessage}</p>
 *       <button {...prefs.getSubmitButtonProps()}>Save</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useMarketingPreferences(
  options: UseMarketingPreferencesOptions = {},
): MarketingPreferencesApi {
  const messages = useMessages(profileFormMessages);
  const generatedId = useId();
  return useMachineApi(marketingPreferencesMachine, {
    provide: (runtime) => ({ actors: createMarketingPreferencesActors(accountFlowServices(runtime)) }),
    input: () => ({ messages }),
    connect: connectMarketingPreferences,
    options: { id: options.id ?? generatedId, messages },
  });
}
