import { assign, emit, fromCallback, setup } from "xstate";
import type { Wishlist } from "../../clients/loyalty";
import type { GuestWishlistEntry } from "../../rules/guest-wishlist";
import { planGuestWishlistSync } from "../../rules/guest-wishlist";
import { WISHLIST_SYNCED_TAG } from "../../rules/keys";
import { asError } from "../shared/as-error";
import { answer } from "../shared/params";
import { missingActor } from "../shared/request";
import type {
  WishlistSyncAddRequest,
  WishlistSyncContext,
  WishlistSyncEmitted,
  WishlistSyncEvent,
  WishlistSyncInput,
  WishlistSyncMessages,
  WishlistSyncTagRequest,
} from "./wishlist-sync.types";

// Each step's answer, handed to guards and actions as typed params (no casts).
const tags = answer<string[]>();
const entries = answer<GuestWishlistEntry[]>();
const foundList = answer<Wishlist | null>();
const createdList = answer<Wishlist | null | undefined>();

/** A step's failure: its message from the catalogue, and what it threw (an answer failing a check throws nothing). */
interface SyncFailure {
  message: keyof WishlistSyncMessages;
  thrown: unknown;
}

// Each step's failure carries its own message from the catalogue (account-area §8).
const fail = (message: keyof WishlistSyncMessages) => ({
  target: "#wishlistSync.failed",
  actions: {
    type: "setFailure" as const,
    params: ({ event }: { event: { error: unknown } }): SyncFailure => ({ message, thrown: event.error }),
  },
});

// An answer that fails its check: the message alone.
const refuse = (message: keyof WishlistSyncMessages) => ({
  target: "#wishlistSync.failed",
  actions: { type: "setFailure" as const, params: { message, thrown: undefined } satisfies SyncFailure },
});

