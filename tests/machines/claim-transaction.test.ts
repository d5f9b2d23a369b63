import { createActor, fromPromise } from "xstate";
import type { ClaimCalls, LoyaltyStore, StoreTransaction } from "../../src/clients/loyalty";
import {
  CLAIM_INVALIDATES,
  CLAIM_MESSAGE_MS,
  type ClaimRequest,
  type ClaimTransactionEmitted,
  type ClaimTransactionInput,
  claimStoreOptions,
  claimTransactionMachine,
  connectClaimTransaction,
  createClaimTransactionActors,
  followClaimTransaction,
} from "../../src/machines/claim-transaction";
import { SolekitError } from "../../src/runtime";
import { stores } from "./rewards-fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await vi.advanceTimersByTimeAsync(0);
};

const transaction = { id: 501, receipt_ref: "R-1" } as StoreTransaction;

interface Deferred {
  request: ClaimRequest;
  resolve: (value: StoreTransaction) => void;
  reject: (error: unknown) => void;
}

function start(
  loadStores = async (): Promise<readonly LoyaltyStore[]> => stores,
  input: ClaimTransactionInput = {},
) {
  const calls: Deferred[] = [];
  const createClaim = fromPromise<StoreTransaction, ClaimRequest>(
    ({ input }) => new Promise((resolve, reject) => calls.push({ request: input, resolve, reject })),
  );
  const actor = createActor(
    claimTransactionMachine.provide({
      actors: { createClaim, loadStores: fromPromise<readonly LoyaltyStore[], void>(() => loadStores()) },
    }),
    { input },
  ).start();
  const emitted: ClaimTransactionEmitted[] = [];
  actor.on("claim.refused", (event) => emitted.push(event));
  actor.on("claim.created", (event) => emitted.push(event));
  const api = () => connectClaimTransaction(actor.getSnapshot(), actor.send, { id: "claim" });
  const fill = () => {
    api().setField("transactedAt", "2026-02-20");
    api().setField("storeCode", "1003");
    api().setField("receiptRef", "1003-200045");
    api().setField("amount", "$89.95");
  };
  return { actor, calls, emitted, api, fill };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("claim a transaction (account-area §4 Claim modal, §5 Claim)", () => {
  it("loads the stores, a leading 'SNS' stripped, sorted by name", async () => {
    const { api } = start();
    expect(api().storesLoading).toBe(true);
    await flush();
    expect(api().stores).toEqual([
      { code: "1003", name: "Bondi Junction", timeZone: "Australia/Sydney" },
      { code: "1001", name: "Chadstone", timeZone: "Australia/Melbourne" },
      { code: "1002", name: "Richmond", timeZone: "Australia/Melbourne" },
    ]);
    expect(claimStoreOptions([])).toEqual([]);
  });

  it("refuses an empty submit with a message on each of the four fields, sending nothing", async () => {
    const { api, calls, emitted } = start();
    await flush();
    api().submit();
    expect(calls).toHaveLength(0);
    expect(api().fieldErrors).toEqual({
      transactedAt: "Transaction date is required",
      storeCode: "Store location is required",
      receiptRef: "Receipt reference is required",
      amount: "Amount is required",
    });
    expect(emitted).toEqual([{ type: "claim.refused", field: "transactedAt" }]);
    expect(api().getFieldProps("amount")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "claim-error-amount",
    });
    expect(api().getStoreSelectProps()).toMatchObject({ "aria-invalid": true });
  });

  it("refuses an amount that is not a number, and clears a field's message as it is fixed", async () => {
    const { api, calls } = start();
    await flush();
    api().setField("transactedAt", "2026-02-20");
    api().setField("storeCode", "1001");
    api().setField("receiptRef", "R-1");
    api().setField("amount", "twelve");
    api().submit();
    expect(calls).toHaveLength(0);
    expect(api().fieldErrors).toEqual({ amount: "Amount must be a number" });
    api().setField("amount", "12");
    expect(api().fieldErrors).toEqual({});
  });

  it("refuses a transaction date later than today where the chosen store is, sending nothing", async () => {
    // 00:30 on 2 March in Sydney (store 1003), still 1 March on a device in UTC.
    const now = Date.parse("2026-03-01T13:30:00Z");
    const { api, calls, emitted } = start(undefined, { now: () => now });
    await flush();
    api().setField("transactedAt", "2026-03-03");
    api().setField("storeCode", "1003");
    api().setField("receiptRef", "R-1");
    api().setField("amount", "12");
    api().submit();
    expect(calls).toHaveLength(0);
    expect(api().fieldErrors).toEqual({ transactedAt: "Transaction date can't be in the future" });
    expect(emitted.at(-1)).toEqual({ type: "claim.refused", field: "transactedAt" });
    // 2 March is today in Sydney though not yet in UTC: the receipt is accepted.
    api().setField("transactedAt", "2026-03-02");
    api().submit();
    expect(calls).toHaveLength(1);
  });

  it("sends once with a spinner, then shows 'Transaction Created', clears the form and hides it after 10 s", async () => {
    const { actor, api, calls, emitted, fill } = start();
    await flush();
    fill();
    api().submit();
    api().submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request).toEqual({
      form: { transactedAt: "2026-02-20", storeCode: "1003", receiptRef: "1003-200045", amount: "$89.95" },
      timeZone: "Australia/Sydney",
    });
    expect(api().isBusy).toBe(true);
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    calls[0]?.resolve(transaction);
    await flush();
    expect(api().successMessage).toBe("Transaction Created");
    expect(api().values).toEqual({ transactedAt: "", storeCode: "", receiptRef: "", amount: "" });
    expect(emitted).toEqual([{ type: "claim.created", transaction }]);
    await vi.advanceTimersByTimeAsync(CLAIM_MESSAGE_MS - 1);
    expect(api().successMessage).toBe("Transaction Created");
    await vi.advanceTimersByTimeAsync(1);
    expect(api().successMessage).toBeNull();
    expect(actor.getSnapshot().matches({ form: "editing" })).toBe(true);
  });

  it("hides the message after the named delay when a host shortens it", async () => {
    const createClaim = fromPromise<StoreTransaction, ClaimRequest>(async () => transaction);
    const actor = createActor(
      claimTransactionMachine.provide({
        actors: { createClaim, loadStores: fromPromise<readonly LoyaltyStore[], void>(async () => stores) },
        delays: { messageTimeout: 500 },
      }),
      { input: {} },
    ).start();
    await flush();
    for (const [field, value] of Object.entries({
      transactedAt: "2026-02-01",
      storeCode: "1001",
      receiptRef: "R",
      amount: "1",
    })) {
      actor.send({ type: "field.change", field: field as "amount", value });
    }
    actor.send({ type: "claim.submit" });
    await flush();
    expect(actor.getSnapshot().matches({ form: "created" })).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(actor.getSnapshot().matches({ form: "editing" })).toBe(true);
  });

  it("keeps what was typed while the claim was on its way", async () => {
    const { api, calls, fill } = start();
    await flush();
    fill();
    api().submit();
    api().setField("receiptRef", "1003-200046");
    calls[0]?.resolve(transaction);
    await flush();
    expect(api().values).toEqual({ transactedAt: "", storeCode: "", receiptRef: "1003-200046", amount: "" });
  });

  it("says 'Something went wrong.' on failure and keeps every value", async () => {
    const { api, calls, emitted, fill } = start();
    await flush();
    fill();
    api().submit();
    calls[0]?.reject(
      new SolekitError({ kind: "http", status: 422, message: "This transaction has already been claimed." }),
    );
    await flush();
    expect(api().formError).toBe("Something went wrong.");
    expect(api().status).toBe("error");
    expect(api().values.receiptRef).toBe("1003-200045");
    expect(api().successMessage).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: "claim.refused", field: "form" });
  });

  it("puts the service's field errors under their fields, keeping every value; the next submit starts clean", async () => {
    const { actor, api, calls, emitted, fill } = start();
    const focused: string[] = [];
    const stop = followClaimTransaction(actor, {
      id: "claim",
      document: { getElementById: (id) => ({ focus: () => focused.push(id) }) },
    });
    await flush();
    fill();
    api().submit();
    calls[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "This transaction has already been claimed. (and 1 more error)",
        fieldErrors: {
          transaction_receipt_ref: ["This transaction has already been claimed."],
          transaction_transacted_at: ["The transaction date must not be in the future."],
        },
      }),
    );
    await flush();
    expect(api().fieldErrors).toEqual({
      receiptRef: "This transaction has already been claimed.",
      transactedAt: "The transaction date must not be in the future.",
    });
    expect(api().getFieldProps("receiptRef")).toMatchObject({
      "aria-invalid": true,
      "aria-describedby": "claim-error-receiptRef",
    });
    expect(api().formError).toBeNull();
    expect([api().status, api().errorMessage]).toEqual(["error", "Something went wrong."]);
    expect(api().values.receiptRef).toBe("1003-200045");
    // Focus to the first field in error, in the form's order, once the messages have rendered.
    expect(emitted.at(-1)).toEqual({ type: "claim.refused", field: "transactedAt" });
    expect(focused).toEqual(["claim-field-transactedAt"]);
    api().setField("amount", "");
    api().submit();
    expect(api().fieldErrors).toEqual({ amount: "Amount is required" });
    expect([api().status, api().error, api().errorMessage]).toEqual(["idle", null, null]);
    stop();
  });

  it("shows a message no field takes below the form, in the service's words", async () => {
    const { api, calls, emitted, fill } = start();
    await flush();
    fill();
    api().submit();
    calls[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The selected profile id is invalid.",
        fieldErrors: { profile_id: ["The selected profile id is invalid."] },
      }),
    );
    await flush();
    expect(api().fieldErrors).toEqual({});
    expect(api().formError).toBe("The selected profile id is invalid.");
    expect(api().errorMessage).toBe("Something went wrong.");
    expect(emitted.at(-1)).toEqual({ type: "claim.refused", field: "form" });
  });

  it("says 'Something went wrong.' when the stores cannot be loaded, and tries again on request", async () => {
    let fail = true;
    const { api } = start(async () => (fail ? Promise.reject(new Error("offline")) : stores));
    await flush();
    expect(api().storesError).toBe("Something went wrong.");
    fail = false;
    api().retryStores();
    await flush();
    expect(api().storesError).toBeNull();
    expect(api().stores).toHaveLength(3);
  });
});

