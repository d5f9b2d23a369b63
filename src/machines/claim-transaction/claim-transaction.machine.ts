import { assign, emit, setup } from "xstate";
import type { LoyaltyStore, StoreTransaction } from "../../clients/loyalty";
import { type ClaimForm, claimLatestDate, placeClaimServiceErrors, validateClaim } from "../../rules/claims";
import { storeName } from "../../rules/stores";
import { asError } from "../shared/as-error";
import { answer, carried, thrown } from "../shared/params";
import { missingActor } from "../shared/request";
import { claimTransactionMessages } from "./claim-transaction.messages";
import type {
  ClaimField,
  ClaimRequest,
  ClaimStoreOption,
  ClaimTransactionContext,
  ClaimTransactionEmitted,
  ClaimTransactionEvent,
  ClaimTransactionInput,
} from "./claim-transaction.types";

/** How long 'Transaction Created' shows (account-area §4, §9: message auto-clear 10 s). */
export const CLAIM_MESSAGE_MS = 10_000;

const FIELDS: readonly ClaimField[] = ["transactedAt", "storeCode", "receiptRef", "amount"];

const emptyForm: ClaimForm = { transactedAt: "", storeCode: "", receiptRef: "", amount: "" };

// The chosen store's time zone, for the request and for the latest date its receipt can carry.
const storeTimeZone = (context: ClaimTransactionContext) =>
  context.stores?.find((store) => store.code === context.values.storeCode)?.timeZone;

const errorsOf = (context: ClaimTransactionContext) =>
  validateClaim(context.values, context.messages, claimLatestDate(context.now(), storeTimeZone(context)));

/**
 * The claim form's stores: names with a leading 'SNS' stripped, sorted by name.
 *
 * @example
 * ```ts
 * claimStoreOptions([{ id: 1, name: "SNS Chadstone", external_code: "1001", timezone: "Australia/Melbourne" }]);
 * // [{ code: "1001", name: "Chadstone", timeZone: "Australia/Melbourne" }]
 * ```
 */
export function claimStoreOptions(stores: readonly LoyaltyStore[]): ClaimStoreOption[] {
  return stores
    .map((store) => ({ code: store.external_code, name: storeName(store.name), timeZone: store.timezone }))
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU"));
}

// What an event carries or an actor answers, handed to the actions as typed params.
const edit = carried<Extract<ClaimTransactionEvent, { type: "field.change" }>>();
const created = answer<StoreTransaction>();
const storesLoaded = answer<readonly LoyaltyStore[]>();

