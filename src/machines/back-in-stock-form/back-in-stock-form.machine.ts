import { assign, enqueueActions, setup } from "xstate";
import { validateBackInStockEmail } from "../../rules/back-in-stock";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  BackInStockFormContext,
  BackInStockFormEvent,
  BackInStockOutcome,
  BackInStockRequest,
  BackInStockSubscribed,
} from "./back-in-stock-form.types";

type Of<T extends BackInStockFormEvent["type"]> = { event: Extract<BackInStockFormEvent, { type: T }> };

// What an event or an answer carries, handed to the actions as typed params (no casts).
const chosen = ({ event }: Of<"variant.change">) => event.variantId;
const typed = ({ event }: Of<"email.change">) => event.email;
const answered = ({ event }: { event: { output: BackInStockOutcome } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

// The machine's type is inferred here and named by BackInStockFormMachine below.
function buildBackInStockFormMachine() {
  return setup({
    types: {
      context: {} as BackInStockFormContext,
      events: {} as BackInStockFormEvent,
      emitted: {} as BackInStockSubscribed,
    },
    actors: {
      subscribeBackInStock: missingActor<BackInStockOutcome, BackInStockRequest>(
        "back-in-stock-form",
        "subscribeBackInStock",
      ),
    },
    guards: {
      emailInvalid: ({ context }) => validateBackInStockEmail(context.email) !== null,
      hasVariant: ({ context }) => context.variantId !== null,
      sent: (_, outcome: BackInStockOutcome) => outcome.sent,
    },
    actions: {
      chooseVariant: assign((_, variantId: string | null) => ({ variantId, isOpen: false, error: null })),
      reveal: assign({ isOpen: true }),
      typeEmail: assign((_, email: string) => ({ email, error: null })),
      showEmailError: assign({ error: { reason: "email" } }),
      // The variant subscribed is the one sent, even if the shopper switched size meanwhile.
      rememberSubscription: enqueueActions(({ context, self, enqueue }, outcome: BackInStockOutcome) => {
        const variantId = String(outcome.variantId);
        enqueue.assign({
          subscribedVariantIds: [...new Set([...context.subscribedVariantIds, variantId])],
          isOpen: false,
          error: null,
        });
        const subscribed: BackInStockSubscribed = { type: "backInStock.subscribed", variantId };
        enqueue.emit(subscribed);
        if (self._parent) enqueue.sendParent(subscribed);
      }),
      showSubscribeError: assign((_, error: unknown) => ({
        error: { reason: "refused", message: asError(error).message },
      })),
    },
  }).createMachine({
    id: "backInStockForm",
    context: { variantId: null, isOpen: false, email: "", error: null, subscribedVariantIds: [] },
    initial: "idle",
    on: {
      "variant.change": { actions: { type: "chooseVariant", params: chosen } },
      "emailBox.reveal": { actions: "reveal" },
      "email.change": { actions: { type: "typeEmail", params: typed } },
    },
    states: {
      idle: {
        on: {
          "email.submit": [
            { guard: "emailInvalid", actions: "showEmailError" },
            { guard: "hasVariant", target: "subscribing" },
          ],
        },
      },
      subscribing: {
        invoke: {
          src: "subscribeBackInStock",
          input: ({ context }) => ({ email: context.email.trim(), variantId: Number(context.variantId) }),
          onDone: [
            {
              guard: { type: "sent", params: answered },
              target: "idle",
              actions: { type: "rememberSubscription", params: answered },
            },
            // Storefront §8: a network failure is silent.
            { target: "idle" },
          ],
          onError: { target: "idle", actions: { type: "showSubscribeError", params: failure } },
        },
        // A double submit sends one request: "email.submit" is not handled here.
      },
    },
  });
}

/** The machine type of {@link backInStockFormMachine}. */
export type BackInStockFormMachine = ReturnType<typeof buildBackInStockFormMachine>;

/**
 * The back-in-stock form (storefront §4, §5, §8): `idle` ⇄ `subscribing`. The email is checked
 * with the spec's messages; a double submit sends one request; a network failure is silent; a
 * provider error shows its message. A subscription that lands is remembered for the page,
 * emitted as `backInStock.subscribed` and sent to the actor that spawned the form, if any.
 * Choosing another variant closes the box. The side effect is the injected actor
 * `subscribeBackInStock` (see `createBackInStockFormActors`).
 *
 * @example
 * ```ts
 * const form = createActor(
 *   backInStockFormMachine.provide({ actors: createBackInStockFormActors(backInStock) }),
 * ).start();
 * form.send({ type: "variant.change", variantId: "4242" });
 * form.send({ type: "email.change", email: "sam@example.com" });
 * form.send({ type: "email.submit" });
 * ```
 */
export const backInStockFormMachine: BackInStockFormMachine = buildBackInStockFormMachine();
