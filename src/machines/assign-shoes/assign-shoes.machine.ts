import { assign, emit, setup } from "xstate";
import type { TransactionItem } from "../../clients/loyalty";
import { assignmentReward } from "../../rules/rewards";
import { shoeAssignments } from "../../rules/unassigned-shoes";
import { asError } from "../shared/as-error";
import { answer, thrown } from "../shared/params";
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

// What an event carries or the call answers, handed to guards and actions as typed params (no
// casts, no `event.type` checks).
type Carried<TType extends AssignShoesEvent["type"]> = { event: Extract<AssignShoesEvent, { type: TType }> };
const result = answer<AssignShoesResult>();
const loaded = ({ event }: Carried<"shoes.load">) => event.data;
const choice = ({ event }: Carried<"child.select">) => ({ shoeId: event.shoeId, childId: event.childId });
const loadError = ({ event }: Carried<"shoes.fail">): unknown => event.error;

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
      someFailed: (_, answered: AssignShoesResult) => answered.failed.length > 0,
    },
    actions: {
      // Choices of pairs still listed are kept; pairs that left the list (assigned) drop theirs.
      setData: assign(({ context }, data: Extract<AssignShoesEvent, { type: "shoes.load" }>["data"]) => {
        const { shoes, rewardedIds, children } = data;
        const listed = new Set(shoes.map((shoe) => String(shoe.id)));
        const choices = Object.fromEntries(
          Object.entries(context.choices).filter(([shoeId]) => listed.has(shoeId)),
        );
        return { shoes, rewardedIds, children, choices };
      }),
      setChoice: assign(({ context }, chosen: { shoeId: number; childId: string }) => ({
        choices: { ...context.choices, [String(chosen.shoeId)]: chosen.childId },
        formError: null,
      })),
      refuseNothingChosen: assign(({ context }) => ({ formError: context.messages.assignChooseChild })),
      clearMessages: assign({ formError: null, error: null, outcome: null }),
      // Which pairs earn a reward is read as they are sent: the lists refresh before the answer.
      rememberRewarded: assign(({ context }) => ({ sentRewardedIds: context.rewardedIds })),
      // The pairs assigned leave; a failed pair keeps its child, so a retry sends only those.
      keepFailedChoices: assign(({ context }, answered: AssignShoesResult) => {
        const { assigned, failed } = answered;
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
      recordOutcome: assign(({ context }, answered: AssignShoesResult) => ({
        choices: {},
        outcome: outcomeOf(context, answered.assigned),
      })),
      announceDone: emit(({ context }) => ({
        type: "assign.done" as const,
        pairs: context.outcome?.pairs ?? 0,
        reward: context.outcome?.reward ?? 0,
      })),
      // Every choice is kept: the shopper only presses Assign again.
      setError: assign(({ context }, thrownError: unknown) => ({
        error: asError(thrownError),
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
      "shoes.load": { actions: { type: "setData", params: loaded } },
    },
    states: {
      idle: {
        on: {
          "shoes.load": { target: "editing", actions: { type: "setData", params: loaded } },
          "shoes.fail": { target: "failed", actions: { type: "setError", params: loadError } },
        },
      },
      editing: {
        on: {
          "child.select": { actions: { type: "setChoice", params: choice } },
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
          "child.select": { actions: { type: "setChoice", params: choice } },
          "assign.submit": {},
        },
        invoke: {
          src: "assignShoes",
          input: ({ context }) => assignmentGroups(context.choices, context.shoes),
          onDone: [
            {
              guard: { type: "someFailed", params: result },
              target: "failed",
              actions: { type: "keepFailedChoices", params: result },
            },
            { target: "done", actions: [{ type: "recordOutcome", params: result }, "announceDone"] },
          ],
          onError: { target: "failed", actions: { type: "setError", params: thrown } },
        },
      },
      failed: {
        on: {
          "shoes.load": { target: "editing", actions: { type: "setData", params: loaded } },
          "child.select": { target: "editing", actions: { type: "setChoice", params: choice } },
          "assign.submit": [
            { guard: "nothingChosen", target: "editing", actions: "refuseNothingChosen" },
            { target: "submitting" },
          ],
        },
      },
      done: {
        on: {
          "child.select": {
            target: "editing",
            actions: ["clearMessages", { type: "setChoice", params: choice }],
          },
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