// The machine's type is inferred here and named by ClaimTransactionMachine below.
function buildClaimTransactionMachine() {
  return setup({
    types: {
      context: {} as ClaimTransactionContext,
      events: {} as ClaimTransactionEvent,
      input: {} as ClaimTransactionInput,
      emitted: {} as ClaimTransactionEmitted,
      tags: {} as "busy",
    },
    actors: {
      loadStores: missingActor<readonly LoyaltyStore[]>("claim-transaction", "loadStores"),
      createClaim: missingActor<StoreTransaction, ClaimRequest>("claim-transaction", "createClaim"),
    },
    guards: {
      hasErrors: ({ context }) => Object.keys(errorsOf(context)).length > 0,
    },
    delays: {
      // A named delay, so a host (or a test) can shorten it with `provide({ delays })`.
      messageTimeout: CLAIM_MESSAGE_MS,
    },
    actions: {
      setField: assign(({ context }, change: { field: ClaimField; value: string }) => {
        const { [change.field]: _fixed, ...fieldErrors } = context.fieldErrors;
        return { values: { ...context.values, [change.field]: change.value }, fieldErrors };
      }),
      // A new submit starts clean: the last answer's messages spoke of what was sent then.
      refuse: assign(({ context }) => ({ fieldErrors: errorsOf(context), formError: null, error: null })),
      announceRefusal: emit(({ context }) => ({
        type: "claim.refused" as const,
        field: FIELDS.find((field) => context.fieldErrors[field]) ?? ("form" as const),
      })),
      rememberSent: assign(({ context }) => ({
        sent: context.values,
        fieldErrors: {},
        formError: null,
        error: null,
        created: null,
      })),
      // The form clears, except what was typed while the claim was on its way.
      clearForm: assign(({ context }, transaction: StoreTransaction) => {
        const sent = context.sent ?? emptyForm;
        const values = Object.fromEntries(
          FIELDS.map((field) => [field, context.values[field] === sent[field] ? "" : context.values[field]]),
        ) as unknown as ClaimForm;
        return { values, sent: null, created: transaction };
      }),
      announceCreated: emit(({ context }) => ({
        type: "claim.created" as const,
        transaction: context.created as StoreTransaction,
      })),
      forgetCreated: assign({ created: null }),
      // Every value is kept: the service's field errors go under their fields and a message no
      // field takes below the form; with neither, 'Something went wrong.' (account-area §8).
      setError: assign(({ context }, thrownError: unknown) => {
        const error = asError(thrownError);
        const { fields, unplaced } = placeClaimServiceErrors(error.fieldErrors);
        const placedAny = Object.keys(fields).length > 0;
        return {
          error,
          sent: null,
          fieldErrors: fields,
          formError: unplaced[0] ?? (placedAny ? null : context.messages.somethingWentWrong),
        };
      }),
      setStores: assign((_, stores: readonly LoyaltyStore[]) => ({
        stores: claimStoreOptions(stores),
        storesError: null,
      })),
      setStoresError: assign((_, thrownError: unknown) => ({ storesError: asError(thrownError) })),
    },
  }).createMachine({
    id: "claimTransaction",
    context: ({ input }) => ({
      values: emptyForm,
      sent: null,
      fieldErrors: {},
      formError: null,
      error: null,
      stores: null,
      storesError: null,
      created: null,
      messages: input.messages ?? claimTransactionMessages,
      now: input.now ?? Date.now,
    }),
    type: "parallel",
    states: {
      stores: {
        initial: "loading",
        states: {
          loading: {
            invoke: {
              src: "loadStores",
              onDone: { target: "ready", actions: { type: "setStores", params: storesLoaded } },
              onError: { target: "failed", actions: { type: "setStoresError", params: thrown } },
            },
          },
          ready: {},
          failed: { on: { "stores.retry": { target: "loading" } } },
        },
      },
      form: {
        initial: "editing",
        states: {
          editing: {
            on: {
              "field.change": { actions: { type: "setField", params: edit } },
              "claim.submit": [
                { guard: "hasErrors", actions: ["refuse", "announceRefusal"] },
                { target: "submitting" },
              ],
            },
          },
          submitting: {
            tags: ["busy"],
            entry: "rememberSent",
            // Sent once: a second submit while it runs is the same claim (merged). Typing goes on.
            on: {
              "field.change": { actions: { type: "setField", params: edit } },
              "claim.submit": {},
            },
            invoke: {
              src: "createClaim",
              input: ({ context }) => ({
                form: context.values,
                timeZone: storeTimeZone(context) ?? "",
              }),
              onDone: {
                target: "created",
                actions: [{ type: "clearForm", params: created }, "announceCreated"],
              },
              onError: {
                target: "editing",
                actions: [{ type: "setError", params: thrown }, "announceRefusal"],
              },
            },
          },
          created: {
            after: { messageTimeout: { target: "editing", actions: "forgetCreated" } },
            on: {
              "field.change": { actions: { type: "setField", params: edit } },
              "claim.submit": [
                {
                  guard: "hasErrors",
                  target: "editing",
                  actions: ["forgetCreated", "refuse", "announceRefusal"],
                },
                { target: "submitting" },
              ],
            },
          },
        },
      },
    },
  });
}

/** The claim machine's type. */
export type ClaimTransactionMachine = ReturnType<typeof buildClaimTransactionMachine>;

/**
 * Claim a transaction (account-area §2 "Side modals", §4 "Claim modal", §5 "Claim"): the stores
 * load from `/geolocation` (a leading 'SNS' stripped); date, store, receipt reference and amount
 * are all required, the date no later than today where the store is, and the amount numeric
 * (`validateClaim`). Submit sends once (`submitting`,
 * tagged `busy` for the spinner); success shows 'Transaction Created', clears the form and hides
 * the message after the named `messageTimeout` delay (10 s); a failure keeps every value, puts
 * the service's field errors under their fields (`placeClaimServiceErrors`; `claim.refused`
 * names the first, for focus) and shows 'Something went wrong.' when none is placed. Provide its
 * actors with `createClaimTransactionActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(claimTransactionMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "field.change", field: "receiptRef", value: "1001-300004" });
 * actor.send({ type: "claim.submit" });
 * ```
 */
export const claimTransactionMachine: ClaimTransactionMachine = buildClaimTransactionMachine();
