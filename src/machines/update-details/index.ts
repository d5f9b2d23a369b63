export { createUpdateDetailsActors } from "./update-details.actors";
export { connectUpdateDetails } from "./update-details.connect";
export {
  UPDATE_DETAILS_IGNORED_FIELDS,
  type UpdateDetailsMachine,
  updateDetailsMachine,
} from "./update-details.machine";
export type {
  UpdateDetailsApi,
  UpdateDetailsCheckboxProps,
  UpdateDetailsConnectOptions,
  UpdateDetailsContext,
  UpdateDetailsEvent,
  UpdateDetailsField,
  UpdateDetailsInput,
  UpdateDetailsMessages,
  UpdateDetailsOutcome,
  UpdateDetailsRequest,
  UpdateDetailsTextField,
  UpdateDetailsValues,
} from "./update-details.types";
