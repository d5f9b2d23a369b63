export { ASSIGN_SHOES_INVALIDATES, createAssignShoesActors } from "./assign-shoes.actors";
export { connectAssignShoes } from "./assign-shoes.connect";
export { type AssignShoesMachine, assignmentGroups, assignShoesMachine } from "./assign-shoes.machine";
export { type AssignShoesDataInput, assignShoesData } from "./assign-shoes.selectors";
export type {
  AssignableChild,
  AssignCloseButtonProps,
  AssignDialogProps,
  AssignmentGroup,
  AssignSelectProps,
  AssignShoeRow,
  AssignShoesApi,
  AssignShoesConnectOptions,
  AssignShoesContext,
  AssignShoesData,
  AssignShoesEmitted,
  AssignShoesEvent,
  AssignShoesInput,
  AssignShoesMessages,
  AssignShoesResult,
  AssignTitleProps,
} from "./assign-shoes.types";
