export {
  createMarketingPreferencesActors,
  type MarketingPreferencesServices,
} from "./marketing-preferences.actors";
export { connectMarketingPreferences } from "./marketing-preferences.connect";
export {
  type MarketingPreferencesMachine,
  marketingPreferencesMachine,
} from "./marketing-preferences.machine";
export type {
  MarketingPreferencesApi,
  MarketingPreferencesCheckboxProps,
  MarketingPreferencesConnectOptions,
  MarketingPreferencesContext,
  MarketingPreferencesEvent,
  MarketingPreferencesFormProps,
  MarketingPreferencesInput,
  MarketingPreferencesLabelProps,
  MarketingPreferencesMessages,
  MarketingPreferencesProfile,
  MarketingPreferencesPropGetter,
  MarketingPreferencesStatusProps,
  MarketingPreferencesSubmitButtonProps,
  MarketingPreferencesSwitch,
} from "./marketing-preferences.types";
