export { CHILD_SAVE_KEYS, createChildFormActors } from "./child-form.actors";
export { connectChildForm } from "./child-form.connect";
export {
  CHILD_SECTION_TAGS,
  type ChildFormDocument,
  type ChildFormElement,
  type ChildSectionTag,
  type FollowChildFormOptions,
  followChildForm,
} from "./child-form.dom";
export { type ChildFormMachine, childFormMachine } from "./child-form.machine";
export type {
  ChildAvatarProps,
  ChildButtonProps,
  ChildFormApi,
  ChildFormConnectOptions,
  ChildFormContext,
  ChildFormEmitted,
  ChildFormErrors,
  ChildFormEvent,
  ChildFormField,
  ChildFormInput,
  ChildFormMessages,
  ChildFormOption,
  ChildFormSelectField,
  ChildFormTextField,
  ChildSaveButtonProps,
  ChildSaveRequest,
  ChildSelectProps,
} from "./child-form.types";
