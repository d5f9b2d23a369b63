import type { SnapshotFrom } from "xstate";
import { customerFormGetters } from "../customer-token/customer-token.form";
import type { CustomerInputProps } from "../customer-token/customer-token.types";
import { modalDialogProps } from "../shared/dialog";
import { domIds } from "../shared/dom-ids";
import type { ChangeEventLike, EventLike } from "../shared/events";
import { mergeProps } from "../shared/merge-props";
import type { ClaimTransactionMachine } from "./claim-transaction.machine";
import { claimTransactionMessages } from "./claim-transaction.messages";
import type {
  ClaimField,
  ClaimTransactionApi,
  ClaimTransactionConnectOptions,
  ClaimTransactionEvent,
} from "./claim-transaction.types";

type TextField = Exclude<ClaimField, "storeCode">;

const INPUTS: Record<TextField, Pick<CustomerInputProps, "type" | "autoComplete">> = {
  transactedAt: { type: "date", autoComplete: "off" },
  receiptRef: { type: "text", autoComplete: "off" },
  amount: { type: "text", autoComplete: "off" },
};

/**
 * Turns a claim snapshot into the claim modal's API: the values, each field's message, the
 * stores for the select, 'Transaction Created' while it shows, 'Something went wrong.' after a
 * failure that places no message (the service's field errors go under their fields), and prop
 * getters for the dialog (focus in, Tab kept inside, Escape closes, focus back to the opener),
 * the form, its fields, the store select and the submit button.
 *
 * @example
 * ```ts
 * const api = connectClaimTransaction(actor.getSnapshot(), actor.send, { id: "claim", onClose });
 * api.getStoreSelectProps(); // { id: "claim-field-storeCode", value: "", … }
 * ```
 */
export function connectClaimTransaction(
  snapshot: SnapshotFrom<ClaimTransactionMachine>,
  send: (event: ClaimTransactionEvent) => void,
  options: ClaimTransactionConnectOptions = {},
): ClaimTransactionApi {
  const messages = options.messages ?? claimTransactionMessages;
  const ids = domIds(options.id ?? "claim-transaction");
  const { context } = snapshot;
  const isBusy = snapshot.hasTag("busy");
  const isCreated = snapshot.matches({ form: "created" });
  const { fieldErrors, formError } = context;
  const setField = (field: ClaimField, value: string) => send({ type: "field.change", field, value });
  const submit = () => send({ type: "claim.submit" });
  const close = () => options.onClose?.();
  const getters = customerFormGetters<TextField, ClaimField>({
    ids,
    isBusy,
    fieldErrors,
    inputs: INPUTS,
    value: (field) => context.values[field],
    change: setField,
    submit,
  });
  return {
    status: isBusy ? "loading" : context.error ? "error" : isCreated ? "success" : "idle",
    error: context.error,
    // Always the catalogue's words (the service's own text rides in `error` and under fields).
    errorMessage: context.error ? messages.somethingWentWrong : null,
    title: messages.claimTransaction,
    isBusy,
    successMessage: isCreated ? messages.transactionCreated : null,
    values: context.values,
    fieldErrors,
    formError,
    stores: context.stores ?? [],
    storesLoading: snapshot.matches({ stores: "loading" }),
    storesError: context.storesError ? messages.somethingWentWrong : null,
    labels: {
      transactedAt: messages.claimDateLabel,
      storeCode: messages.claimStoreLabel,
      receiptRef: messages.claimReceiptLabel,
      amount: messages.claimAmountLabel,
    },
    setField,
    submit,
    retryStores: () => send({ type: "stores.retry" }),
    ...getters,
    getStoreSelectProps: (props) =>
      mergeProps(
        {
          id: ids("field", "storeCode"),
          name: "storeCode" as const,
          value: context.values.storeCode,
          "aria-invalid": fieldErrors.storeCode !== undefined,
          "aria-describedby": fieldErrors.storeCode ? ids("error", "storeCode") : undefined,
          onChange: (event: ChangeEventLike) => setField("storeCode", event.target.value),
        },
        props,
      ),
    getDialogProps: (props) =>
      mergeProps(
        modalDialogProps({
          dialogId: ids("dialog"),
          titleId: ids("title"),
          initialFocusId: ids("field", "transactedAt"),
          onClose: close,
        }),
        props,
      ),
    getTitleProps: (props) => mergeProps({ id: ids("title"), tabIndex: -1 as const }, props),
    getCloseButtonProps: (props) =>
      mergeProps({ type: "button" as const, onClick: (_event: EventLike) => close() }, props),
  };
}
