// @vitest-environment jsdom
import { createActor } from "xstate";
import {
  connectLogout,
  createLogoutImplementations,
  LOGOUT_TIMEOUT_MS,
  logoutMachine,
} from "../../src/machines/logout";

const FRAME = "https://auth.example.test/embed/logout";

function start() {
  const clearTokens = vi.fn();
  const goToLogoutPage = vi.fn();
  const actor = createActor(
    logoutMachine.provide(
      createLogoutImplementations({ frameUrl: FRAME, document, clearTokens, goToLogoutPage }),
    ),
  ).start();
  const api = () => connectLogout(actor.getSnapshot(), actor.send);
  return { actor, api, clearTokens, goToLogoutPage };
}

const frames = () => document.querySelectorAll("iframe");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
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
});
