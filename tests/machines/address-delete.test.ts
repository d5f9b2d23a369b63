import { createActor, fromPromise } from "xstate";
import type { LoyaltyAddress } from "../../src/clients/loyalty";
import {
  type AddressListCache,
  addressDeleteMachine,
  connectAddressDelete,
  createAddressDeleteActors,
} from "../../src/machines/address-delete";
import { SolekitError } from "../../src/runtime";
import { savedAddress } from "./address-form.fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

const home = savedAddress;
const work: LoyaltyAddress = { ...savedAddress, id: 8802, is_default: false, address_line_1: "Level 4" };
const beach: LoyaltyAddress = { ...savedAddress, id: 8803, is_default: false, address_line_1: "7 Banksia" };

interface Deferred {
  address: LoyaltyAddress;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function start() {
  const calls: Deferred[] = [];
  const removeAddress = fromPromise<void, LoyaltyAddress>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ address: input, resolve, reject });
      }),
  );
  const actor = createActor(addressDeleteMachine.provide({ actors: { removeAddress } }), {
    input: {},
  }).start();
  const api = () => connectAddressDelete(actor.getSnapshot(), actor.send, { id: "del" });
  return { actor, calls, api };
}

describe("address delete: confirmation", () => {
  it("asks before deleting; Cancel deletes nothing", () => {
    const { actor, calls, api } = start();
    api().request(work);
    expect(api().confirming).toEqual(work);
    api().cancel();
    expect(api().confirming).toBeNull();
    actor.send({ type: "delete.confirm" });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("deletes once confirmed, then says so", async () => {
    const { calls, api } = start();
    api().request(work);
    api().confirm();
    expect(api().confirming).toBeNull();
    expect(api().isBusy).toBe(true);
    expect(api().isPending(work.id)).toBe(true);
    expect(api().getDeleteButtonProps(work).disabled).toBe(true);
    expect(calls.map((c) => c.address.id)).toEqual([work.id]);
    calls[0]?.resolve();
    await flush();
    expect(api().isBusy).toBe(false);
    expect(api().status).toBe("success");
    expect(api().deletedMessage).toBe("Address deleted.");
  });

  it("names the failed address with a message when the service refuses", async () => {
    const { calls, api } = start();
    api().request(work);
    api().confirm();
    calls[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "down" }));
    await flush();
    expect(api().status).toBe("error");
    expect(api().failure).toEqual({
      addressId: work.id,
      message: "We couldn't delete this address, so it is still saved. Please try again.",
    });
    expect(api().errorMessage).toBe(api().failure?.message);
    expect(api().error?.status).toBe(500);
    // A new request clears the old failure.
    api().request(beach);
    expect(api().failure).toBeNull();
  });
});

describe("address delete: deletes confirmed while one runs (concurrency rule)", () => {
  it("wait their turn, one request at a time, none dropped", async () => {
    const { calls, api } = start();
    api().request(work);
    api().confirm();
    api().request(beach);
    expect(api().confirming).toEqual(beach);
    api().confirm();
    expect(calls).toHaveLength(1);
    expect(api().isPending(beach.id)).toBe(true);
    calls[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "down" }));
    await flush();
    expect(calls.map((c) => c.address.id)).toEqual([work.id, beach.id]);
    expect(api().failure?.addressId).toBe(work.id);
    calls[1]?.resolve();
    await flush();
    expect(api().isBusy).toBe(false);
  });

  it("never deletes the same address twice", async () => {
    const { calls, api } = start();
    api().request(work);
    api().confirm();
    api().request(work);
    expect(api().confirming).toBeNull();
    api().confirm();
    calls[0]?.resolve();
    await flush();
    expect(calls).toHaveLength(1);
  });
});

describe("address delete: the actor (cancel, snapshot, apply, roll back, settle)", () => {
  function cache(initial: LoyaltyAddress[]) {
    const log: string[] = [];
    let list = initial;
    const view: AddressListCache = {
      cancel: async () => {
        log.push("cancel");
      },
      update: (change) => {
        list = change(list);
        log.push(`list ${list.map((a) => a.id).join(",")}`);
      },
    };
    return { view, log, current: () => list };
  }

  it("removes the address at once and settles by invalidating Addresses", async () => {
    const { view, log } = cache([home, work, beach]);
    const loyalty = {
      deleteAddress: async (id: number) => {
        log.push(`delete ${id}`);
      },
    };
    const actors = createAddressDeleteActors(loyalty, view, async (names) => {
      log.push(`invalidate ${names.join()}`);
    });
    const actor = createActor(addressDeleteMachine.provide({ actors }), { input: {} }).start();
    actor.send({ type: "delete.request", address: work });
    actor.send({ type: "delete.confirm" });
    await flush();
    expect(log).toEqual(["cancel", "list 8801,8803", "delete 8802", "invalidate Addresses"]);
  });

  it("puts a refused delete's address back in its place", async () => {
    const { view, log, current } = cache([home, work, beach]);
    const loyalty = {
      deleteAddress: async () => {
        throw new SolekitError({ kind: "http", status: 500, message: "down" });
      },
    };
    const actors = createAddressDeleteActors(loyalty, view, async () => {
      log.push("invalidate");
    });
    const actor = createActor(addressDeleteMachine.provide({ actors }), { input: {} }).start();
    actor.send({ type: "delete.request", address: work });
    actor.send({ type: "delete.confirm" });
    await flush();
    expect(current().map((a) => a.id)).toEqual([8801, 8802, 8803]);
    expect(log).toEqual(["cancel", "list 8801,8803", "list 8801,8802,8803", "invalidate"]);
    expect(actor.getSnapshot().context.failure?.addressId).toBe(work.id);
  });
});

describe("address delete: a refusal is said at once", () => {
  it("does not wait for the list's settling refetch (retried while the service is down) to say so", async () => {
    const list = [home, work, beach];
    const view: AddressListCache = { cancel: async () => undefined, update: (change) => void change(list) };
    const loyalty = {
      deleteAddress: async () => {
        throw new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" });
      },
    };
    // The refetch that settles the list never answers (TanStack retrying a failing service).
    const settling = new Promise<void>(() => undefined);
    const actors = createAddressDeleteActors(loyalty, view, () => settling);
    const actor = createActor(addressDeleteMachine.provide({ actors }), { input: {} }).start();
    actor.send({ type: "delete.request", address: work });
    actor.send({ type: "delete.confirm" });
    await flush();
    const api = connectAddressDelete(actor.getSnapshot(), actor.send);
    expect(api.isBusy).toBe(false);
    expect(api.isPending(work.id)).toBe(false);
    expect(api.failure).toEqual({
      addressId: work.id,
      message: "We couldn't delete this address, so it is still saved. Please try again.",
    });
  });
});

describe("address delete: connect (the accessibility contract)", () => {
  it("is an alert dialog labelled by its question, focus starting on Cancel; Escape cancels", () => {
    const { api } = start();
    api().request(work);
    const dialog = api().getConfirmDialogProps();
    expect(dialog).toMatchObject({
      role: "alertdialog",
      "aria-modal": true,
      "aria-labelledby": "del-confirm-title",
      "aria-describedby": "del-confirm-description",
      tabIndex: -1,
    });
    expect(api().getCancelButtonProps().id).toBe("del-confirm-cancel");
    expect(api().getDeleteButtonProps(work)).toMatchObject({ id: "del-delete-8802", disabled: false });
    dialog.onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault() {} });
    expect(api().confirming).toBeNull();
  });
});
