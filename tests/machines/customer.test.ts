import { createActor } from "xstate";
import {
  BALANCE_REFRESH_DELAY_MS,
  connectCustomer,
  createCustomerImplementations,
  customerMachine,
  SIGNED_IN_SIGNAL_KEY,
  SIGNED_OUT_SIGNAL_KEY,
} from "../../src/machines/customer";
import { REFRESH_BALANCE_EVENT } from "../../src/rules/keys";
import { SolekitError } from "../../src/runtime";

const member = { id: "6500000001", logged: true, signature: "sig-secret" };

function fakeBrowser() {
  const target = new EventTarget();
  const posted: unknown[] = [];
  class FakeChannel {
    static instances: FakeChannel[] = [];
    onmessage: ((event: MessageEvent) => void) | null = null;
    constructor(readonly name: string) {
      FakeChannel.instances.push(this);
    }
    postMessage(message: unknown) {
      posted.push(message);
      // As a real channel does: every other channel of the name hears it, on this page too.
      for (const other of FakeChannel.instances) {
        if (other !== this && other.name === this.name) {
          other.onmessage?.(new MessageEvent("message", { data: message }));
        }
      }
    }
    close() {
      FakeChannel.instances = FakeChannel.instances.filter((c) => c !== this);
    }
  }
  const storage = new Map<string, string>();
  return {
    browser: {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      localStorage: { setItem: (key: string, value: string) => void storage.set(key, value) },
      BroadcastChannel: FakeChannel as unknown as typeof BroadcastChannel,
      location: { reload: vi.fn(), assign: vi.fn() },
    },
    target,
    posted,
    storage,
    FakeChannel,
  };
}

const balance = (reward_balance: number) => ({ reward_balance, point_balance: 0, currency: "AUD" });

function start(
  customer: typeof member | null,
  getBalance = vi.fn(async () => balance(12.5)),
  leave: { leaveSession?: () => void } = { leaveSession: vi.fn() },
) {
  const { leaveSession } = leave;
  const fake = fakeBrowser();
  const endSession = vi.fn();
  const actor = createActor(
    customerMachine.provide(
      createCustomerImplementations({
        getBalance,
        endSession,
        leaveSession,
        browser: fake.browser,
        now: () => 42,
      }),
    ),
    { input: { customer } },
  ).start();
  const api = () => connectCustomer(actor.getSnapshot(), actor.send);
  return { actor, api, fake, endSession, leaveSession, getBalance };
}

