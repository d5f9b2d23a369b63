export { createFavouritesPickerActors } from "./favourites-picker.actors";
export { connectFavouritesPicker } from "./favourites-picker.connect";
export { type FavouritesPickerMachine, favouritesPickerMachine } from "./favourites-picker.machine";
export type {
  FavouriteOptionProps,
  FavouritesButtonProps,
  FavouritesDialogProps,
  FavouritesHandle,
  FavouritesPickerApi,
  FavouritesPickerConnectOptions,
  FavouritesPickerContext,
  FavouritesPickerEmitted,
  FavouritesPickerEvent,
  FavouritesPickerInput,
  FavouritesPickerMessages,
  FavouritesSaveRequest,
} from "./favourites-picker.types";
