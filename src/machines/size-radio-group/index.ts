export { connectSizeRadioGroup } from "./size-radio-group.connect";
export {
  selectionAfterSize,
  selectionAfterUrl,
  selectionAfterWidth,
  selectionOnLoad,
} from "./size-radio-group.controller";
export { findVariant } from "./size-radio-group.selectors";
export type {
  SizeRadioGroupApi,
  SizeRadioGroupConnectOptions,
  SizeRadioGroupEvent,
  SizeRadioGroupMessages,
  SizeRadioGroupName,
  SizeRadioGroupProps,
  SizeRadioGroupSelection,
  SizeRadioGroupSize,
  SizeRadioGroupState,
  SizeRadioGroupVariant,
  SizeRadioProps,
} from "./size-radio-group.types";
