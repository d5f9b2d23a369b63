export { createSignInActors, type SignInActorOptions } from "./sign-in.actors";
export { connectSignIn } from "./sign-in.connect";
export { followSignInFocus } from "./sign-in.dom";
export { SIGN_IN_RESEND_COOLDOWN_MS, type SignInMachine, signInMachine } from "./sign-in.machine";
export type {
  SignInApi,
  SignInAvailability,
  SignInButtonProps,
  SignInCard,
  SignInCheckboxProps,
  SignInConnectOptions,
  SignInContext,
  SignInDetails,
  SignInDetailsField,
  SignInErrorProps,
  SignInEvent,
  SignInFieldPropGetter,
  SignInFormProps,
  SignInHeadingProps,
  SignInIdentifier,
  SignInInput,
  SignInInputProps,
  SignInLabelProps,
  SignInMessageField,
  SignInMessages,
  SignInPropGetter,
} from "./sign-in.types";
