import type { SandboxPersistence, SandboxSavedParts } from "../../src/sandbox/persistence";
import { createSandboxStore } from "../../src/sandbox/sandbox-store";
import { createWorld } from "../../src/sandbox/world";

const world = createWorld({ seed: 1, catalogueSize: 200 });

// Two tabs over one shared storage, each told of the other's saves (as the storage event does).
function sharedStorage() {
  let saved: SandboxSavedParts | null = null;
  const tabs: ((changed: SandboxSavedParts) => void)[] = [];
  return (): SandboxPersistence => {
    let mine: ((changed: SandboxSavedParts) => void) | undefined;
    return {
      load: () => saved,
      save(changed) {
        saved = { ...saved, ...changed };
        // The storage event: one per item written.
        for (const [part, json] of Object.entries(changed))
          for (const tab of tabs) if (tab !== mine) tab({ [part]: json });
      },
      clear: () => {
        saved = null;
      },
      watch(onSaved) {
        mine = onSaved;
        tabs.push(onSaved);
        return () => tabs.splice(tabs.indexOf(onSaved), 1);
      },
    };
  };
}

describe("the sandbox store across tabs", () => {
  it("a change saved in one tab is the other tab's state too", () => {
    const tab = sharedStorage();
    const a = createSandboxStore(world, tab());
    const b = createSandboxStore(world, tab());
    const heard = vi.fn();
    b.subscribe(heard);
    a.update((draft) => {
      draft.customer.wishlists[0] = {
        ...draft.customer.wishlists[0],
        name: "From tab A",
      } as (typeof draft.customer.wishlists)[0];
    });
    expect(b.state.customer.wishlists[0]?.name).toBe("From tab A");
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
