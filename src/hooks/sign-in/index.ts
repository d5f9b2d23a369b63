export { type UseSignInOptions, useSignIn } from "./use-sign-in";
