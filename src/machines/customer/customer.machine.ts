import { assign, emit, fromCallback, setup } from "xstate";
import type { RewardBalance } from "../../clients/loyalty/schemas/reward.schemas";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type { CustomerContext, CustomerEmitted, CustomerEvent, CustomerInput } from "./customer.types";

// What the balance call answers, handed to the actions as typed params (no casts).
const balance = ({ event }: { event: { output: RewardBalance } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

/** The rewards chip refreshes this long after the page loads (account-area §2, §9). */
export const BALANCE_REFRESH_DELAY_MS = 2000;

// The machine's type is inferred here and named by CustomerMachine below.
function buildCustomerMachine() {
  return setup({
    types: {
      context: {} as CustomerContext,
      events: {} as CustomerEvent,
      input: {} as CustomerInput,
      emitted: {} as CustomerEmitted,
    },
    actors: {
      loadBalance: missingActor<RewardBalance>("customer", "loadBalance"),
      // Report browser events; provided by the host (see `createCustomerImplementations`).
      watchSignIn: fromCallback<CustomerEvent>(() => undefined),
      watchSignOut: fromCallback<CustomerEvent>(() => undefined),
      watchBalanceRefresh: fromCallback<CustomerEvent>(() => undefined),
    },
    guards: {
      isLoggedIn: ({ context }) => context.customer?.logged === true,
    },
    actions: {
      setBalance: assign((_, balance: RewardBalance) => ({
        rewardBalance: balance.reward_balance,
        error: null,
      })),
      setError: assign((_, thrown: unknown) => ({ error: asError(thrown) })),
      // An ended session leaves nothing of the customer's on the page while it unloads.
      forgetCustomer: assign({ customer: null, rewardBalance: null, error: null }),
      // Page-wide work that starts with a member's session (the guest wishlist sync) listens for this.
      announceMember: emit({ type: "session.member" } as const),
      // Provided by the host: tell other tabs, reload for their sign-in, leave for the logout page.
      announceSignIn: () => undefined,
      announceSignOut: () => undefined,
      reloadPage: () => undefined,
      endSession: () => undefined,
      leaveSession: () => undefined,
    },
    delays: {
      balanceRefresh: BALANCE_REFRESH_DELAY_MS,
    },
  }).createMachine({
    id: "customer",
    context: ({ input }) => ({ customer: input.customer, rewardBalance: null, error: null }),
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "isLoggedIn", target: "member" }, { target: "guest" }],
      },
      guest: {
        // A login link opened in another tab signs this one in too: the page reloads to get
        // the session the storefront now renders.
        invoke: { src: "watchSignIn" },
        on: { "session.signedInElsewhere": { actions: "reloadPage" } },
      },
      member: {
        entry: ["announceSignIn", "announceMember"],
        invoke: [{ src: "watchBalanceRefresh" }, { src: "watchSignOut" }],
        on: {
          // The loyalty service refused the session: every tab of the browser leaves it.
          "session.unauthorised": { target: "loggedOut", actions: ["announceSignOut", "endSession"] },
          // Logged out in another tab: this one forgets the account's data and leaves too.
          "session.signedOutElsewhere": { target: "loggedOut", actions: "leaveSession" },
        },
        initial: "loadingBalance",
        states: {
          loadingBalance: {
            invoke: {
              src: "loadBalance",
              onDone: { target: "waiting", actions: { type: "setBalance", params: balance } },
              onError: { target: "waiting", actions: { type: "setError", params: failure } },
            },
            on: { "balance.refresh": { target: "loadingBalance", reenter: true } },
          },
          // The first refresh comes 2 s after load; later ones on the refresh-balance event.
          waiting: {
            after: { balanceRefresh: "refreshing" },
            on: { "balance.refresh": "refreshing" },
          },
          refreshing: {
            invoke: {
              src: "loadBalance",
              onDone: { target: "shown", actions: { type: "setBalance", params: balance } },
              onError: { target: "shown", actions: { type: "setError", params: failure } },
            },
            on: { "balance.refresh": { target: "refreshing", reenter: true } },
          },
          shown: {
            on: { "balance.refresh": "refreshing" },
          },
        },
      },
      loggedOut: {
        entry: "forgetCustomer",
      },
    },
  });
}

/** The customer session's machine type. */
export type CustomerMachine = ReturnType<typeof buildCustomerMachine>;

/**
 * The page's customer session (storefront §3, account-area §2): guest or member. A member's
 * reward balance loads at once and again 2 s later and on `omneo:refresh-balance`; a refused
 * refreshed token (a second 401) ends the session. A guest tab follows a sign-in in another tab;
 * a member tab follows a logout in another tab (it forgets the customer and leaves the page).
 * Provide its implementations with `createCustomerImplementations`.
 *
 * @example
 * ```ts
 * const actor = createActor(customerMachine.provide(createCustomerImplementations(options)), {
 *   input: { customer: config.customer },
 * }).start();
 * ```
 */
export const customerMachine: CustomerMachine = buildCustomerMachine();