describe("claim a transaction: the actors", () => {
  it("posts the claim with the profile id and the store's time zone, then invalidates the transactions", async () => {
    vi.useRealTimers();
    const createClaim = vi.fn<ClaimCalls["createClaim"]>(async () => transaction);
    const invalidate = vi.fn(async () => undefined);
    const actors = createClaimTransactionActors({
      loyalty: { createClaim, getStores: async () => stores },
      loadProfile: async () => ({ id: 900 }),
      invalidate,
    });
    const actor = createActor(actors.createClaim, {
      input: {
        form: { transactedAt: "2026-02-20", storeCode: "1003", receiptRef: " R-9 ", amount: "$1,049.50" },
        timeZone: "Australia/Sydney",
      },
    });
    const done = new Promise((resolve) =>
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().output) }),
    );
    actor.start();
    expect(await done).toBe(transaction);
    expect(createClaim).toHaveBeenCalledWith({
      transaction_transacted_at: "2026-02-20",
      transaction_receipt_ref: "R-9",
      transaction_total: 1049.5,
      transaction_location_external_code: "1003",
      transaction_timezone: "Australia/Sydney",
      profile_id: 900,
    });
    expect(invalidate).toHaveBeenCalledWith([...CLAIM_INVALIDATES]);
  });
});
