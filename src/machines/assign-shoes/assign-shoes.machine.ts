import { assign, emit, setup } from "xstate";
import type { TransactionItem } from "../../clients/loyalty";
import { assignmentReward } from "../../rules/rewards";
import { shoeAssignments } from "../../rules/unassigned-shoes";
import { asError } from "../shared/as-error";
import { missingActor } from "../shared/request";
import { assignShoesMessages } from "./assign-shoes.messages";
import type {
  AssignmentGroup,
  AssignShoesContext,
  AssignShoesEmitted,
  AssignShoesEvent,
  AssignShoesInput,
  AssignShoesResult,
} from "./assign-shoes.types";

/**
 * The submit's calls: the pairs with a child (entries at -1 skipped, `shoeAssignments`), one
 * group per child, each pair with its variant id.
 *
 * @example
 * ```ts
 * assignmentGroups({ 11: "7", 12: "-1" }, shoes); // [{ childId: 7, shoeIds: [11], variantIds: [5101] }]
 * ```
 */
export function assignmentGroups(
  choices: Readonly<Record<string, string>>,
  shoes: readonly TransactionItem[],
): AssignmentGroup[] {
  const byChild = new Map<string, { shoeIds: number[]; variantIds: number[] }>();
  for (const { shoeId, childId } of shoeAssignments(choices)) {
    const shoe = shoes.find((candidate) => String(candidate.id) === shoeId);
    if (!shoe) continue;
    const group = byChild.get(childId) ?? { shoeIds: [], variantIds: [] };
    group.shoeIds.push(shoe.id);
    group.variantIds.push(shoe.product_variant_id);
    byChild.set(childId, group);
  }
  return [...byChild].map(([childId, group]) => ({ childId: Number(childId), ...group }));
}

const resultOf = (event: unknown) => (event as { output: AssignShoesResult }).output;