// The machine's type is inferred here and named by WishlistSyncMachine below.
function buildWishlistSyncMachine() {
  return setup({
    types: {
      context: {} as WishlistSyncContext,
      events: {} as WishlistSyncEvent,
      input: {} as WishlistSyncInput,
      emitted: {} as WishlistSyncEmitted,
    },
    actors: {
      // Provided by the host: sends `lock.acquired` when this tab holds the sync lock, and
      // releases it when the sync leaves `syncing` (Web Locks, or a storage lock).
      holdLock: fromCallback<WishlistSyncEvent>(({ sendBack }) => {
        sendBack({ type: "lock.acquired" });
        return undefined;
      }),
      loadTags: missingActor<string[]>("wishlist-sync", "loadTags"),
      readLocal: missingActor<GuestWishlistEntry[]>("wishlist-sync", "readLocal"),
      findList: missingActor<Wishlist | null, { name: string }>("wishlist-sync", "findList"),
      createList: missingActor<Wishlist, { name: string }>("wishlist-sync", "createList"),
      addItems: missingActor<void, WishlistSyncAddRequest>("wishlist-sync", "addItems"),
      tagProfile: missingActor<void, WishlistSyncTagRequest>("wishlist-sync", "tagProfile"),
      clearLocal: missingActor<void>("wishlist-sync", "clearLocal"),
    },
    guards: {
      alreadySynced: (_, profileTags: string[]) => planGuestWishlistSync(profileTags, []).kind === "skip",
      noEntries: (_, local: GuestWishlistEntry[]) => local.length === 0,
      listFound: (_, list: Wishlist | null) => list !== null,
      listInvalid: (_, list: Wishlist | null | undefined) => !list || typeof list.id !== "number",
    },
    actions: {
      setTags: assign((_, profileTags: string[]) => ({ tags: profileTags })),
      setEntries: assign((_, local: GuestWishlistEntry[]) => ({ entries: local })),
      setList: assign((_, list: Wishlist | null | undefined) => ({ list: list ?? null })),
      setFailure: assign(({ context }, params: SyncFailure) => ({
        error: asError(params.thrown ?? new Error(context.messages[params.message])),
        errorMessage: context.messages[params.message],
      })),
      announceSkipped: emit({ type: "sync.done", outcome: "skipped", listId: null } as const),
      announceTagged: emit({ type: "sync.done", outcome: "tagged", listId: null } as const),
      announceSynced: emit(
        ({ context }) =>
          ({ type: "sync.done", outcome: "synced", listId: context.list?.id ?? null }) as const,
      ),
      announceFailed: emit(
        ({ context }) => ({ type: "sync.failed", message: context.errorMessage ?? "" }) as const,
      ),
    },
  }).createMachine({
    id: "wishlistSync",
    context: ({ input }) => ({
      tags: [],
      entries: [],
      list: null,
      error: null,
      errorMessage: null,
      messages: input.messages,
    }),
    initial: "syncing",
    states: {
      // The whole sync runs under one lock, so two tabs signing in at once sync once: the
      // second reads the profile after the first has tagged it, and skips.
      syncing: {
        invoke: { src: "holdLock" },
        initial: "waitingForLock",
        states: {
          waitingForLock: {
            on: { "lock.acquired": "loadingTags" },
          },
          loadingTags: {
            invoke: {
              src: "loadTags",
              onDone: [
                {
                  guard: { type: "alreadySynced", params: tags },
                  target: "#wishlistSync.skipped",
                  actions: { type: "setTags", params: tags },
                },
                { target: "readingLocal", actions: { type: "setTags", params: tags } },
              ],
              onError: fail("wishlistSyncProcessFailed"),
            },
          },
          readingLocal: {
            invoke: {
              src: "readLocal",
              onDone: [
                {
                  guard: { type: "noEntries", params: entries },
                  target: "taggingOnly",
                  actions: { type: "setEntries", params: entries },
                },
                { target: "findingList", actions: { type: "setEntries", params: entries } },
              ],
              onError: fail("wishlistSyncInvalidData"),
            },
          },
          // A sync that failed after creating the list finds it again instead of making another.
          findingList: {
            invoke: {
              src: "findList",
              input: ({ context }) => ({ name: context.messages.firstWishlistName }),
              onDone: [
                {
                  guard: { type: "listFound", params: foundList },
                  target: "addingItems",
                  actions: { type: "setList", params: foundList },
                },
                { target: "creatingList" },
              ],
              onError: fail("wishlistSyncProcessFailed"),
            },
          },
          creatingList: {
            invoke: {
              src: "createList",
              input: ({ context }) => ({ name: context.messages.firstWishlistName }),
              onDone: [
                {
                  guard: { type: "listInvalid", params: createdList },
                  ...refuse("wishlistSyncInvalidResponse"),
                },
                { target: "addingItems", actions: { type: "setList", params: createdList } },
              ],
              onError: fail("wishlistSyncCreateFailed"),
            },
          },
          addingItems: {
            invoke: {
              src: "addItems",
              input: ({ context }) => {
                if (!context.list) throw new Error("wishlist-sync: adding items without a list");
                return { list: context.list, entries: context.entries };
              },
              onDone: "taggingAfterSync",
              onError: fail("wishlistSyncAddFailed"),
            },
          },
          taggingAfterSync: {
            invoke: {
              src: "tagProfile",
              input: ({ context }) => ({ tags: [...context.tags, WISHLIST_SYNCED_TAG] }),
              onDone: "clearingLocal",
              onError: fail("wishlistSyncTagsAfterSyncFailed"),
            },
          },
          // Only once the list holds the items and the profile is tagged: nothing is lost.
          clearingLocal: {
            invoke: {
              src: "clearLocal",
              onDone: "#wishlistSync.synced",
              onError: fail("wishlistSyncProcessFailed"),
            },
          },
          taggingOnly: {
            invoke: {
              src: "tagProfile",
              input: ({ context }) => ({ tags: [...context.tags, WISHLIST_SYNCED_TAG] }),
              onDone: "#wishlistSync.tagged",
              onError: fail("wishlistSyncTagsFailed"),
            },
          },
        },
      },
      skipped: { type: "final", entry: "announceSkipped" },
      tagged: { type: "final", entry: "announceTagged" },
      synced: { type: "final", entry: "announceSynced" },
      // The local items stay; the next sign-in tries again.
      failed: { type: "final", entry: "announceFailed" },
    },
  });
}

/** The guest sync's machine type. */
export type WishlistSyncMachine = ReturnType<typeof buildWishlistSyncMachine>;

/**
 * The guest wishlist sync on sign-in, once per customer (account-area §4): skipped when the
 * profile has the `wishlist-synced` tag; otherwise the local items become a new list 'My First
 * Wishlist' (found again if an earlier attempt created it), then the tag is added and the local
 * copy removed; with no local items only the tag is set. Each step's failure ends with the
 * spec's message and keeps the local items, so the next sign-in retries; items already on the
 * list are not added again. The whole sync holds a lock (`holdLock`), so two tabs sync once.
 * Provide its actors with `createWishlistSyncActors`.
 *
 * @example
 * ```ts
 * const sync = createActor(wishlistSyncMachine.provide({ actors }), { input: { messages } });
 * sync.on("sync.done", () => invalidate(["Wishlists"]));
 * sync.start();
 * ```
 */
export const wishlistSyncMachine: WishlistSyncMachine = buildWishlistSyncMachine();
