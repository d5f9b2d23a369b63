import { createActor, fromPromise } from "xstate";
import type { LoyaltyAddress } from "../../src/clients/loyalty";
import {
  type AddressFormEmitted,
  type AddressSaveRequest,
  addressFormMachine,
  connectAddressForm,
  createAddressFormActors,
  followAddressForm,
} from "../../src/machines/address-form";
import type { AddressPayload } from "../../src/rules/addresses";
import { accountMessages } from "../../src/rules/messages";
import { SolekitError } from "../../src/runtime";
import { answerFor, filledForm, savedAddress } from "./address-form.fixtures";

const flush = async () => {
  for (let i = 0; i < 4; i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0));
};

interface Deferred {
  request: AddressSaveRequest;
  resolve: (address: LoyaltyAddress) => void;
  reject: (error: unknown) => void;
}

// A save whose answers arrive when the test says so.
function start(address: LoyaltyAddress | null = null) {
  const calls: Deferred[] = [];
  const saveAddress = fromPromise<LoyaltyAddress, AddressSaveRequest>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ request: input, resolve, reject });
      }),
  );
  const actor = createActor(addressFormMachine.provide({ actors: { saveAddress } }), {
    input: { address },
  }).start();
  const emitted: AddressFormEmitted[] = [];
  actor.on("address.refused", (event) => emitted.push(event));
  actor.on("address.saved", (event) => emitted.push(event));
  const fill = (values: Partial<Record<keyof typeof filledForm, string>> = filledForm) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: "field.change", field: field as keyof typeof filledForm, value });
    }
  };
  const api = (onClose?: () => void) =>
    connectAddressForm(actor.getSnapshot(), actor.send, { id: "addr", ...(onClose ? { onClose } : {}) });
  return { actor, calls, emitted, fill, api };
}

describe("address form: validation (account-area §5)", () => {
  it("refuses an empty submit with a message on each required field, in form order, and asks for focus", () => {
    const { actor, calls, emitted, api } = start();
    actor.send({ type: "address.submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(calls).toHaveLength(0);
    expect(api().fieldErrors).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      address_line_1: "Address is required",
      city: "City is required",
      state: "State is required",
      postcode: "Postcode is required",
      country: "Country is required",
    });
    expect(api().summary.map((item) => item.field)).toEqual([
      "first_name",
      "last_name",
      "address_line_1",
      "city",
      "state",
      "postcode",
      "country",
    ]);
    expect(emitted).toEqual([{ type: "address.refused", focus: "summary" }]);
  });

  it("refuses a postcode that is not four digits, with the catalogue's message", () => {
    const { actor, calls, fill, api } = start();
    fill({ ...filledForm, postcode: "ABCDE" });
    actor.send({ type: "address.submit" });
    expect(calls).toHaveLength(0);
    expect(api().fieldErrors).toEqual({ postcode: "Enter a 4-digit postcode, e.g. 3000" });
  });

  it("needs no address line 2, and treats blank text as missing", () => {
    const { actor, calls, fill, api } = start();
    fill({ ...filledForm, city: "   " });
    actor.send({ type: "address.submit" });
    expect(api().fieldErrors).toEqual({ city: "City is required" });
    expect(calls).toHaveLength(0);
  });

  it("clears a field's message when it is typed into, leaving the others", () => {
    const { actor, fill, api } = start();
    actor.send({ type: "address.submit" });
    fill({ first_name: "Sam" });
    expect(api().fieldErrors.first_name).toBeUndefined();
    expect(api().fieldErrors.last_name).toBe("Last name is required");
  });
});