// The machine's type is inferred here and named by AssignShoesMachine below.
function buildAssignShoesMachine() {
  return setup({
    types: {
      context: {} as AssignShoesContext,
      events: {} as AssignShoesEvent,
      input: {} as AssignShoesInput,
      emitted: {} as AssignShoesEmitted,
      tags: {} as "busy",
    },
    actors: {
      assignShoes: missingActor<AssignShoesResult, readonly AssignmentGroup[]>("assign-shoes", "assignShoes"),
    },
    guards: {
      nothingChosen: ({ context }) => assignmentGroups(context.choices, context.shoes).length === 0,
      someFailed: ({ event }) => resultOf(event).failed.length > 0,
    },
    actions: {
      // Choices of pairs still listed are kept; pairs that left the list (assigned) drop theirs.
      setData: assign(({ context, event }) => {
        if (event.type !== "shoes.load") return {};
        const { shoes, rewardedIds, children } = event.data;
        const listed = new Set(shoes.map((shoe) => String(shoe.id)));
        const choices = Object.fromEntries(
          Object.entries(context.choices).filter(([shoeId]) => listed.has(shoeId)),
        );
        return { shoes, rewardedIds, children, choices };
      }),
      setChoice: assign(({ context, event }) =>
        event.type === "child.select"
          ? { choices: { ...context.choices, [String(event.shoeId)]: event.childId }, formError: null }
          : {},
      ),
      refuseNothingChosen: assign(({ context }) => ({ formError: context.messages.assignChooseChild })),
      clearMessages: assign({ formError: null, error: null, outcome: null }),
      // Which pairs earn a reward is read as they are sent: the lists refresh before the answer.
      rememberRewarded: assign(({ context }) => ({ sentRewardedIds: context.rewardedIds })),
      // The pairs assigned leave; a failed pair keeps its child, so a retry sends only those.
      keepFailedChoices: assign(({ context, event }) => {
        const { assigned, failed } = resultOf(event);
        const gone = new Set(assigned.map(String));
        return {
          choices: Object.fromEntries(Object.entries(context.choices).filter(([id]) => !gone.has(id))),
          formError: context.messages.assignSomeFailed.replace(
            "{count}",
            failed.length === 1
              ? context.messages.pairsOne
              : context.messages.pairs.replace("{count}", String(failed.length)),
          ),
          outcome: outcomeOf(context, assigned),
        };
      }),
      recordOutcome: assign(({ context, event }) => ({
        choices: {},
        outcome: outcomeOf(context, resultOf(event).assigned),
      })),
      announceDone: emit(({ context }) => ({
        type: "assign.done" as const,
        pairs: context.outcome?.pairs ?? 0,
        reward: context.outcome?.reward ?? 0,
      })),
      // Every choice is kept: the shopper only presses Assign again.
      setError: assign(({ context, event }) => ({
        error: asError((event as { error?: unknown }).error),
        formError: context.messages.somethingWentWrong,
      })),
    },
  }).createMachine({
    id: "assignShoes",
    context: ({ input }) => ({
      shoes: [],
      rewardedIds: [],
      sentRewardedIds: [],
      children: [],
      choices: {},
      formError: null,
      error: null,
      outcome: null,
      messages: input.messages ?? assignShoesMessages,
    }),
    initial: "idle",
    on: {
      "shoes.load": { actions: "setData" },
    },
    states: {
      idle: {
        on: {
          "shoes.load": { target: "editing", actions: "setData" },
          "shoes.fail": { target: "failed", actions: "setError" },
        },
      },
      editing: {
        on: {
          "child.select": { actions: "setChoice" },
          "assign.submit": [
            { guard: "nothingChosen", actions: "refuseNothingChosen" },
            { target: "submitting" },
          ],
        },
      },
      submitting: {
        tags: ["busy"],
        entry: ["clearMessages", "rememberRewarded"],
        // A write once sent finishes; choosing goes on meanwhile, and a second Assign is the same
        // submit (merged), never a second batch of the same pairs.
        on: {
          "child.select": { actions: "setChoice" },
          "assign.submit": {},
        },
        invoke: {
          src: "assignShoes",
          input: ({ context }) => assignmentGroups(context.choices, context.shoes),
          onDone: [
            { guard: "someFailed", target: "failed", actions: "keepFailedChoices" },
            { target: "done", actions: ["recordOutcome", "announceDone"] },
          ],
          onError: { target: "failed", actions: "setError" },
        },
      },
      failed: {
        on: {
          "shoes.load": { target: "editing", actions: "setData" },
          "child.select": { target: "editing", actions: "setChoice" },
          "assign.submit": [
            { guard: "nothingChosen", target: "editing", actions: "refuseNothingChosen" },
            { target: "submitting" },
          ],
        },
      },
      done: {
        on: {
          "child.select": { target: "editing", actions: ["clearMessages", "setChoice"] },
        },
      },
    },
  });
}

function outcomeOf(context: AssignShoesContext, assigned: readonly number[]) {
  const rewarded = new Set(context.sentRewardedIds);
  return {
    pairs: assigned.length,
    reward: assignmentReward(assigned.filter((id) => rewarded.has(id)).length),
  };
}

/** The Assign Shoes machine's type. */
export type AssignShoesMachine = ReturnType<typeof buildAssignShoesMachine>;

/**
 * The Assign Shoes modal (account-area §2, §7 `assignItemsToChild`): `idle` until the pairs and
 * children load (`shoes.load`), then `editing` an 'Assign child' choice per pair; entries left at
 * -1 are skipped. `assign.submit` sends one `assignItemsToChild` per child through the injected
 * `assignShoes` actor (`submitting`), then `done` (emits `assign.done` with the pairs and the $2
 * per pair within 30 days) or `failed`: a failure keeps every choice and says 'Something went
 * wrong.'; a partial failure keeps the failed pairs' choices for a retry. Provide its actors with
 * `createAssignShoesActors`.
 *
 * @example
 * ```ts
 * const actor = createActor(assignShoesMachine.provide({ actors }), { input: {} }).start();
 * actor.send({ type: "shoes.load", data: { shoes, rewardedIds, children } });
 * actor.send({ type: "child.select", shoeId: shoes[0].id, childId: "7" });
 * actor.send({ type: "assign.submit" });
 * ```
 */
export const assignShoesMachine: AssignShoesMachine = buildAssignShoesMachine();
