import { useEffect, useId, useRef } from "react";
import { assignmentCalls } from "../../clients/loyalty/assignments";
import { connectionCalls } from "../../clients/loyalty/connections";
import { listCalls } from "../../clients/loyalty/lists";
import type { LoyaltyContext } from "../../clients/loyalty/loyalty-context";
import { transactionCalls } from "../../clients/loyalty/transactions";
import {
  type AssignShoesApi,
  assignShoesData,
  assignShoesMachine,
  connectAssignShoes,
  createAssignShoesActors,
} from "../../machines/assign-shoes";
import { assignShoesMessages } from "../../machines/assign-shoes/assign-shoes.messages";
import { unassignedShoesQuery } from "../../machines/unassigned-shoes";
import { REFRESH_BALANCE_EVENT } from "../../rules/keys";
import { useMessages, useSolekit } from "../provider/solekit-context";
import { useMachineActor } from "../shared/use-machine-api";
import { accountBinding } from "./account-context";
import { refuseWithout } from "./account-refusal";
import { useAccountQuery } from "./use-account-query";
import { useChildren } from "./use-children";

const assignShoesCalls = (ctx: LoyaltyContext) =>
  assignmentCalls(ctx, { ...connectionCalls(ctx), ...listCalls(ctx), ...transactionCalls(ctx) });

const refreshBalance = () => {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(REFRESH_BALANCE_EVENT));
};

/** Options of {@link useAssignShoes}. */
export interface UseAssignShoesOptions {
  /** Closes the modal (close button, Escape). */
  onClose?: () => void;
  /** Base of the DOM ids. @default React's `useId()` */
  id?: string;
}

/**
 * The Assign Shoes modal (account-area §2, §7): an 'Assign child' select per unassigned pair (-1
 * skipped), every assignable pair listed (`assignShoesData`: as many as the checklist and the
 * panel count, those within 30 days first with '+$2'); Assign sends `assignItemsToChild` per child, then refreshes `Rewards`, `Balance`,
 * the unassigned lists and `ProfileConnections` and dispatches `omneo:refresh-balance` (the
 * header chip follows it). $2 per pair within 30 days; 'Something went wrong.' when a child's
 * wardrobe list cannot be found, every choice kept. The dialog props carry the focus handling.
 *
 * @example
 * ```tsx
 * const assign = useAssignShoes({ onClose });
 * <div {...assign.getDialogProps()}><form {...assign.getFormProps()}>
 *   {assign.shoes.map((s) => <select key={s.id} {...assign.getSelectProps(s.id)}>{assign.childOptions.map((o) =>
 *     <option key={o.value} value={o.value}>{o.label}</option>)}</select>)}
 *   <button {...assign.getSubmitButtonProps()}>Assign</button></form></div>
 * ```
 */
export function useAssignShoes(options: UseAssignShoesOptions = {}): AssignShoesApi {
  const messages = useMessages(assignShoesMessages);
  const generatedId = useId();
  const latest = useRef(options);
  latest.current = options;
  const { clock } = useSolekit();
  const unassigned = useAccountQuery(unassignedShoesQuery, transactionCalls);
  const children = useChildren();
  const { api, actorRef } = useMachineActor(assignShoesMachine, {
    provide: (runtime) => {
      const binding = accountBinding(runtime);
      const loyalty = binding.context(assignShoesCalls)?.loyalty ?? {
        assignItemsToChild: refuseWithout(binding),
      };
      return { actors: createAssignShoesActors(loyalty, binding.invalidate, refreshBalance) };
    },
    input: () => ({ messages }),
    connect: connectAssignShoes,
    options: { id: options.id ?? generatedId, messages, onClose: () => latest.current.onClose?.() },
  });
  const failure = [unassigned, children].find((query) => query.status === "error" && !query.data);
  useEffect(() => {
    if (failure?.error) actorRef.send({ type: "shoes.fail", error: failure.error });
    else if (unassigned.data && children.data) {
      const input = { shoes: unassigned.data, children: children.data, now: clock.now() };
      actorRef.send({ type: "shoes.load", data: assignShoesData(input) });
    }
  }, [actorRef, failure?.error, unassigned.data, children.data, clock]);
  return api;
}
