// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useAddresses, useAddressForm, useDeleteAddress } from "../../src/hooks/account";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

async function signedIn() {
  const customer = await env.sandbox.customerSession();
  return sandboxWrapper({ config: sandboxConfig({ customer }) });
}

const newAddress = {
  first_name: "Sam",
  last_name: "Lee",
  address_line_1: "1 Main St",
  city: "Geelong",
  state: "VIC",
  postcode: "3220",
  country: "Australia",
} as const;

function type(form: ReturnType<typeof useAddressForm>, values: Partial<typeof newAddress>) {
  for (const [field, value] of Object.entries(values)) form.setField(field as keyof typeof newAddress, value);
}

describe("useAddresses on the sandbox", () => {
  it("lists the demo customer's addresses, the primary one first", async () => {
    const { result } = renderHook(() => useAddresses(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.status).toBe("success"));
    const addresses = result.current.data ?? [];
    expect(addresses.length).toBeGreaterThanOrEqual(3);
    expect(addresses.filter((a) => a.is_default)).toHaveLength(1);
    expect(addresses[0]?.is_default).toBe(true);
  });
});

describe("useAddressForm on the sandbox", () => {
  it("creates an address, closes, and the refetched list shows it", async () => {
    const closed: string[] = [];
    const { result } = renderHook(
      () => ({
        list: useAddresses(),
        form: useAddressForm({
          onSaved: (a) => closed.push(`saved ${a.city}`),
          onClose: () => closed.push("close"),
        }),
      }),
      { wrapper: await signedIn() },
    );
    await waitFor(() => expect(result.current.list.status).toBe("success"));
    const before = result.current.list.data?.length ?? 0;
    act(() => type(result.current.form, newAddress));
    act(() => result.current.form.submit());
    expect(result.current.form.isBusy).toBe(true);
    await waitFor(() => expect(result.current.form.isSaved).toBe(true));
    expect(closed).toEqual(["saved Geelong", "close"]);
    expect(result.current.list.data).toHaveLength(before + 1);
    expect(result.current.list.data?.some((a) => a.address_line_1 === "1 Main St")).toBe(true);
  });

  it("setting one primary moves it first and unsets the others", async () => {
    const wrapper = await signedIn();
    const list = renderHook(() => useAddresses(), { wrapper });
    await waitFor(() => expect(list.result.current.status).toBe("success"));
    const last = list.result.current.data?.at(-1);
    expect(last?.is_default).toBe(false);
    list.unmount();
    const { result } = renderHook(() => ({ list: useAddresses(), form: useAddressForm({ address: last }) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.status).toBe("success"));
    act(() => result.current.form.setPrimary(true));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.list.data?.[0]?.id).toBe(last?.id));
    expect(result.current.list.data?.filter((a) => a.is_default)).toHaveLength(1);
  });

  it("keeps every typed value and says the catalogue's message, not the server's, when the save fails with a 500", async () => {
    env.sandbox.faults.add({
      match: "POST /api/profile/addresses",
      status: 500,
      body: { message: "The address service is unavailable." },
      times: 1,
    });
    const { result } = renderHook(() => useAddressForm(), { wrapper: await signedIn() });
    act(() => type(result.current, newAddress));
    act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.outageMessage).toBe("We couldn't save this address. Please try again."),
    );
    expect(result.current.values).toMatchObject(newAddress);
    expect(result.current.isBusy).toBe(false);
    expect(result.current.summary).toEqual([]);
    expect(result.current.error?.message).toBe("The address service is unavailable.");
  });

  it("puts the service's 422 field errors under their fields", async () => {
    const { result } = renderHook(() => useAddressForm(), { wrapper: await signedIn() });
    act(() => type(result.current, newAddress));
    act(() => result.current.setField("first_name", "S".repeat(101)));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.fieldErrors).toEqual({
      first_name: "The first name may not be greater than 100 characters.",
    });
    expect(result.current.summary.map((item) => item.field)).toEqual(["first_name"]);
  });
});

describe("useDeleteAddress on the sandbox", () => {
  it("removes the address after confirmation and the list stays without it", async () => {
    const { result } = renderHook(() => ({ list: useAddresses(), del: useDeleteAddress() }), {
      wrapper: await signedIn(),
    });
    await waitFor(() => expect(result.current.list.status).toBe("success"));
    const target = result.current.list.data?.[1];
    if (!target) throw new Error("the demo customer needs a second address");
    act(() => result.current.del.request(target));
    act(() => result.current.del.confirm());
    await waitFor(() => expect(result.current.list.data?.some((a) => a.id === target.id)).toBe(false));
    await waitFor(() => expect(result.current.del.deletedMessage).toBe("Address deleted."));
    await waitFor(() => expect(result.current.list.isRefreshing).toBe(false));
    expect(result.current.list.data?.some((a) => a.id === target.id)).toBe(false);
  });

  it("puts the address back with a message when the delete fails", async () => {
    const { result } = renderHook(() => ({ list: useAddresses(), del: useDeleteAddress() }), {
      wrapper: await signedIn(),
    });
    await waitFor(() => expect(result.current.list.status).toBe("success"));
    const ids = result.current.list.data?.map((a) => a.id);
    const target = result.current.list.data?.[1];
    if (!target) throw new Error("the demo customer needs a second address");
    env.sandbox.faults.add({ match: "DELETE /api/profile/addresses/*", status: 500, times: 1 });
    act(() => result.current.del.request(target));
    act(() => result.current.del.confirm());
    await waitFor(() => expect(result.current.del.failure?.addressId).toBe(target.id));
    expect(result.current.del.failure?.message).toMatch(/couldn't delete this address/);
    await waitFor(() => expect(result.current.list.data?.map((a) => a.id)).toEqual(ids));
  });
});

describe("the addresses hooks without a customer", () => {
  it("leave the list idle and refuse a save with a message, keeping what was typed", async () => {
    const { result } = renderHook(() => ({ list: useAddresses(), form: useAddressForm() }), {
      wrapper: sandboxWrapper(),
    });
    expect(result.current.list.status).toBe("idle");
    act(() => type(result.current.form, newAddress));
    act(() => result.current.form.submit());
    await waitFor(() =>
      expect(result.current.form.formError).toBe("We couldn't save this address. Please try again."),
    );
    expect(result.current.form.error?.message).toBe("No customer is signed in");
    expect(result.current.form.values).toMatchObject(newAddress);
  });
});