describe("address form: saving (account-area §4)", () => {
  it("creates without an id: busy while saving, names in meta, unchecked primary false, then saved", async () => {
    const { actor, calls, emitted, fill, api } = start();
    fill();
    actor.send({ type: "address.submit" });
    expect(api().isBusy).toBe(true);
    expect(api().status).toBe("loading");
    expect(api().getSubmitButtonProps().disabled).toBe(true);
    expect(calls.map((c) => c.request)).toEqual([
      {
        id: null,
        payload: {
          address_line_1: "1 Main St",
          address_line_2: null,
          city: "Geelong",
          state: "VIC",
          postcode: "3220",
          country: "Australia",
          is_default: false,
          meta: { first_name: "Sam", last_name: "Lee" },
        },
      },
    ]);
    const created = answerFor(9001, calls[0]?.request.payload ?? savedAddress);
    calls[0]?.resolve(created);
    await flush();
    expect(actor.getSnapshot().value).toBe("saved");
    expect(api().isSaved).toBe(true);
    expect(api().status).toBe("success");
    expect(api().mode).toBe("update");
    expect(emitted).toEqual([{ type: "address.saved", address: created }]);
  });

  it("updates with an id, starting from the address's values; 'Set as primary address' goes in the payload", async () => {
    const { actor, calls, api } = start({ ...savedAddress, is_default: false });
    expect(api().mode).toBe("update");
    expect(api().title).toBe("Edit address");
    expect(api().values).toEqual({
      first_name: "Jess",
      last_name: "Taylor",
      address_line_1: "12 Wattle Grove",
      address_line_2: "",
      city: "Malvern East",
      state: "VIC",
      postcode: "3145",
      country: "Australia",
      is_default: false,
    });
    actor.send({ type: "primary.set", on: true });
    actor.send({ type: "address.submit" });
    expect(calls[0]?.request.id).toBe(8801);
    expect(calls[0]?.request.payload.is_default).toBe(true);
  });

  it("after an outage keeps every value and says the catalogue's message apart from the summary", async () => {
    const { actor, calls, emitted, fill, api } = start();
    fill();
    actor.send({ type: "field.change", field: "address_line_2", value: "Unit 3" });
    actor.send({ type: "address.submit" });
    calls[0]?.reject(new SolekitError({ kind: "http", status: 500, message: "Injected fault (500)" }));
    await flush();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(api().values).toMatchObject({ ...filledForm, address_line_2: "Unit 3" });
    // Not "Please check the following: Injected fault (500)": nothing the parent typed is wrong.
    expect(api().summary).toEqual([]);
    expect(api().formError).toBe(accountMessages.addressSaveFailed);
    expect(api().outageMessage).toBe(accountMessages.addressSaveFailed);
    expect(api().errorMessage).toBe(accountMessages.addressSaveFailed);
    expect(api().error?.message).toBe("Injected fault (500)");
    expect(api().status).toBe("error");
    expect(emitted).toEqual([{ type: "address.refused", focus: "message" }]);
    // Trying again sends the same values, and clears the message.
    actor.send({ type: "address.submit" });
    expect(api().formError).toBeNull();
    expect(api().outageMessage).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it("says the catalogue's message for the network too", async () => {
    const { actor, calls, fill, api } = start();
    fill();
    actor.send({ type: "address.submit" });
    calls[0]?.reject(new SolekitError({ kind: "network", message: "fetch failed" }));
    await flush();
    expect(api().formError).toBe(accountMessages.addressSaveFailed);
    expect(api().summary).toEqual([]);
  });

  it("puts a validation answer's field errors under their fields, and a message no field takes in the summary", async () => {
    const { actor, calls, emitted, fill, api } = start();
    fill();
    actor.send({ type: "address.submit" });
    calls[0]?.reject(
      new SolekitError({
        kind: "http",
        status: 422,
        message: "The first name may not be greater than 100 characters. (and 1 more error)",
        fieldErrors: {
          "meta.first_name": ["The first name may not be greater than 100 characters."],
          postcode: ["The postcode format is invalid."],
        },
      }),
    );
    await flush();
    expect(api().fieldErrors).toEqual({
      first_name: "The first name may not be greater than 100 characters.",
      postcode: "The postcode format is invalid.",
    });
    expect(api().summary.map((item) => item.field)).toEqual(["first_name", "postcode"]);
    expect(api().outageMessage).toBeNull();
    expect(api().errorMessage).toBe(accountMessages.addressSaveFailed);
    expect(emitted).toEqual([{ type: "address.refused", focus: "summary" }]);
    actor.send({ type: "address.submit" });
    calls[1]?.reject(
      new SolekitError({ kind: "http", status: 422, message: "The address is outside our area." }),
    );
    await flush();
    expect(api().summary).toEqual([{ field: "form", message: "The address is outside our area." }]);
  });
});

describe("address form: a submit while a save runs (concurrency rule)", () => {
  it("is not sent twice when nothing changed", async () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: "address.submit" });
    actor.send({ type: "address.submit" });
    actor.send({ type: "address.submit" });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(answerFor(9001, calls[0].request.payload));
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("saved");
  });

  it("keeps what was typed meanwhile and, when submitted again, saves it as an update of the new address", async () => {
    const { actor, calls, emitted, fill, api } = start();
    fill();
    actor.send({ type: "address.submit" });
    actor.send({ type: "field.change", field: "city", value: "Torquay" });
    expect(api().values.city).toBe("Torquay");
    actor.send({ type: "address.submit" });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(answerFor(9001, calls[0].request.payload));
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.request).toMatchObject({ id: 9001, payload: { city: "Torquay" } });
    expect(emitted).toEqual([]);
    calls[1]?.resolve(answerFor(9001, calls[1].request.payload));
    await flush();
    expect(actor.getSnapshot().value).toBe("saved");
    expect(emitted.map((e) => e.type)).toEqual(["address.saved"]);
  });

  it("keeps what was typed meanwhile without saving it unasked, and does not close", async () => {
    const { actor, calls, emitted, fill, api } = start();
    fill();
    actor.send({ type: "address.submit" });
    actor.send({ type: "primary.set", on: true });
    calls[0]?.resolve(answerFor(9001, calls[0].request.payload));
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("editing");
    expect(api().values.is_default).toBe(true);
    expect(api().mode).toBe("update");
    expect(emitted).toEqual([]);
  });

  it("goes back to editing when a saved form is changed, and saves again as an update", async () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: "address.submit" });
    calls[0]?.resolve(answerFor(9001, calls[0].request.payload));
    await flush();
    actor.send({ type: "field.change", field: "postcode", value: "3000" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "address.submit" });
    expect(calls[1]?.request).toMatchObject({ id: 9001, payload: { postcode: "3000" } });
  });

  it("from saved, a primary change goes back to editing and a submit saves as an update", async () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: "address.submit" });
    calls[0]?.resolve(answerFor(9001, calls[0].request.payload));
    await flush();
    actor.send({ type: "primary.set", on: true });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "address.submit" });
    calls[1]?.resolve(answerFor(9001, calls[1].request.payload));
    await flush();
    actor.send({ type: "address.submit" });
    expect(calls[2]?.request).toMatchObject({ id: 9001, payload: { is_default: true } });
  });
});

