export { createProfileDetailsActors, type ProfileDetailsServices } from "./profile-details.actors";
export { connectProfileDetails, PROFILE_DETAILS_FIELDS } from "./profile-details.connect";
export { type FollowProfileDetailsOptions, followProfileDetails } from "./profile-details.dom";
export { type ProfileDetailsMachine, profileDetailsMachine } from "./profile-details.machine";
export type {
  ProfileDetailsApi,
  ProfileDetailsConnectOptions,
  ProfileDetailsContext,
  ProfileDetailsEditableField,
  ProfileDetailsEmitted,
  ProfileDetailsErrorProps,
  ProfileDetailsEvent,
  ProfileDetailsField,
  ProfileDetailsFieldPropGetter,
  ProfileDetailsFormProps,
  ProfileDetailsHintProps,
  ProfileDetailsInput,
  ProfileDetailsInputProps,
  ProfileDetailsLabelProps,
  ProfileDetailsMessages,
  ProfileDetailsProfile,
  ProfileDetailsPropGetter,
  ProfileDetailsRequest,
  ProfileDetailsStatusProps,
  ProfileDetailsSubmitButtonProps,
  ProfileDetailsSummaryItem,
  ProfileDetailsSummaryLinkProps,
  ProfileDetailsSummaryProps,
  ProfileDetailsSummaryTitleProps,
} from "./profile-details.types";