const storageEvent = (key: string) => Object.assign(new Event("storage"), { key });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("customer session", () => {
  it("a guest's profile icon links to /#account; no balance is asked for", () => {
    const { api, getBalance } = start(null);
    expect(api()).toMatchObject({
      isLoggedIn: false,
      accountHref: "/#account",
      rewardsChipText: null,
      status: "idle",
    });
    expect(getBalance).not.toHaveBeenCalled();
  });

  it("a member links to /account and gets the chip 'Rewards: $12.50', refreshed 2 s after load", async () => {
    const { api, getBalance } = start(member);
    expect(api()).toMatchObject({ isLoggedIn: true, accountHref: "/account", status: "loading" });
    await vi.advanceTimersByTimeAsync(0);
    expect(api().rewardsChipText).toBe("Rewards: $12.50");
    expect(getBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS - 1);
    expect(getBalance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getBalance).toHaveBeenCalledTimes(2);
  });

  it("hides the chip at 0", async () => {
    const { api } = start(
      member,
      vi.fn(async () => balance(0)),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(api()).toMatchObject({ rewardBalance: 0, rewardsChipText: null });
  });

  it("refreshes on the omneo:refresh-balance event", async () => {
    const balances = [5, 5, 20];
    const { api, fake } = start(
      member,
      vi.fn(async () => balance(balances.shift() ?? 0)),
    );
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS);
    fake.target.dispatchEvent(new Event(REFRESH_BALANCE_EVENT));
    await vi.advanceTimersByTimeAsync(0);
    expect(api().rewardsChipText).toBe("Rewards: $20.00");
  });

  it("a failed balance keeps the chip as it was, silently", async () => {
    const getBalance = vi.fn(async () => balance(8));
    const { api } = start(member, getBalance);
    await vi.advanceTimersByTimeAsync(0);
    getBalance.mockRejectedValueOnce(new SolekitError({ kind: "network", message: "offline" }));
    await vi.advanceTimersByTimeAsync(BALANCE_REFRESH_DELAY_MS);
    expect(api()).toMatchObject({ rewardsChipText: "Rewards: $8.00", status: "error", errorMessage: null });
  });

  it("a second 401 ends the session once", () => {
    const { actor, endSession, api } = start(member);
    actor.send({ type: "session.unauthorised" });
    actor.send({ type: "session.unauthorised" });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(api().isLoggedIn).toBe(false);
  });

  it("a member page announces the sign-in to other tabs, without any token or id", () => {
    const { fake } = start(member);
    expect(fake.storage.get(SIGNED_IN_SIGNAL_KEY)).toBe("42");
    expect(fake.posted).toEqual([{ signal: SIGNED_IN_SIGNAL_KEY, from: expect.any(String) }]);
  });

  it("a guest tab reloads when another tab signs in (storage event)", () => {
    const { fake } = start(null);
    fake.target.dispatchEvent(Object.assign(new Event("storage"), { key: "something-else" }));
    expect(fake.browser.location.reload).not.toHaveBeenCalled();
    fake.target.dispatchEvent(Object.assign(new Event("storage"), { key: SIGNED_IN_SIGNAL_KEY }));
    expect(fake.browser.location.reload).toHaveBeenCalledTimes(1);
  });

  it("a guest tab reloads when another tab signs in (BroadcastChannel)", () => {
    const { fake } = start(null);
    const channel = fake.FakeChannel.instances.find((c) => c.name === SIGNED_IN_SIGNAL_KEY);
    channel?.onmessage?.(
      new MessageEvent("message", { data: { signal: SIGNED_IN_SIGNAL_KEY, from: "another-tab" } }),
    );
    expect(fake.browser.location.reload).toHaveBeenCalledTimes(1);
  });

  it("stops listening when the session stops", () => {
    const { actor, fake } = start(null);
    actor.stop();
    fake.target.dispatchEvent(Object.assign(new Event("storage"), { key: SIGNED_IN_SIGNAL_KEY }));
    expect(fake.browser.location.reload).not.toHaveBeenCalled();
    expect(fake.FakeChannel.instances).toHaveLength(0);
  });
  it("a member tab leaves when another tab logs out (storage event): chip and customer gone at once", async () => {
    const { api, fake, leaveSession } = start(member);
    await vi.advanceTimersByTimeAsync(0);
    expect(api().rewardsChipText).toBe("Rewards: $12.50");
    fake.target.dispatchEvent(storageEvent(SIGNED_IN_SIGNAL_KEY));
    expect(leaveSession).not.toHaveBeenCalled();
    fake.target.dispatchEvent(storageEvent(SIGNED_OUT_SIGNAL_KEY));
    expect(leaveSession).toHaveBeenCalledTimes(1);
    expect(api()).toMatchObject({
      isLoggedIn: false,
      sessionEnded: true,
      customer: null,
      rewardBalance: null,
      rewardsChipText: null,
      accountHref: "/#account",
    });
    // The BroadcastChannel message of the same logout arrives too: the tab leaves once.
    const channel = fake.FakeChannel.instances.find((c) => c.name === SIGNED_OUT_SIGNAL_KEY);
    expect(channel).toBeUndefined();
    fake.target.dispatchEvent(storageEvent(SIGNED_OUT_SIGNAL_KEY));
    expect(leaveSession).toHaveBeenCalledTimes(1);
  });

  it("a member tab leaves when another tab logs out (BroadcastChannel)", () => {
    const { api, fake, leaveSession } = start(member);
    const channel = fake.FakeChannel.instances.find((c) => c.name === SIGNED_OUT_SIGNAL_KEY);
    channel?.onmessage?.(
      new MessageEvent("message", { data: { signal: SIGNED_OUT_SIGNAL_KEY, from: "another-tab" } }),
    );
    expect(leaveSession).toHaveBeenCalledTimes(1);
    expect(api().isLoggedIn).toBe(false);
  });

  it("without leaveSession, a member tab opens the logout page when another tab logs out", () => {
    const { fake } = start(member, undefined, {});
    fake.target.dispatchEvent(storageEvent(SIGNED_OUT_SIGNAL_KEY));
    expect(fake.browser.location.assign).toHaveBeenCalledWith("/account/logout");
  });

  it("a guest tab ignores another tab's logout", () => {
    const { fake, leaveSession } = start(null);
    fake.target.dispatchEvent(storageEvent(SIGNED_OUT_SIGNAL_KEY));
    expect(leaveSession).not.toHaveBeenCalled();
    expect(fake.browser.location.reload).not.toHaveBeenCalled();
  });

  it("a refused session tells the other tabs, and does not follow its own message", () => {
    const { actor, fake, endSession, leaveSession } = start(member);
    actor.send({ type: "session.unauthorised" });
    expect(fake.storage.get(SIGNED_OUT_SIGNAL_KEY)).toBe("42");
    expect(fake.posted).toContainEqual({ signal: SIGNED_OUT_SIGNAL_KEY, from: expect.any(String) });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(leaveSession).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe("loggedOut");
  });

  it("stops listening for a logout when the session stops", () => {
    const { actor, fake, leaveSession } = start(member);
    actor.stop();
    fake.target.dispatchEvent(storageEvent(SIGNED_OUT_SIGNAL_KEY));
    expect(leaveSession).not.toHaveBeenCalled();
    expect(fake.FakeChannel.instances).toHaveLength(0);
  });
});
