import type { SnapshotFrom } from "xstate";
import type { SliceStatus } from "../shared/connect";
import { domIds } from "../shared/dom-ids";
import { customerFormGetters } from "./customer-token.form";
import type { CustomerTokenMachine } from "./customer-token.machine";
import type {
  CustomerInputProps,
  CustomerTokenApi,
  CustomerTokenConnectOptions,
  CustomerTokenEvent,
  CustomerTokenField,
} from "./customer-token.types";

const INPUTS: Record<CustomerTokenField, Pick<CustomerInputProps, "type" | "autoComplete">> = {
  email: { type: "email", autoComplete: "email" },
  password: { type: "password", autoComplete: "current-password" },
};

/**
 * Turns a storefront password sign-in snapshot into its public API: the consumer contract,
 * whether a token is stored, what was typed, each field's message and prop getters.
 *
 * @example
 * ```ts
 * const actor = createActor(customerTokenMachine.provide({ actors }), { input: {} }).start();
 * actor.subscribe((snapshot) => render(connectCustomerToken(snapshot, actor.send, { id: "shop-sign-in" })));
 * ```
 */
export function connectCustomerToken(
  snapshot: SnapshotFrom<CustomerTokenMachine>,
  send: (event: CustomerTokenEvent) => void,
  options: CustomerTokenConnectOptions = {},
): CustomerTokenApi {
  const ids = domIds(options.id ?? "customer-token");
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const hasToken = snapshot.matches("signedIn");
  const { form, ...fieldErrors } = context.errors;
  const status: SliceStatus = isBusy ? "loading" : context.error ? "error" : hasToken ? "success" : "idle";
  return {
    status,
    error: context.error,
    errorMessage: form ?? null,
    hasToken,
    expiresAt: context.expiresAt,
    isBusy,
    email: context.email,
    password: context.password,
    fieldErrors,
    formError: form ?? null,
    setField: (field, value) => send({ type: "field.change", field, value }),
    submit: () => send({ type: "credentials.submit" }),
    forget: () => send({ type: "token.forget" }),
    ...customerFormGetters<CustomerTokenField>({
      ids,
      isBusy,
      fieldErrors,
      inputs: INPUTS,
      value: (field) => context[field],
      change: (field, value) => send({ type: "field.change", field, value }),
      submit: () => send({ type: "credentials.submit" }),
    }),
  };
}
