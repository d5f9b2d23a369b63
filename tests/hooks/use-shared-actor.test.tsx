// @vitest-environment jsdom
import { render, renderHook, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { assign, createActor, createMachine } from "xstate";
import { type SharedActorFactory, SolekitProvider, useSharedActor } from "../../src/hooks/provider";
import { createMemoryStorage, createMemoryUrl } from "../../src/runtime";

const counter = createMachine({
  types: {} as { context: { count: number }; events: { type: "increment" } },
  context: { count: 0 },
  on: { increment: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});
const built: unknown[] = [];
const counterActor: SharedActorFactory<ReturnType<typeof createActor<typeof counter>>> = () => {
  const actor = createActor(counter);
  built.push(actor);
  return actor;
};

const config = { search: { siteId: "abc123" }, shop: { domain: "shop.example.com" } };

function providerWith(strict: boolean) {
  const url = createMemoryUrl("https://shop.example.com/");
  const storage = createMemoryStorage();
  return ({ children }: { children: React.ReactNode }) => {
    const tree = (
      <SolekitProvider config={config} url={url} storage={storage}>
        {children}
      </SolekitProvider>
    );
    return strict ? <StrictMode>{tree}</StrictMode> : tree;
  };
}

describe("useSharedActor", () => {
  beforeEach(() => {
    built.length = 0;
  });

  it("gives every component under one provider the same running actor", async () => {
    const wrapper = providerWith(false);
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useSharedActor(counterActor));
      return null;
    }
    render(
      <>
        <Probe />
        <Probe />
      </>,
      { wrapper },
    );
    expect(built).toHaveLength(1);
    expect(new Set(seen).size).toBe(1);
    const actor = seen[0] as ReturnType<typeof counterActor>;
    await waitFor(() => expect(actor.getSnapshot().status).toBe("active"));
  });

  it("survives StrictMode's remount and stops when the provider really unmounts", async () => {
    const { result, unmount } = renderHook(() => useSharedActor(counterActor), {
      wrapper: providerWith(true),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const actor = result.current;
    expect(actor.getSnapshot().status).toBe("active");
    actor.send({ type: "increment" });
    expect(actor.getSnapshot().context.count).toBe(1);
    unmount();
    await waitFor(() => expect(actor.getSnapshot().status).toBe("stopped"));
  });

  it("builds one actor per provider", () => {
    const first = renderHook(() => useSharedActor(counterActor), { wrapper: providerWith(false) });
    const second = renderHook(() => useSharedActor(counterActor), { wrapper: providerWith(false) });
    expect(first.result.current).not.toBe(second.result.current);
  });
});
