import { createActor, fromPromise } from "xstate";
import type { ChildConnection } from "../../../src/clients/loyalty";
import {
  connectFavouritesPicker,
  createFavouritesPickerActors,
  type FavouritesSaveRequest,
  favouritesPickerMachine,
} from "../../../src/machines/favourites-picker";
import { SolekitError } from "../../../src/runtime";
import { childFixture, flush } from "./kids.fixtures";

function start(chosen: readonly string[] = ["Netball"]) {
  const saves: {
    input: FavouritesSaveRequest;
    resolve: (c: ChildConnection) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const actor = createActor(
    favouritesPickerMachine.provide({
      actors: {
        saveFavourites: fromPromise<ChildConnection, FavouritesSaveRequest>(
          ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
        ),
      },
    }),
    { input: { connectionId: 2001, handle: "sports", chosen } },
  ).start();
  const api = (current?: readonly string[]) =>
    connectFavouritesPicker(actor.getSnapshot(), actor.send, {
      id: "sports",
      ...(current ? { chosen: current } : {}),
    });
  return { actor, saves, api };
}

describe("favourite sports picker (account-area §2 side modals)", () => {
  it("opens with the child's favourites ticked, as the host's data holds them now", () => {
    const { api } = start();
    expect(api().isOpen).toBe(false);
    api(["Netball", "Dance"]).open();
    expect(api().isOpen).toBe(true);
    expect(api().title).toBe("Favourite sports");
    expect(api().getOptionProps("Dance").checked).toBe(true);
    expect(api().getOptionProps("Tennis").checked).toBe(false);
  });

  it("saves the ticks as the sports attribute and closes", async () => {
    const { saves, api } = start();
    api().open();
    api()
      .getOptionProps("Tennis")
      .onChange({ target: { value: "Tennis" } });
    api().toggle("Netball");
    api().submit();
    expect(api().isBusy).toBe(true);
    expect(saves[0]?.input).toEqual({ connectionId: 2001, handle: "sports", values: ["Tennis"] });
    saves[0]?.resolve(childFixture());
    await flush();
    expect(api().isOpen).toBe(false);
    expect(api().chosen).toEqual(["Tennis"]);
    expect(api().savedMessage).toBe("Favourites saved.");
  });

  it("closes without a call when nothing changed; Close drops unsaved ticks", () => {
    const { saves, api } = start();
    api().open();
    api().submit();
    expect(saves).toHaveLength(0);
    expect(api().isOpen).toBe(false);
    api().open();
    api().toggle("Soccer");
    api().close();
    api().open();
    expect(api().selection).toEqual(["Netball"]);
  });

  it("keeps the ticks and says 'Something went wrong.' on failure", async () => {
    const { saves, api } = start();
    api().open();
    api().toggle("Soccer");
    api().submit();
    saves[0]?.reject(new SolekitError({ kind: "network", message: "offline" }));
    await flush();
    expect(api().isOpen).toBe(true);
    expect(api().errorMessage).toBe("Something went wrong.");
    expect(api().selection).toEqual(["Netball", "Soccer"]);
  });

  it("stays open when ticks changed while saving, so they can be saved too", async () => {
    const { saves, api } = start();
    api().open();
    api().toggle("Soccer");
    api().submit();
    api().toggle("Tennis");
    saves[0]?.resolve(childFixture());
    await flush();
    expect(api().isOpen).toBe(true);
    expect(api().chosen).toEqual(["Netball", "Soccer"]);
    expect(api().isDirty).toBe(true);
  });

  it("is a dialog that closes on Escape", () => {
    const { api } = start();
    api().open();
    const dialog = api().getDialogProps();
    expect(dialog.role).toBe("dialog");
    expect(dialog["aria-labelledby"]).toBe("sports-title");
    dialog.onKeyDown({ key: "Escape", defaultPrevented: false, preventDefault() {} });
    expect(api().isOpen).toBe(false);
  });

  it("the actor writes the omneo attribute of its handle and refreshes the children and profile", async () => {
    const log: unknown[] = [];
    const actors = createFavouritesPickerActors(
      {
        updateChild: async (id, body) => {
          log.push([id, body]);
          return childFixture();
        },
      },
      async (names) => void log.push(names),
    );
    createActor(actors.saveFavourites, {
      input: { connectionId: 2001, handle: "brands", values: ["Vans"] },
    }).start();
    await flush();
    expect(log).toEqual([
      [
        2001,
        { custom_attributes: [{ namespace: "omneo", handle: "brands", type: "array", value: ["Vans"] }] },
      ],
      ["ProfileConnections", "Profiles"],
    ]);
  });
});
