import { useId } from "react";
import { createLoyaltyAuthClient } from "../../clients/loyalty-auth";
import {
  connectSignIn,
  createSignInActors,
  followSignInFocus,
  type SignInApi,
  type SignInMessages,
  signInMachine,
} from "../../machines/sign-in";
import { signInMessages } from "../../rules/messages";
import { loyaltyAuthClient } from "../provider/clients";
import { useMessages } from "../provider/solekit-context";
import { getClient } from "../provider/solekit-runtime";
import { useMachineApi } from "../shared/use-machine-api";

/** Options of {@link useSignIn}, read once when the widget mounts. */
export interface UseSignInOptions {
  /** Base of the DOM ids the prop getters hand out. @default React's `useId()` */
  id?: string;
  /**
   * Where a mobile login completes (the token is added as `login_token`). An app on the sandbox
   * passes its own `/account` page. @default the loyalty auth host's `/embed/login`
   */
  embedLoginUrl?: string;
  /** Whether the widget runs inside an iframe (the portal then redirects the top window). @default false */
  iFrame?: boolean;
}

/**
 * The loyalty sign-in and sign-up widget (storefront §2, §4, §5): one continue input (text with
 * `@` is an email, anything else an Australian mobile), the availability check, then details for
 * a new member, a login email (success: "check your inbox") or an SMS code for an existing one.
 * A mobile login leaves the page for the embed address (a full page load; the token never enters
 * state, history or logs). Nothing the shopper typed is lost on any error; typing again aborts a
 * check still running for the old text. When the step changes (forward or back), focus moves to
 * the new step's first field, or to the success heading (spread `getHeadingProps`), once the view
 * has rendered it, so Enter works without tabbing.
 *
 * @example
 * ```tsx
 * function SignIn() {
 *   const signIn = useSignIn();
 *   if (signIn.step !== "initial") return <OtherSteps signIn={signIn} />;
 *   return (
 *     <form {...signIn.getFormProps("initial")}>
 *       <h2 {...signIn.getHeadingProps("initial")}>Sign in or join</h2>
 *       <label {...signIn.getLabelProps("identifier")}>Email or mobile</label>
 *       <input {...signIn.getIdentifierInputProps()} />
 *       <p {...signIn.getErrorProps("identifier")}>{signIn.identifierError}</p>
 *       {signIn.errorMessage && <p role="alert">{signIn.errorMessage}</p>}
 *       <button {...signIn.getSubmitButtonProps()}>Continue</button>
 *     </form>
 *   );
 * }
 * ```
 */
export function useSignIn(options: UseSignInOptions = {}): SignInApi {
  const messages: SignInMessages = useMessages(signInMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  return useMachineApi(signInMachine, {
    provide: (runtime) => {
      // Without a `loyalty` section the provider's client refuses each call (the widget says so).
      const client =
        options.embedLoginUrl && runtime.config.loyalty
          ? createLoyaltyAuthClient(runtime.config, {
              embedLoginUrl: options.embedLoginUrl,
              messages: { ...signInMessages, ...runtime.messages },
            })
          : getClient(runtime, loyaltyAuthClient);
      return {
        actors: createSignInActors(client, {
          // A full page load: the embed address logs the customer in to the storefront.
          navigate: (url) => window.location.assign(url),
          returnPath: () => runtime.url.current().pathname,
          iFrame: options.iFrame ?? false,
        }),
      };
    },
    input: () => ({ messages }),
    connect: connectSignIn,
    options: { id, messages },
    start: (actorRef) => followSignInFocus(actorRef, id, document),
  });
}
