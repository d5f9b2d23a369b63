import { useId, useRef } from "react";
import { connectionCalls } from "../../clients/loyalty/connections";
import type { LoyaltyContext } from "../../clients/loyalty/loyalty-context";
import { shoeTagCalls } from "../../clients/loyalty/shoe-tag";
import {
  connectOnboarding,
  createOnboardingActors,
  followOnboarding,
  hasFirstLoginFlag,
  type OnboardingApi,
  type OnboardingAvatar,
  onboardingMachine,
  onboardingMessages,
  removeFirstLoginFlag,
} from "../../machines/onboarding";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";

// The calls the overlay makes, as one group (built once per connection).
const onboardingCalls = (connection: LoyaltyContext) => ({
  ...connectionCalls(connection),
  ...shoeTagCalls(connection),
});

/** Options of {@link useOnboarding}: the shop's lists, and what happens once every child exists. */
export interface UseOnboardingOptions {
  /** The three preset avatars. */
  avatars: readonly OnboardingAvatar[];
  /** The sports a child can pick. */
  sports: readonly string[];
  /** The brands a child can pick (12 show until 'Load more'). */
  brands: readonly string[];
  /** Called once every child was created (`ProfileConnections` refreshed first), e.g. a page reload. */
  onReload?: () => void;
  /**
   * Where focus goes when the overlay closes and no opener took it back: the id of a landmark of
   * the page beneath, such as its main heading (with `tabIndex={-1}`). The overlay opens by
   * itself on a first login, so without it a keyboard or screen-reader user is left on the body.
   * @default focus is left where the dialog leaves it
   */
  closeFocusId?: string;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * The first-login onboarding overlay 'Fit Club' (account-area §2, §4): opens when `isFirstLogin`
 * is in local storage (and removes it), then intro, About, Avatar, Sports, Brands and
 * Confirmation, and creates each child on submit. See `onboardingMachine` for the steps.
 *
 * @example
 * ```tsx
 * const onboarding = useOnboarding({ avatars, sports: SPORTS, brands: BRANDS, onReload: () => location.reload(), closeFocusId: "account-heading" });
 * if (!onboarding.isOpen) return null;
 * return <div {...onboarding.getDialogProps()}><h2 {...onboarding.getHeadingProps()}>{onboarding.title}</h2></div>;
 * ```
 */
export function useOnboarding(options: UseOnboardingOptions): OnboardingApi {
  const messages = useMessages(onboardingMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  return useMachineApi(onboardingMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const refuse = refuseWithout(binding);
      const loyalty = binding.context(onboardingCalls)?.loyalty;
      const calls = loyalty ?? { createChild: refuse, getRandomShoeTagName: refuse };
      return {
        actors: createOnboardingActors(calls, binding.invalidate),
        actions: { reload: () => latest.current.onReload?.() },
      };
    },
    // Read here, removed once mounted: a render that is thrown away still sees the flag.
    input: (runtime) => ({
      avatars: options.avatars,
      sports: options.sports,
      brands: options.brands,
      open: hasFirstLoginFlag(runtime.storage),
      messages,
      now: runtime.clock.now(),
    }),
    connect: connectOnboarding,
    options: { id, messages },
    start: (actor, runtime) => {
      removeFirstLoginFlag(runtime.storage);
      const doc = typeof document === "undefined" ? undefined : document;
      const { closeFocusId } = latest.current;
      return followOnboarding(actor, {
        id,
        ...(doc ? { document: doc } : {}),
        ...(closeFocusId ? { closeFocusId } : {}),
      });
    },
  });
}
