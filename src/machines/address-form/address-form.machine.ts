import { and, assign, emit, raise, setup } from "xstate";
import type { LoyaltyAddress } from "../../clients/loyalty";
import { buildAddressPayload, placeAddressServiceErrors, validateAddress } from "../../rules/addresses";
import { accountAddressesMessages } from "../../rules/messages";
import { asError, validationMessageOf } from "../shared/as-error";
import { missingActor } from "../shared/request";
import type {
  AddressFormContext,
  AddressFormEmitted,
  AddressFormEvent,
  AddressFormInput,
  AddressFormTextField,
  AddressFormValues,
  AddressSaveRequest,
} from "./address-form.types";

const emptyValues: AddressFormValues = {
  first_name: "",
  last_name: "",
  address_line_1: "",
  address_line_2: "",
  city: "",
  state: "",
  postcode: "",
  country: "",
  is_default: false,
};

const valuesOf = (address: LoyaltyAddress | null | undefined): AddressFormValues =>
  address
    ? {
        first_name: address.meta.first_name,
        last_name: address.meta.last_name,
        address_line_1: address.address_line_1,
        address_line_2: address.address_line_2 ?? "",
        city: address.city,
        state: address.state,
        postcode: address.postcode,
        country: address.country,
        is_default: address.is_default,
      }
    : emptyValues;

const missing = (context: AddressFormContext) => validateAddress(context.values, context.messages);

const sameValues = (a: AddressFormValues, b: AddressFormValues) =>
  (Object.keys(a) as (keyof AddressFormValues)[]).every((key) => a[key] === b[key]);

