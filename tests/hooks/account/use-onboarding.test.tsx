// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useChildren, useOnboarding } from "../../../src/hooks/account";
import { createMemoryStorage } from "../../../src/runtime";
import { sandboxConfig } from "../../../src/sandbox";
import { startSandboxServer } from "../../support/sandbox-server";
import { sandboxWrapper } from "../wrapper";

const env = startSandboxServer();

const avatars = [
  { url: "https://cdn.solekit.test/sandbox/avatars/1.svg", label: "Bear" },
  { url: "https://cdn.solekit.test/sandbox/avatars/2.svg", label: "Fox" },
  { url: "https://cdn.solekit.test/sandbox/avatars/3.svg", label: "Robot" },
];

async function signedIn(storage = createMemoryStorage({ isFirstLogin: "true" })) {
  const customer = await env.sandbox.customerSession();
  return { storage, wrapper: sandboxWrapper({ config: sandboxConfig({ customer }), storage }) };
}

function renderOnboarding(wrapper: Awaited<ReturnType<typeof signedIn>>["wrapper"], onReload = vi.fn()) {
  return renderHook(
    () => ({
      onboarding: useOnboarding({ avatars, sports: ["Soccer"], brands: ["Bobux"], onReload }),
      children: useChildren(),
    }),
    { wrapper },
  );
}

type Result = ReturnType<typeof renderOnboarding>["result"];

function typeChild(result: Result, firstName: string, shoeTag: string) {
  act(() => result.current.onboarding.setField("firstName", firstName));
  act(() => result.current.onboarding.setField("shoeTag", shoeTag));
  act(() => result.current.onboarding.next());
  act(() => result.current.onboarding.selectAvatar(1));
  act(() => result.current.onboarding.next());
  act(() => result.current.onboarding.toggleSport("Soccer"));
  act(() => result.current.onboarding.next());
  act(() => result.current.onboarding.skipStep());
}

describe("useOnboarding on the sandbox", () => {
  it("opens when the first-login flag is set, removes it, and stays closed without it", async () => {
    const { storage, wrapper } = await signedIn();
    const { result } = renderOnboarding(wrapper);
    expect(result.current.onboarding.isOpen).toBe(true);
    expect(result.current.onboarding.step).toBe("intro");
    await waitFor(() => expect(storage.getItem("isFirstLogin")).toBeNull());
    const again = renderOnboarding((await signedIn(storage)).wrapper);
    expect(again.result.current.onboarding.isOpen).toBe(false);
  });

  it("suggests a shoe tag from the shop's name service", async () => {
    const { wrapper } = await signedIn();
    const { result } = renderOnboarding(wrapper);
    act(() => result.current.onboarding.start());
    act(() => result.current.onboarding.suggestShoeTag());
    await waitFor(() => expect(result.current.onboarding.child.step1.shoeTag).not.toBe(""));
    expect(result.current.onboarding.shoeTagError).toBeNull();
  });

  it("creates two children, one with a taken shoe tag: the other appears in the kids list, no reload", async () => {
    const onReload = vi.fn();
    const { wrapper } = await signedIn();
    const { result } = renderOnboarding(wrapper, onReload);
    await waitFor(() => expect(result.current.children.status).toBe("success"));
    const before = result.current.children.data?.length ?? 0;
    act(() => result.current.onboarding.start());
    typeChild(result, "Mia", "Happy Platypus");
    act(() => result.current.onboarding.addChild());
    typeChild(result, "Leo", "Speedy Koala");
    act(() => result.current.onboarding.submit());
    await waitFor(() => expect(result.current.onboarding.isSubmitting).toBe(false));
    expect(result.current.onboarding.children.map((c) => [c.name, c.created, c.duplicateShoeTag])).toEqual([
      ["Mia", true, false],
      ["Leo", false, true],
    ]);
    expect(onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.children.data).toHaveLength(before + 1));
    const mia = result.current.children.data?.find((c) =>
      c.connector.identities.some((identity) => identity.identifier === "Happy Platypus"),
    );
    expect(mia?.first_name).toBe("Mia");
    expect(mia?.connector.custom_attributes).toContainEqual(
      expect.objectContaining({ handle: "sports", value: ["Soccer"] }),
    );

    act(() => result.current.onboarding.editChild(1));
    expect(result.current.onboarding.fieldErrors.shoeTag).toBe(
      "This shoe tag is already taken. Please choose another.",
    );
    act(() => result.current.onboarding.setField("shoeTag", "Jolly Echidna"));
    act(() => result.current.onboarding.back());
    act(() => result.current.onboarding.submit());
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(result.current.children.data).toHaveLength(before + 2));
  });

  it("keeps every child when the service is down, and says so without blaming the shoe tag", async () => {
    const onReload = vi.fn();
    const { wrapper } = await signedIn();
    const { result } = renderOnboarding(wrapper, onReload);
    act(() => result.current.onboarding.start());
    typeChild(result, "Ava", "Calm Kookaburra");
    env.sandbox.faults.add({ match: "POST /api/connections", status: 503, times: 1 });
    act(() => result.current.onboarding.submit());
    await waitFor(() => expect(result.current.onboarding.submitError).not.toBeNull());
    expect(result.current.onboarding.submitError).toBe(
      "Something went wrong. Your details are kept: please try again.",
    );
    expect(result.current.onboarding.children).toEqual([
      expect.objectContaining({ name: "Ava", created: false, duplicateShoeTag: false }),
    ]);
    expect(onReload).not.toHaveBeenCalled();
  });
});
