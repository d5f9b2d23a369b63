import { createActor, fromPromise } from "xstate";
import type { AssignmentCalls, AssignmentOutcome } from "../../src/clients/loyalty";
import {
  ASSIGN_SHOES_INVALIDATES,
  type AssignmentGroup,
  type AssignShoesEmitted,
  type AssignShoesResult,
  assignmentGroups,
  assignShoesMachine,
  connectAssignShoes,
  createAssignShoesActors,
} from "../../src/machines/assign-shoes";
import { SolekitError } from "../../src/runtime";
import { children, shoe } from "./rewards-fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

// Two pairs in the reward window, one older.
const shoes = [shoe(11, 3), shoe(12, 9), shoe(13, 45)];
const data = { shoes, rewardedIds: [11, 12], children };

interface Deferred {
  groups: readonly AssignmentGroup[];
  resolve: (result: AssignShoesResult) => void;
  reject: (error: unknown) => void;
}

function start() {
  const calls: Deferred[] = [];
  const assignShoes = fromPromise<AssignShoesResult, readonly AssignmentGroup[]>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ groups: input, resolve, reject })),
  );
  const actor = createActor(assignShoesMachine.provide({ actors: { assignShoes } }), { input: {} }).start();
  const emitted: AssignShoesEmitted[] = [];
  actor.on("assign.done", (event) => emitted.push(event));
  const api = (onClose?: () => void) =>
    connectAssignShoes(actor.getSnapshot(), actor.send, { id: "as", ...(onClose ? { onClose } : {}) });
  return { actor, calls, emitted, api };
}