// What an event carries, handed to the actions as typed params (no casts, no `event.type` checks).
const fieldChange = ({ event }: { event: Extract<AddressFormEvent, { type: "field.change" }> }) => event;
const primarySet = ({ event }: { event: Extract<AddressFormEvent, { type: "primary.set" }> }) => event.on;
const saved = ({ event }: { event: { output: LoyaltyAddress } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

// The machine's type is inferred here and named by AddressFormMachine below.
function buildAddressFormMachine() {
  return setup({
    types: {
      context: {} as AddressFormContext,
      events: {} as AddressFormEvent,
      input: {} as AddressFormInput,
      emitted: {} as AddressFormEmitted,
      tags: {} as "busy",
    },
    actors: {
      saveAddress: missingActor<LoyaltyAddress, AddressSaveRequest>("address-form", "saveAddress"),
    },
    guards: {
      hasMissingFields: ({ context }) => Object.keys(missing(context)).length > 0,
      changedWhileSaving: ({ context }) => context.sent !== null && !sameValues(context.sent, context.values),
      resubmitQueued: ({ context }) => context.resubmit,
    },
    actions: {
      setField: assign(({ context }, change: { field: AddressFormTextField; value: string }) => {
        const { [change.field as keyof AddressFormContext["fieldErrors"]]: _fixed, ...fieldErrors } =
          context.fieldErrors;
        return { values: { ...context.values, [change.field]: change.value }, fieldErrors };
      }),
      setPrimary: assign(({ context }, on: boolean) => ({ values: { ...context.values, is_default: on } })),
      refuseMissing: assign(({ context }) => ({
        fieldErrors: missing(context),
        formError: null,
        outage: false,
        error: null,
      })),
      // Focus goes to the summary when it has something to list, else to the form's message.
      announceRefusal: emit(({ context }) => ({
        type: "address.refused" as const,
        focus: context.outage ? ("message" as const) : ("summary" as const),
      })),
      rememberSent: assign(({ context }) => ({
        sent: context.values,
        resubmit: false,
        fieldErrors: {},
        formError: null,
        outage: false,
        error: null,
      })),
      queueResubmit: assign({ resubmit: true }),
      forgetResubmit: assign({ resubmit: false }),
      resubmit: raise({ type: "address.submit" } as const),
      // A created address is edited from now on: a later save updates it instead of adding another.
      adoptSaved: assign((_, address: LoyaltyAddress) => ({ saved: address, id: address.id, sent: null })),
      announceSaved: emit((_, address: LoyaltyAddress) => ({ type: "address.saved", address }) as const),
      // A validation answer: the service's field errors under their fields, and its message in
      // the summary when no field takes it. Anything else (an outage, the network) is not the
      // customer's mistake: the catalogue's message, outside "Please check the following".
      setError: assign(({ context }, thrown: unknown) => {
        const error = asError(thrown);
        const message = validationMessageOf(error);
        if (message === null) {
          return { error, sent: null, outage: true, formError: context.messages.addressSaveFailed };
        }
        const placed = placeAddressServiceErrors(error.fieldErrors);
        const placedAny = Object.keys(placed.fields).length > 0;
        return {
          error,
          sent: null,
          outage: false,
          fieldErrors: placed.fields,
          formError: placed.unplaced[0] ?? (placedAny ? null : message),
        };
      }),
    },
  }).createMachine({
    id: "addressForm",
    context: ({ input }) => ({
      id: input.address?.id ?? null,
      values: valuesOf(input.address),
      sent: null,
      resubmit: false,
      fieldErrors: {},
      formError: null,
      outage: false,
      error: null,
      saved: null,
      messages: input.messages ?? accountAddressesMessages,
    }),
    initial: "editing",
    states: {
      editing: {
        on: {
          "field.change": { actions: { type: "setField", params: fieldChange } },
          "primary.set": { actions: { type: "setPrimary", params: primarySet } },
          "address.submit": [
            { guard: "hasMissingFields", actions: ["refuseMissing", "announceRefusal"] },
            { target: "saving" },
          ],
        },
      },
      saving: {
        tags: ["busy"],
        entry: "rememberSent",
        // The save is never superseded (a write once sent finishes): typing goes on meanwhile,
        // and a second submit is held until the first answers, never sent alongside it.
        on: {
          "field.change": { actions: { type: "setField", params: fieldChange } },
          "primary.set": { actions: { type: "setPrimary", params: primarySet } },
          "address.submit": { actions: "queueResubmit" },
        },
        invoke: {
          src: "saveAddress",
          input: ({ context }) => ({ id: context.id, payload: buildAddressPayload(context.values) }),
          onDone: [
            {
              guard: and(["changedWhileSaving", "resubmitQueued"]),
              target: "editing",
              actions: [{ type: "adoptSaved", params: saved }, "forgetResubmit", "resubmit"],
            },
            {
              guard: "changedWhileSaving",
              target: "editing",
              actions: { type: "adoptSaved", params: saved },
            },
            {
              target: "saved",
              actions: [
                { type: "adoptSaved", params: saved },
                { type: "announceSaved", params: saved },
              ],
            },
          ],
          onError: {
            target: "editing",
            actions: [{ type: "setError", params: failure }, "forgetResubmit", "announceRefusal"],
          },
        },
      },
      saved: {
        on: {
          "field.change": { target: "editing", actions: { type: "setField", params: fieldChange } },
          "primary.set": { target: "editing", actions: { type: "setPrimary", params: primarySet } },
          "address.submit": { target: "saving" },
        },
      },
    },
  });
}

/** The address form machine's type. */
export type AddressFormMachine = ReturnType<typeof buildAddressFormMachine>;

/**
 * The address form (account-area §4 "Address form", §5 "Address"): first name, last name,
 * address line 1, city, state, postcode and country are required (each missing one gets its
 * message, and the machine emits `address.refused` so the error summary can take focus);
 * address line 2 is optional; 'Set as primary address' is `is_default` (false unchecked).
 * Submitting saves through the injected `saveAddress` actor — an update with an id, otherwise a
 * create — and emits `address.saved` when it lands (the host closes its modal). A failure keeps
 * every value: a validation answer puts the service's field errors under their fields (its
 * message in the summary when no field takes it); an outage or the network shows the
 * catalogue's message instead, never as one of "the following" to check. A submit while a save runs is never sent
 * alongside it: if the values changed meanwhile, the form saves them again once the first save
 * has answered (as an update of the address it created); otherwise it is the same save. Provide
 * its actors with `createAddressFormActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(addressFormMachine.provide({ actors }), { input: { address: null } }).start();
 * actor.on("address.saved", () => closeModal());
 * actor.send({ type: "field.change", field: "first_name", value: "Jess" });
 * actor.send({ type: "address.submit" });
 * ```
 */
export const addressFormMachine: AddressFormMachine = buildAddressFormMachine();
