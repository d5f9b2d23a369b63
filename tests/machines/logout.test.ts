// @vitest-environment jsdom
import { createActor } from "xstate";
import { SIGNED_OUT_SIGNAL_KEY } from "../../src/machines/customer";
import {
  connectLogout,
  createLogoutImplementations,
  LOGOUT_TIMEOUT_MS,
  logoutMachine,
} from "../../src/machines/logout";

const FRAME = "https://auth.example.test/embed/logout";

const openChannels: BroadcastChannel[] = [];

// The browser's other tabs: what the logout writes to storage and posts on its channel.
function otherTabs() {
  const storage = new Map<string, string>();
  const heard: unknown[] = [];
  const listener = new BroadcastChannel(SIGNED_OUT_SIGNAL_KEY);
  listener.onmessage = (event) => heard.push(event.data);
  openChannels.push(listener);
  return {
    browser: {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      localStorage: { setItem: (key: string, value: string) => void storage.set(key, value) },
      BroadcastChannel,
    },
    storage,
    heard,
  };
}

function start() {
  const clearTokens = vi.fn();
  const goToLogoutPage = vi.fn();
  const endSession = vi.fn();
  const tabs = otherTabs();
  const actor = createActor(
    logoutMachine.provide(
      createLogoutImplementations({
        frameUrl: FRAME,
        document,
        clearTokens,
        goToLogoutPage,
        endSession,
        browser: tabs.browser,
        now: () => 42,
      }),
    ),
  ).start();
  const api = () => connectLogout(actor.getSnapshot(), actor.send);
  return { actor, api, clearTokens, goToLogoutPage, endSession, tabs };
}

const frames = () => document.querySelectorAll("iframe");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const channel of openChannels.splice(0)) channel.close();
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("logout (account-area §2)", () => {
  it("disables the button while the hidden frame logs out", () => {
    const { api } = start();
    expect(api().getButtonProps()).toMatchObject({ type: "button", disabled: false, "aria-busy": false });
    api().logout();
    expect(api()).toMatchObject({ isLoggingOut: true, status: "loading" });
    expect(api().getButtonProps()).toMatchObject({ disabled: true, "aria-busy": true });
    const frame = frames()[0];
    expect(frame?.src).toBe(FRAME);
    expect(frame?.hidden).toBe(true);
  });

  it("resolves on the frame's reply: clears the tokens, goes to the logout page, removes the frame", async () => {
    const { api, clearTokens, goToLogoutPage } = start();
    api().logout();
    window.dispatchEvent(new MessageEvent("message", { origin: "https://evil.example", data: "logged-out" }));
    await vi.advanceTimersByTimeAsync(0);
    expect(clearTokens).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent("message", { origin: "https://auth.example.test", data: "logged-out" }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(clearTokens).toHaveBeenCalledTimes(1);
    expect(goToLogoutPage).toHaveBeenCalledTimes(1);
    expect(frames()).toHaveLength(0);
  });

  it("ends the host's session on the press, before the frame answers, and only once", async () => {
    const { api, endSession, clearTokens } = start();
    api().logout();
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(clearTokens).not.toHaveBeenCalled();
    api().logout();
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(clearTokens).toHaveBeenCalledTimes(1);
  });

  it("resolves after 10 s when the frame never answers", async () => {
    const { api, clearTokens, goToLogoutPage } = start();
    api().logout();
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS - 1);
    expect(goToLogoutPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(clearTokens).toHaveBeenCalledTimes(1);
    expect(goToLogoutPage).toHaveBeenCalledTimes(1);
    expect(frames()).toHaveLength(0);
  });

  it("a second click while logging out does nothing more", async () => {
    const { api, goToLogoutPage } = start();
    api().logout();
    api().logout();
    expect(frames()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOGOUT_TIMEOUT_MS);
    expect(goToLogoutPage).toHaveBeenCalledTimes(1);
  });
  it("tells the browser's other tabs once the tokens are cleared (time only), then leaves", async () => {
    const { api, tabs, clearTokens, goToLogoutPage } = start();
    api().logout();
    expect(tabs.storage.has(SIGNED_OUT_SIGNAL_KEY)).toBe(false);
    const order: string[] = [];
    clearTokens.mockImplementation(() => order.push("clearTokens"));
    goToLogoutPage.mockImplementation(() =>
      order.push(tabs.storage.has(SIGNED_OUT_SIGNAL_KEY) ? "announced, leave" : "leave"),
    );
    window.dispatchEvent(
      new MessageEvent("message", { origin: "https://auth.example.test", data: "logged-out" }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(["clearTokens", "announced, leave"]);
    expect(tabs.storage.get(SIGNED_OUT_SIGNAL_KEY)).toBe("42");
    await vi.waitFor(() => expect(tabs.heard).toHaveLength(1));
    expect(tabs.heard[0]).toEqual({ signal: SIGNED_OUT_SIGNAL_KEY, from: expect.any(String) });
    expect(JSON.stringify(tabs.heard)).not.toMatch(/token|6500/i);
  });
});