describe("address form: the actors", () => {
  it("creates or updates through the client, then invalidates Addresses", async () => {
    const log: string[] = [];
    const loyalty = {
      createAddress: async (payload: AddressPayload) => {
        log.push("create");
        return answerFor(1, payload);
      },
      updateAddress: async (id: number, payload: AddressPayload) => {
        log.push(`update ${id}`);
        return answerFor(id, payload);
      },
    };
    const actors = createAddressFormActors(loyalty, async (names) => {
      log.push(`invalidate ${names.join()}`);
    });
    const actor = createActor(addressFormMachine.provide({ actors }), { input: {} }).start();
    for (const [field, value] of Object.entries(filledForm)) {
      actor.send({ type: "field.change", field: field as keyof typeof filledForm, value });
    }
    actor.send({ type: "address.submit" });
    await flush();
    actor.send({ type: "field.change", field: "city", value: "Torquay" });
    actor.send({ type: "address.submit" });
    await flush();
    expect(log).toEqual(["create", "invalidate Addresses", "update 1", "invalidate Addresses"]);
  });
});

describe("address form: connect (the accessibility contract)", () => {
  it("wires each field to its message and the summary's links to the fields", () => {
    const { actor, api } = start();
    actor.send({ type: "address.submit" });
    expect(api().getFieldProps("city")).toMatchObject({
      id: "addr-field-city",
      name: "city",
      autoComplete: "address-level2",
      "aria-invalid": true,
      "aria-describedby": "addr-error-city",
    });
    expect(api().getFieldProps("address_line_2")).toMatchObject({
      "aria-invalid": false,
      "aria-describedby": undefined,
    });
    expect(api().getSummaryProps()).toEqual({
      id: "addr-summary",
      role: "alert",
      tabIndex: -1,
      "aria-labelledby": "addr-summary-title",
    });
    const focused: string[] = [];
    const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
    const link = api().getSummaryLinkProps("postcode");
    expect(link.href).toBe("#addr-field-postcode");
    let prevented = false;
    link.onClick({
      defaultPrevented: false,
      preventDefault: () => {
        prevented = true;
      },
      currentTarget: { ownerDocument: doc },
    });
    expect(prevented).toBe(true);
    expect(focused).toEqual(["addr-field-postcode"]);
  });

  it("labels the checkbox with the spec's words and ticks it", () => {
    const { api, actor } = start();
    expect(api().labels.is_default).toBe("Set as primary address");
    const box = api().getPrimaryCheckboxProps();
    expect(box).toMatchObject({ type: "checkbox", checked: false, id: "addr-field-is_default" });
    const target = { value: "on", checked: true };
    box.onChange({ target });
    expect(actor.getSnapshot().context.values.is_default).toBe(true);
  });

  it("is a modal dialog labelled by its title; Escape and the close button close it", () => {
    const { api } = start();
    let closed = 0;
    const form = api(() => {
      closed += 1;
    });
    expect(form.title).toBe("Add address");
    expect(form.getDialogProps()).toMatchObject({
      role: "dialog",
      "aria-modal": true,
      "aria-labelledby": "addr-title",
      tabIndex: -1,
    });
    expect(form.getTitleProps().id).toBe("addr-title");
    form.getDialogProps().onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault() {} });
    form.getCloseButtonProps().onClick({ defaultPrevented: false, preventDefault() {} });
    expect(closed).toBe(2);
  });
});

describe("address form: followAddressForm (the controller beside the machine)", () => {
  it("focuses the error summary after the host renders a refusal, and reports a landed save", async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls, fill } = start();
      const focused: string[] = [];
      const saved: number[] = [];
      const doc = { getElementById: (id: string) => ({ focus: () => focused.push(id) }) };
      const stop = followAddressForm(actor, { id: "addr", document: doc, onSaved: (a) => saved.push(a.id) });
      actor.send({ type: "address.submit" });
      expect(focused).toEqual([]);
      await vi.advanceTimersByTimeAsync(0);
      expect(focused).toEqual(["addr-summary"]);
      fill();
      actor.send({ type: "address.submit" });
      calls[0]?.resolve(answerFor(9001, calls[0].request.payload));
      await vi.advanceTimersByTimeAsync(0);
      expect(saved).toEqual([9001]);
      stop();
      actor.send({ type: "field.change", field: "city", value: "" });
      actor.send({ type: "address.submit" });
      await vi.advanceTimersByTimeAsync(0);
      expect(focused).toEqual(["addr-summary"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
