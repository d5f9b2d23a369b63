import { useId, useRef } from "react";
import { claimCalls } from "../../clients/loyalty/claims";
import type { LoyaltyContext } from "../../clients/loyalty/loyalty-context";
import { storeCalls } from "../../clients/loyalty/stores";
import {
  type ClaimTransactionApi,
  claimTransactionMachine,
  connectClaimTransaction,
  createClaimTransactionActors,
  followClaimTransaction,
} from "../../machines/claim-transaction";
import { claimTransactionMessages } from "../../machines/claim-transaction/claim-transaction.messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { accountFlowServices } from "./account-flow";
import { refuseWithout } from "./account-refusal";

const claimFormCalls = (ctx: LoyaltyContext) => ({ ...storeCalls(ctx), ...claimCalls(ctx) });

/** Options of {@link useClaimTransaction}. */
export interface UseClaimTransactionOptions {
  /** Closes the modal (close button, Cancel, Escape). */
  onClose?: () => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * Claim a transaction (account-area §2 "Side modals", §4, §5): transaction date, store (from
 * `/geolocation`, a leading 'SNS' stripped), receipt reference and amount, all required, amount
 * numeric; submit sends once (show a spinner while `isBusy`); `successMessage` is 'Transaction
 * Created' for 10 s after the claim lands, and the form clears; a failure shows 'Something went
 * wrong.' and keeps what was typed. A refused submit moves focus to the first field in error.
 *
 * @example
 * ```tsx
 * const claim = useClaimTransaction({ onClose });
 * <form {...claim.getFormProps()}>
 *   <label {...claim.getLabelProps("receiptRef")}>{claim.labels.receiptRef}</label>
 *   <input {...claim.getFieldProps("receiptRef")} />
 *   <button {...claim.getSubmitButtonProps()}>{claim.isBusy ? "Submitting…" : "Submit claim"}</button>
 *   <p role="status">{claim.successMessage}</p>
 * </form>
 * ```
 */
export function useClaimTransaction(options: UseClaimTransactionOptions = {}): ClaimTransactionApi {
  const messages = useMessages(claimTransactionMessages);
  const generatedId = useId();
  const id = options.id ?? generatedId;
  const latest = useRef(options);
  latest.current = options;
  return useMachineApi(claimTransactionMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const refuse = refuseWithout(binding);
      const loyalty = binding.context(claimFormCalls)?.loyalty ?? { getStores: refuse, createClaim: refuse };
      const { loadProfile, invalidate } = accountFlowServices(runtime);
      return { actors: createClaimTransactionActors({ loyalty, loadProfile, invalidate }) };
    },
    input: (runtime) => ({ messages, now: () => runtime.clock.now() }),
    connect: connectClaimTransaction,
    options: { id, messages, onClose: () => latest.current.onClose?.() },
    start: (actor) =>
      followClaimTransaction(actor, { id, ...(typeof document === "undefined" ? {} : { document }) }),
  });
}
