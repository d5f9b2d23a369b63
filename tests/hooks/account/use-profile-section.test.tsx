// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import {
  useMarketingPreferences,
  useMembershipCard,
  useProfile,
  useProfileDetails,
  useWalletPass,
} from "../../../src/hooks/account";
import { sandboxConfig } from "../../../src/sandbox";
import { minimalConfig } from "../../support/every-hook";
import { startSandboxServer } from "../../support/sandbox-server";
import { sandboxWrapper } from "../wrapper";

const env = startSandboxServer();

async function signedIn() {
  const customer = await env.sandbox.customerSession();
  return sandboxWrapper({ config: sandboxConfig({ customer }) });
}

// Every request the page sends, as the service receives it (msw answers them).
function recordRequests() {
  const seen: Request[] = [];
  const real = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const request = new Request(input, init);
    seen.push(request.clone());
    return real(request);
  });
  return { seen, restore: () => spy.mockRestore() };
}

const puts = (seen: Request[], path: string) =>
  seen.filter((r) => r.method === "PUT" && new URL(r.url).pathname === path);

describe("the Profile section's hooks on the sandbox", () => {
  it("loads the demo customer's profile", async () => {
    const { result } = renderHook(() => useProfile(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.status).toBe("success"));
    expect(result.current.data?.first_name).toBe("Jess");
  });

  it("saves the details with the mobile normalised and no email while it is unchanged", async () => {
    const requests = recordRequests();
    try {
      const wrapper = await signedIn();
      const { result } = renderHook(() => ({ form: useProfileDetails(), profile: useProfile() }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.form.isReady).toBe(true));
      expect(result.current.form.values.email).toBe(result.current.profile.data?.email);
      expect(result.current.form.isDirty).toBe(false);
      act(() => result.current.form.setField("firstName", "Jessica"));
      act(() => result.current.form.setField("mobile", "0412 000 111"));
      expect(result.current.form.isDirty).toBe(true);
      act(() => result.current.form.submit());
      await waitFor(() => expect(result.current.form.savedMessage).toBe("Your details have been saved."));
      const [put] = puts(requests.seen, "/api/profile");
      const body = (await put?.json()) as Record<string, unknown>;
      expect(body).not.toHaveProperty("email");
      expect(body).toMatchObject({ first_name: "Jessica", mobile_phone: "+61412000111" });
      // Saving refreshed Profiles: the other readers see the new name.
      await waitFor(() => expect(result.current.profile.data?.first_name).toBe("Jessica"));
      expect(result.current.form.values.mobile).toBe("+61412000111");
      expect(result.current.form.isDirty).toBe(false);
    } finally {
      requests.restore();
    }
  });

  it("says the catalogue's message when the save fails with a 500 (the service's text rides in error), keeping what was typed", async () => {
    const { result } = renderHook(() => useProfileDetails(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    env.sandbox.faults.add({ match: "PUT /api/profile", status: 500, times: 1 });
    act(() => result.current.setField("lastName", "Taylor-Smith"));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.formError).toBe("We couldn't save your details. Please try again.");
    expect(result.current.errorMessage).toBe("We couldn't save your details. Please try again.");
    expect(result.current.error?.message).toBe("Injected fault (500)");
    expect(result.current.values.lastName).toBe("Taylor-Smith");
    expect(result.current.isDirty).toBe(true);
  });

  it("puts the service's 422 field errors under their fields: a mobile it refuses, an overlong first name", async () => {
    const { result } = renderHook(() => useProfileDetails(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.setField("mobile", "12"));
    act(() => result.current.setField("firstName", "J".repeat(101)));
    act(() => result.current.submit());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.fieldErrors).toEqual({
      firstName: "The first name may not be greater than 100 characters.",
      mobile: "The mobile phone format is invalid.",
    });
    expect(result.current.summary.map((item) => item.field)).toEqual(["firstName", "mobile"]);
    expect(result.current.getFieldProps("mobile")["aria-invalid"]).toBe(true);
    expect(result.current.formError).toBeNull();
  });

  it("saves the opt-out as all six toggles off and both opt-out flags on", async () => {
    const requests = recordRequests();
    try {
      const { result } = renderHook(() => useMarketingPreferences(), { wrapper: await signedIn() });
      await waitFor(() => expect(result.current.isReady).toBe(true));
      expect(result.current.isOptedOut).toBe(false);
      act(() => result.current.setOptOut(true));
      act(() => result.current.submit());
      await waitFor(() => expect(result.current.savedMessage).not.toBeNull());
      const [put] = puts(requests.seen, "/api/profile/attributes/comms");
      expect(await put?.json()).toMatchObject({
        email_promo: false,
        email_benefits: false,
        email_reminders: false,
        sms_promo: false,
        sms_benefits: false,
        sms_reminders: false,
        email_optout: true,
        sms_optout: true,
      });
      expect(result.current.isDirty).toBe(false);
    } finally {
      requests.restore();
    }
  });

  it("rolls the preferences back with a message when the save fails, and retry brings the choice back", async () => {
    const { result } = renderHook(() => useMarketingPreferences(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    const before = result.current.values;
    env.sandbox.faults.add({ match: "PUT /api/profile/attributes/comms", status: 500, times: 1 });
    act(() => result.current.setToggle("sms_promo", !before.sms_promo));
    act(() => result.current.submit());
    await waitFor(() =>
      expect(result.current.formError).toBe(
        "We couldn't save your preferences, so they are back as they were. Please try again.",
      ),
    );
    expect(result.current.values).toEqual(before);
    expect(result.current.canRetry).toBe(true);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.savedMessage).not.toBeNull());
    expect(result.current.values.sms_promo).toBe(!before.sms_promo);
  });

  it("gives the membership card: the ap21_card code, member-since year and balance as AUD", async () => {
    const wrapper = await signedIn();
    const { result } = renderHook(() => ({ card: useMembershipCard(), profile: useProfile() }), { wrapper });
    await waitFor(() => expect(result.current.card.balanceText).not.toBeNull());
    const profile = result.current.profile.data;
    const code = profile?.identities.find((i) => i.handle === "ap21_card")?.identifier;
    expect(result.current.card.card).toEqual({
      code,
      memberSince: new Date(profile?.created_at ?? "").getUTCFullYear(),
    });
    expect(result.current.card.barcodeLabel).toBe(`Membership card barcode, card number ${code}`);
    expect(result.current.card.balanceText).toMatch(/^\$\d+\.\d{2}$/);
    expect(result.current.card.balanceStatus).toBe("success");
  });

  it("shows the card without a balance when the balance fails", async () => {
    env.sandbox.faults.add({ match: "GET /api/profile/balances", status: 404 });
    const { result } = renderHook(() => useMembershipCard(), { wrapper: await signedIn() });
    await waitFor(() => expect(result.current.balanceStatus).toBe("error"));
    expect(result.current.card?.code).toMatch(/^\d+$/);
    expect(result.current.balanceText).toBeNull();
  });

  it("asks for no wallet pass on a wide screen (jsdom has no matchMedia)", async () => {
    const requests = recordRequests();
    try {
      const { result } = renderHook(() => ({ pass: useWalletPass(), profile: useProfile() }), {
        wrapper: await signedIn(),
      });
      await waitFor(() => expect(result.current.profile.status).toBe("success"));
      expect(result.current.pass.isShown).toBe(false);
      expect(requests.seen.filter((r) => r.url.includes("/pass/generate"))).toEqual([]);
    } finally {
      requests.restore();
    }
  });

  it("under 768 px on an iPhone, links the Apple Wallet pass of the card, generated once", async () => {
    const requests = recordRequests();
    const narrow = (query: string) => ({
      matches: query.includes("max-width: 767.98px"),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    vi.stubGlobal("matchMedia", narrow);
    const agent = vi.spyOn(window.navigator, "userAgent", "get");
    agent.mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15");
    try {
      const wrapper = await signedIn();
      const first = renderHook(() => useWalletPass(), { wrapper });
      await waitFor(() => expect(first.result.current.isShown).toBe(true));
      expect(first.result.current.device).toBe("apple");
      expect(first.result.current.linkText).toBe("Add to Apple Wallet");
      expect(first.result.current.getLinkProps().href).toMatch(
        /^https:\/\/api\.solekit\.test\/passes\/\w+\.pkpass$/,
      );
      const generated = requests.seen.filter((r) => r.url.includes("/pass/generate"));
      expect(generated.map((r) => new URL(r.url).searchParams.get("device"))).toEqual(["apple"]);
      expect(new URL(generated[0]?.url ?? "").searchParams.get("type")).toBe("ap21_card");
      first.unmount();
      const second = renderHook(() => useWalletPass(), { wrapper });
      await waitFor(() => expect(second.result.current.isShown).toBe(true));
      expect(requests.seen.filter((r) => r.url.includes("/pass/generate"))).toHaveLength(1);
    } finally {
      agent.mockRestore();
      vi.unstubAllGlobals();
      requests.restore();
    }
  });

  it("says why with no loyalty section in the configuration, and sends nothing", async () => {
    const requests = recordRequests();
    try {
      const { result } = renderHook(
        () => ({ details: useProfileDetails(), prefs: useMarketingPreferences(), card: useMembershipCard() }),
        { wrapper: sandboxWrapper({ config: minimalConfig() }) },
      );
      await waitFor(() => expect(result.current.details.status).toBe("error"));
      expect(result.current.details.error?.kind).toBe("config");
      await waitFor(() => expect(result.current.prefs.error?.kind).toBe("config"));
      expect(result.current.card.card).toBeNull();
      expect(requests.seen).toEqual([]);
    } finally {
      requests.restore();
    }
  });

  it("draws the barcode through the host's loader when the card renders, and not without one", async () => {
    const wrapper = await signedIn();
    const loadBarcode = vi.fn(() => import("jsbarcode"));
    function Card({ load }: { load?: typeof loadBarcode }) {
      const membership = useMembershipCard(load ? { loadBarcode: load } : {});
      return membership.card ? (
        <div>
          <svg {...membership.getBarcodeProps()} />
          <p>{membership.isBarcodeDrawn ? "drawn" : "not drawn"}</p>
        </div>
      ) : null;
    }
    const drawn = render(<Card load={loadBarcode} />, { wrapper });
    const image = await screen.findByRole("img", { name: /^Membership card barcode, card number \d+$/ });
    await screen.findByText("drawn");
    expect(image.querySelectorAll("rect").length).toBeGreaterThan(20);
    expect(loadBarcode).toHaveBeenCalledTimes(1);
    drawn.unmount();
    render(<Card />, { wrapper });
    const bare = await screen.findByRole("img", { name: /^Membership card barcode/ });
    expect(bare.querySelectorAll("rect")).toHaveLength(0);
    // Undrawn, it already takes the drawn barcode's height: nothing below moves when bars appear.
    expect(bare.getAttribute("height")).toBe("72");
    expect(Number.parseFloat(image.getAttribute("height") ?? "")).toBe(72);
    expect(screen.getByText("not drawn").textContent).toBe("not drawn");
  });
});
