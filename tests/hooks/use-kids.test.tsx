// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import {
  useChildForm,
  useChildren,
  useChildWishlistItems,
  useDeleteMeasurement,
  useFavouritesPicker,
  useLatestMeasurement,
  useMeasurementForm,
  useMeasurements,
} from "../../src/hooks/account";
import { sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";
import { sandboxWrapper } from "./wrapper";

const env = startSandboxServer();

async function signedIn() {
  const customer = await env.sandbox.customerSession();
  return sandboxWrapper({ config: sandboxConfig({ customer }) });
}

async function demoChildren(wrapper: Awaited<ReturnType<typeof signedIn>>) {
  const { result } = renderHook(() => useChildren(), { wrapper });
  await waitFor(() => expect(result.current.status).toBe("success"));
  const children = result.current.data ?? [];
  const named = (name: string) => {
    const child = children.find((c) => c.first_name === name);
    if (!child) throw new Error(`no ${name} in the demo family`);
    return child;
  };
  return { mia: named("Mia"), leo: named("Leo"), ava: named("Ava") };
}

describe("useMeasurements on the sandbox", () => {
  it("pages Mia's twelve measurements 9 at a time, newest first", async () => {
    const wrapper = await signedIn();
    const { mia } = await demoChildren(wrapper);
    const { result } = renderHook(() => useMeasurements(mia.connectionId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.measurements).toHaveLength(9);
    expect(result.current.total).toBe(12);
    expect(result.current.hasOlder).toBe(true);
    act(() => result.current.showOlder());
    await waitFor(() => expect(result.current.measurements).toHaveLength(12));
    expect(result.current.hasOlder).toBe(false);
    const times = result.current.measurements.map((m) => m.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  // Issue 21: the pages are one infinite query; an older page that fails keeps the loaded ones.
  it("keeps the loaded entries beside the error when an older page fails, and loads it on the next Show older", async () => {
    const wrapper = await signedIn();
    const { mia } = await demoChildren(wrapper);
    const { result } = renderHook(() => useMeasurements(mia.connectionId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    // The first try and the account client's two retries of a 5xx.
    env.sandbox.faults.add({ match: "GET /api/connections/*/interactions", status: 500, times: 3 });
    act(() => result.current.showOlder());
    await waitFor(() => expect(result.current.status).toBe("error"), { timeout: 8000 });
    expect(result.current.errorMessage).toBe("Something went wrong.");
    expect(result.current.measurements).toHaveLength(9);
    expect(result.current).toMatchObject({ hasOlder: true, isLoadingOlder: false });
    act(() => result.current.showOlder());
    await waitFor(() => expect(result.current.measurements).toHaveLength(12));
    expect(result.current.status).toBe("success");
  });

  it("gives the card the latest measurement from the first page", async () => {
    const wrapper = await signedIn();
    const { leo } = await demoChildren(wrapper);
    const { result } = renderHook(() => useLatestMeasurement(leo.connectionId), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data?.data[0]?.meta.measurement.size_shoe.value).toBe("010");
  });
});

describe("useMeasurementForm and useDeleteMeasurement on the sandbox", () => {
  it("records a measurement, the list refreshes with it first, and deleting it takes it away", async () => {
    const wrapper = await signedIn();
    const { ava } = await demoChildren(wrapper);
    const closed: string[] = [];
    const { result } = renderHook(
      () => ({
        list: useMeasurements(ava.connectionId),
        form: useMeasurementForm({
          connectionId: ava.connectionId,
          profileId: ava.connector.id,
          onClose: () => closed.push("close"),
        }),
        del: useDeleteMeasurement({ connectionId: ava.connectionId }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.status).toBe("success"));
    const before = result.current.list.total;
    act(() => result.current.form.submit());
    expect(result.current.form.formError).toBe("Please select both shoe size and width.");
    act(() => {
      result.current.form.setField("size", "06");
      result.current.form.setField("width", "G");
    });
    act(() => result.current.form.submit());
    await waitFor(() => expect(closed).toEqual(["close"]));
    await waitFor(() => expect(result.current.list.total).toBe(before + 1));
    const added = result.current.list.measurements[0];
    expect(added?.meta.measurement).toEqual({
      size_shoe: { unit: "AU/UK", value: "06" },
      width_shoe: { value: "G" },
    });
    if (!added) throw new Error("no measurement recorded");
    act(() => result.current.del.remove(added));
    await waitFor(() => expect(result.current.del.deletedMessage).toBe("Measurement deleted."));
    expect(result.current.list.total).toBe(before);
    expect(result.current.list.measurements.some((m) => m.id === added.id)).toBe(false);
  });
});

describe("useChildForm on the sandbox", () => {
  it("refuses a shoe tag another child has, then saves a changed name and refreshes the children", async () => {
    const wrapper = await signedIn();
    const { mia, leo } = await demoChildren(wrapper);
    const leoTag = leo.connector.identities.find((i) => i.handle === "shoetag")?.identifier ?? "";
    const { result } = renderHook(() => ({ form: useChildForm({ child: mia }), children: useChildren() }), {
      wrapper,
    });
    act(() => result.current.form.setField("shoeTag", leoTag));
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.fieldErrors.shoeTag).toBeDefined());
    expect(result.current.form.fieldErrors.shoeTag).toBe(
      "This shoe tag is already taken. Please choose another.",
    );
    act(() => {
      result.current.form.setField("shoeTag", "Speedy Koala");
      result.current.form.setField("firstName", "Mila");
    });
    act(() => result.current.form.submit());
    await waitFor(() => expect(result.current.form.isSaved).toBe(true));
    await waitFor(() =>
      expect(result.current.children.data?.find((c) => c.connectionId === mia.connectionId)?.first_name).toBe(
        "Mila",
      ),
    );
  });

  it("creates a child with a random shoe tag, reports it created, and lists it", async () => {
    const wrapper = await signedIn();
    await demoChildren(wrapper);
    const saved: string[] = [];
    const { result } = renderHook(
      () => ({
        form: useChildForm({ onSaved: (child, created) => saved.push(`${child.first_name} ${created}`) }),
        children: useChildren(),
      }),
      { wrapper },
    );
    act(() => result.current.form.generateShoeTag());
    await waitFor(() => expect(result.current.form.values.shoeTag).not.toBe(""));
    act(() => {
      result.current.form.setField("firstName", "Zoe");
      result.current.form.setField("avatarUrl", "https://cdn.solekit.test/sandbox/avatars/2.svg");
      result.current.form.setField("birthMonth", "4");
      result.current.form.setField("birthYear", "2020");
    });
    act(() => result.current.form.submit());
    await waitFor(() => expect(saved).toEqual(["Zoe true"]));
    expect(result.current.form.mode).toBe("update");
    await waitFor(() => expect(result.current.children.data?.map((c) => c.first_name)).toContain("Zoe"));
    const zoe = result.current.children.data?.find((c) => c.first_name === "Zoe");
    expect([zoe?.connector.birth_day, zoe?.connector.birth_month, zoe?.connector.birth_year]).toEqual([
      1, 4, 2020,
    ]);
  });
});

describe("useFavouritesPicker and the child's wishlist on the sandbox", () => {
  it("saves sports to the child's custom attributes", async () => {
    const wrapper = await signedIn();
    const { leo } = await demoChildren(wrapper);
    const { result } = renderHook(
      () => ({
        picker: useFavouritesPicker({ child: leo, handle: "sports", options: ["Soccer", "Tennis"] }),
        children: useChildren(),
      }),
      { wrapper },
    );
    act(() => result.current.picker.open());
    act(() => result.current.picker.toggle("Tennis"));
    act(() => result.current.picker.submit());
    await waitFor(() => expect(result.current.picker.savedMessage).toBe("Favourites saved."));
    await waitFor(() => {
      const child = result.current.children.data?.find((c) => c.connectionId === leo.connectionId);
      expect(child?.connector.custom_attributes.find((a) => a.handle === "sports")?.value).toContain(
        "Tennis",
      );
    });
  });

  it("reads only the child's own wishlist items", async () => {
    const wrapper = await signedIn();
    const { mia } = await demoChildren(wrapper);
    const { result } = renderHook(() => useChildWishlistItems(mia.connector.id), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.items.length).toBeGreaterThan(0);
  });
});
