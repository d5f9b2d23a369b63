import { assign, setup } from "xstate";
import { NOTICE_DURATION_MS } from "../../rules/constants";
import type { NoticeContext, NoticeEvent, NoticeInput, NoticeRequest } from "./notice.types";

// What `notice.show` carries, handed to the action as typed params (no `event.type` check).
const requested = ({ event }: { event: Extract<NoticeEvent, { type: "notice.show" }> }) => event.notice;

// The machine's type is inferred here and named by NoticeMachine below.
function buildNoticeMachine() {
  return setup({
    types: {
      context: {} as NoticeContext,
      events: {} as NoticeEvent,
      input: {} as NoticeInput,
    },
    delays: {
      remaining: ({ context }) => context.remaining,
    },
    actions: {
      showNotice: assign(({ context }, request: NoticeRequest) => {
        const { type, message, duration = NOTICE_DURATION_MS } = request;
        return {
          notice: { id: (context.notice?.id ?? 0) + 1, type, message, duration },
          remaining: duration,
          startedAt: context.now(),
        };
      }),
      startCountdown: assign({ startedAt: ({ context }) => context.now() }),
      keepRemaining: assign({
        remaining: ({ context }) => Math.max(0, context.remaining - (context.now() - context.startedAt)),
      }),
    },
  }).createMachine({
    id: "notice",
    context: ({ input }) => ({ notice: null, remaining: 0, startedAt: 0, now: input.now ?? Date.now }),
    initial: "hidden",
    states: {
      hidden: {
        on: { "notice.show": { target: "visible", actions: { type: "showNotice", params: requested } } },
      },
      visible: {
        initial: "counting",
        on: {
          "notice.show": {
            target: ".counting",
            reenter: true,
            actions: { type: "showNotice", params: requested },
          },
          "notice.dismiss": "hidden",
        },
        states: {
          counting: {
            entry: "startCountdown",
            after: { remaining: "#notice.hidden" },
            on: { "notice.pause": { target: "paused", actions: "keepRemaining" } },
          },
          paused: {
            on: { "notice.resume": "counting" },
          },
        },
      },
    },
  });
}

/** The notice machine's type. */
export type NoticeMachine = ReturnType<typeof buildNoticeMachine>;

/**
 * The page's global notice (storefront §4): standard, success, warning or error; it hides after
 * its duration (default 5000 ms), and the countdown pauses while the shopper hovers or focuses
 * it, then goes on with the time that was left. A new notice replaces the one on show.
 *
 * @example
 * ```ts
 * const notice = createActor(noticeMachine, { input: {} }).start();
 * notice.send({ type: "notice.show", notice: { type: "error", message: "You can only add 3 …" } });
 * ```
 */
export const noticeMachine: NoticeMachine = buildNoticeMachine();