describe("assign shoes: the modal (account-area §2 Assign Shoes modal)", () => {
  it("is idle until the pairs load, then lists each pair with an Assign child select at -1", () => {
    const { actor, api } = start();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(api().isReady).toBe(false);
    actor.send({ type: "shoes.load", data });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(api().shoes.map((s) => [s.id, s.name, s.badgeText, s.childId])).toEqual([
      [11, "Bobux Runner 11", "+$2", "-1"],
      [12, "Bobux Runner 12", "+$2", "-1"],
      [13, "Bobux Runner 13", "No reward", "-1"],
    ]);
    expect(api().childOptions).toEqual([
      { value: "-1", label: "Not now" },
      { value: "71", label: "Mia" },
      { value: "72", label: "Leo" },
    ]);
    expect(api().getSelectProps(11)).toMatchObject({ id: "as-child-11", value: "-1" });
    expect(api().getSelectLabelProps(11)).toEqual({ htmlFor: "as-child-11" });
  });

  it("says what the chosen pairs earn: $2 per pair within 30 days", () => {
    const { actor, api } = start();
    actor.send({ type: "shoes.load", data });
    expect(api().earnText).toBeNull();
    api().select(11, "71");
    api().select(13, "72");
    expect(api().earnText).toBe("Earn $2.00 for the pairs you assign");
    api().select(12, "71");
    expect(api().earnText).toBe("Earn $4.00 for the pairs you assign");
  });

  it("assigns through the form's own submit, without browser validation, busy while it runs", () => {
    const { actor, calls, api } = start();
    actor.send({ type: "shoes.load", data });
    api().select(11, "71");
    expect(api().getFormProps()).toMatchObject({ id: "as-form", noValidate: true, "aria-busy": false });
    const preventDefault = vi.fn();
    api().getFormProps().onSubmit({ preventDefault, defaultPrevented: false });
    expect(preventDefault).toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(api().getFormProps()["aria-busy"]).toBe(true);
  });

  it("refuses a submit with every pair at -1, sending nothing", () => {
    const { actor, calls, api } = start();
    actor.send({ type: "shoes.load", data });
    api().select(11, "-1");
    api().submit();
    expect(calls).toHaveLength(0);
    expect(api().formError).toBe("Choose a child for at least one pair.");
  });

  it("skips -1 and groups the pairs per child, each with its variant id", () => {
    expect(assignmentGroups({ 11: "71", 12: "-1", 13: "71", 99: "72" }, shoes)).toEqual([
      { childId: 71, shoeIds: [11, 13], variantIds: [5011, 5013] },
    ]);
  });

  it("assigns, then is done with the pairs and the reward, and emits assign.done", async () => {
    const { actor, calls, emitted, api } = start();
    actor.send({ type: "shoes.load", data });
    api().select(11, "71");
    api().select(12, "72");
    api().select(13, "72");
    api().submit();
    expect(api().isBusy).toBe(true);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    expect(calls[0]?.groups).toEqual([
      { childId: 71, shoeIds: [11], variantIds: [5011] },
      { childId: 72, shoeIds: [12, 13], variantIds: [5012, 5013] },
    ]);
    calls[0]?.resolve({ assigned: [11, 12, 13], failed: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe("done");
    expect(api().doneText).toBe("3 pairs assigned. You earned $4.00.");
    expect(emitted).toEqual([{ type: "assign.done", pairs: 3, reward: 4 }]);
  });

  it("counts the reward of the pairs as sent, though the lists refresh before the answer", async () => {
    const { actor, calls, api } = start();
    actor.send({ type: "shoes.load", data });
    api().select(11, "71");
    api().select(12, "71");
    api().submit();
    // The assignment's invalidation refetches: the pairs leave the lists before the answer lands.
    actor.send({
      type: "shoes.load",
      data: { shoes: [shoes[2]].filter((s) => s !== undefined), rewardedIds: [], children },
    });
    calls[0]?.resolve({ assigned: [11, 12], failed: [] });
    await flush();
    expect(api().doneText).toBe("2 pairs assigned. You earned $4.00.");
  });

  it("keeps every choice after a failure and says 'Something went wrong.'; a retry sends them again", async () => {
    const { actor, calls, api } = start();
    actor.send({ type: "shoes.load", data });
    api().select(11, "71");
    api().select(13, "72");
    api().submit();
    calls[0]?.reject(
      new SolekitError({ kind: "invalid-response", code: "wardrobe_not_found", message: "x" }),
    );
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(api().formError).toBe("Something went wrong.");
    expect(api().errorMessage).toBe("Something went wrong.");
    expect(api().shoes.map((s) => s.childId)).toEqual(["71", "-1", "72"]);
    api().submit();
    expect(calls[1]?.groups).toEqual(calls[0]?.groups);
  });

  it("keeps the failed pairs' choices after a partial failure and drops the assigned ones", async () => {
    const { actor, calls, api } = start();
    actor.send({ type: "shoes.load", data });
    api().select(11, "71");
    api().select(12, "71");
    api().submit();
    calls[0]?.resolve({ assigned: [11], failed: [12] });
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(api().formError).toBe("1 pair could not be assigned. Your choices are kept: try again.");
    actor.send({
      type: "shoes.load",
      data: { ...data, shoes: [shoes[1], shoes[2]].filter((s) => s !== undefined) },
    });
    expect(api().shoes.map((s) => [s.id, s.childId])).toEqual([
      [12, "71"],
      [13, "-1"],
    ]);
  });

  it("keeps choosing while assigning, and merges a second submit into the running one", async () => {
    const { actor, calls, api } = start();
    actor.send({ type: "shoes.load", data });
    api().select(11, "71");
    api().submit();
    api().select(12, "72");
    api().submit();
    expect(calls).toHaveLength(1);
    calls[0]?.reject(new Error("offline"));
    await flush();
    expect(api().shoes.map((s) => s.childId)).toEqual(["71", "72", "-1"]);
  });

  it("says 'Something went wrong.' when the pairs cannot be loaded", () => {
    const { actor, api } = start();
    actor.send({ type: "shoes.fail", error: new SolekitError({ kind: "http", status: 500, message: "x" }) });
    expect(api().status).toBe("error");
    expect(api().errorMessage).toBe("Something went wrong.");
  });

  it("tells the shopper when there is nothing to assign, or no child to assign to", () => {
    const { actor, api } = start();
    actor.send({ type: "shoes.load", data: { shoes: [], rewardedIds: [], children } });
    expect(api().emptyText).toBe("There are no shoes to assign right now.");
    actor.send({ type: "shoes.load", data: { ...data, children: [] } });
    expect(api().emptyText).toBe("Add a kid's profile first, then assign their shoes.");
  });

  it("is a dialog named by its title; Escape and the close button close it", () => {
    const { api } = start();
    const onClose = vi.fn();
    const dialog = api(onClose).getDialogProps();
    expect(dialog).toMatchObject({ role: "dialog", "aria-modal": true, "aria-labelledby": "as-title" });
    dialog.onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault: () => undefined });
    api(onClose)
      .getCloseButtonProps()
      .onClick({ defaultPrevented: false, preventDefault: () => undefined });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe("assign shoes: the actors", () => {
  const outcome = (shoeId: number, ok: boolean): AssignmentOutcome =>
    ok
      ? ({ status: "assigned", shoeId, result: {} } as AssignmentOutcome)
      : { status: "failed", shoeId, error: new SolekitError({ kind: "http", status: 422, message: "no" }) };

  it("assigns per child, then invalidates the spec's keys and announces the balance refresh", async () => {
    const assignItemsToChild = vi.fn<AssignmentCalls["assignItemsToChild"]>(async (ids) =>
      ids.map((id) => outcome(id, true)),
    );
    const invalidate = vi.fn(async () => undefined);
    const refresh = vi.fn();
    const { assignShoes } = createAssignShoesActors({ assignItemsToChild }, invalidate, refresh);
    const actor = createActor(assignShoes, {
      input: [
        { childId: 71, shoeIds: [11], variantIds: [5011] },
        { childId: 72, shoeIds: [12], variantIds: [5012] },
      ],
    });
    const done = new Promise((resolve) =>
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().output) }),
    );
    actor.start();
    expect(await done).toEqual({ assigned: [11, 12], failed: [] });
    expect(assignItemsToChild.mock.calls.map((call) => call.slice(0, 3))).toEqual([
      [[11], [5011], 71],
      [[12], [5012], 72],
    ]);
    expect(invalidate).toHaveBeenCalledWith([...ASSIGN_SHOES_INVALIDATES]);
    expect(ASSIGN_SHOES_INVALIDATES).toEqual([
      "Rewards",
      "Balance",
      "UnassignedItems",
      "UnexpiredUnassignedItems",
      "ProfileConnections",
    ]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("rejects when nothing was assigned (the wardrobe list cannot be found), refreshing nothing", async () => {
    const notFound = new SolekitError({ kind: "invalid-response", code: "wardrobe_not_found", message: "x" });
    const invalidate = vi.fn(async () => undefined);
    const refresh = vi.fn();
    const { assignShoes } = createAssignShoesActors(
      { assignItemsToChild: async () => Promise.reject(notFound) },
      invalidate,
      refresh,
    );
    const actor = createActor(assignShoes, { input: [{ childId: 71, shoeIds: [11], variantIds: [5011] }] });
    const failed = new Promise((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(await failed).toBe(notFound);
    expect(invalidate).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("reports one child's failed pairs while the other child's go through", async () => {
    const refresh = vi.fn();
    const { assignShoes } = createAssignShoesActors(
      {
        assignItemsToChild: async (ids, _variants, childId) =>
          childId === 71 ? Promise.reject(new Error("wardrobe")) : ids.map((id) => outcome(id, true)),
      },
      async () => undefined,
      refresh,
    );
    const actor = createActor(assignShoes, {
      input: [
        { childId: 71, shoeIds: [11], variantIds: [5011] },
        { childId: 72, shoeIds: [12], variantIds: [5012] },
      ],
    });
    const done = new Promise((resolve) =>
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().output) }),
    );
    actor.start();
    expect(await done).toEqual({ assigned: [12], failed: [11] });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
