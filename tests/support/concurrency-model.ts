// The model-based test of DESIGN.md's concurrency rule, once for every machine. A model names how
// to start a machine over a fake service and which shopper events to throw at it; the helper
// then drives it with random event sequences, random answer order (success or failure) and
// random waits, and after every step asserts:
//
//   1. every superseded request was aborted: a request still pending and not aborted belongs to
//      an invocation the machine is still running (no leaked, merely-ignored requests);
//   2. no answer for a superseded request ever reaches the snapshot: settling an aborted request
//      leaves the snapshot untouched, and no answer of an aborted request is ever found in it;
//   3. the model's own invariant (e.g. "the results shown are for the text in the input").
import fc from "fast-check";
import type { AnyActorRef, EventObject, Snapshot } from "xstate";
import { SolekitError } from "../../src/runtime";

/** One call the machine made to the fake service. */
export interface ServiceCall {
  /** 1-based call number; its answers carry {@link marker}(id). */
  readonly id: number;
  /** Which service method (`search`, `suggest`…). */
  readonly method: string;
  /** What the machine asked for. */
  readonly input: unknown;
  /** The signal the machine passed along. */
  readonly signal: AbortSignal;
  /** How it ended: still pending, answered, failed, or settled after it was aborted. */
  outcome: "pending" | "answered" | "failed" | "settled-after-abort";
}

/** The text every answer (and failure code) of call `id` carries, so it can be found in a snapshot. */
export const marker = (id: number): string => `⟦call:${id}⟧`;
const MARKER = /⟦call:(\d+)⟧/g;

interface Deferred {
  call: ServiceCall;
  answer: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A fake backend whose answers arrive only when the test says so, in any order. Fake clients
 * route every method through {@link FakeService.call}.
 */
export class FakeService {
  readonly calls: ServiceCall[] = [];
  private readonly pending: Deferred[] = [];

  /**
   * A call of `method` with `input`: pending until {@link settle} answers it with `answer(call)`
   * (which should carry `marker(call.id)`) or fails it with a SolekitError whose code is the marker.
   */
  call<T>(method: string, input: unknown, signal: AbortSignal | undefined, answer: (call: ServiceCall) => T) {
    const call: ServiceCall = {
      id: this.calls.length + 1,
      method,
      input,
      signal: signal ?? new AbortController().signal,
      outcome: "pending",
    };
    this.calls.push(call);
    return new Promise<T>((resolve, reject) => {
      this.pending.push({
        call,
        answer: () => answer(call),
        resolve: resolve as (value: unknown) => void,
        reject,
      });
    });
  }

  /** Calls not settled yet. */
  get open(): readonly ServiceCall[] {
    return this.pending.map((entry) => entry.call);
  }

  /** Settles the open call at `index` (modulo), with an answer or a failure. */
  settle(index: number, fail: boolean): ServiceCall | undefined {
    if (this.pending.length === 0) return undefined;
    const [entry] = this.pending.splice(index % this.pending.length, 1);
    if (!entry) return undefined;
    const { call } = entry;
    const aborted = call.signal.aborted;
    call.outcome = aborted ? "settled-after-abort" : fail ? "failed" : "answered";
    if (fail) {
      entry.reject(
        new SolekitError({ kind: "http", status: 500, message: "Injected failure", code: marker(call.id) }),
      );
    } else {
      entry.resolve(entry.answer());
    }
    return call;
  }
}

/** How the helper drives one machine. */
export interface ConcurrencyModel<TActor extends AnyActorRef> {
  /** Starts the machine with its real actor factory over fake clients that call `service`. */
  start(service: FakeService): TActor;
  /** The shopper's events (any order, any time). */
  events: fc.Arbitrary<EventObject>;
  /**
   * Requests a running invocation may hold at once (quick search's suggestions are a suggest and
   * an autocomplete call on one signal). @default 1
   */
  callsPerInvocation?: number;
  /** Longest wait between steps, in ms (past the machine's debounces and delays). @default 2500 */
  maxWaitMs?: number;
  /** A domain rule that must hold after every step, e.g. no stale results shown. */
  invariant?(snapshot: ReturnType<TActor["getSnapshot"]>, service: FakeService): void;
}

type Step =
  | { kind: "event"; event: EventObject }
  | { kind: "settle"; pick: number; fail: boolean }
  | { kind: "wait"; ms: number };

// Lets promise callbacks, and the events xstate sends from them, run (timers stay fake).
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function activeChildren(actor: AnyActorRef): number {
  const snapshot = actor.getSnapshot() as Snapshot<unknown> & { children?: Record<string, AnyActorRef> };
  return Object.values(snapshot.children ?? {}).filter(
    (child) => (child.getSnapshot() as Snapshot<unknown>).status === "active",
  ).length;
}

function assertRule<TActor extends AnyActorRef>(
  model: ConcurrencyModel<TActor>,
  actor: TActor,
  service: FakeService,
): void {
  // 1. Pending, unaborted requests only for invocations still running.
  const live = new Set(service.open.filter((call) => !call.signal.aborted).map((call) => call.signal));
  const running = activeChildren(actor) * (model.callsPerInvocation ?? 1);
  if (live.size > running) {
    throw new Error(
      `${live.size} request(s) still pending and not aborted, but only ${running} running invocation(s): ` +
        "a superseded request was left running instead of aborted",
    );
  }
  // 2. No answer of an aborted request in the snapshot.
  const snapshot = actor.getSnapshot();
  const text = JSON.stringify((snapshot as { context?: unknown }).context ?? null);
  for (const match of text.matchAll(MARKER)) {
    const call = service.calls[Number(match[1]) - 1];
    if (call && call.outcome !== "answered" && call.outcome !== "failed") {
      throw new Error(
        `the snapshot holds the answer of call ${call.id} (${call.method}), which was ${call.outcome}`,
      );
    }
  }
  // 3. The model's own rule.
  model.invariant?.(snapshot, service);
}

/**
 * Runs the concurrency rule against a machine: `numRuns` random scenarios (1,000 by default) of up
 * to `maxSteps` steps, each step a shopper event, the answer or failure of a random open request,
 * or a wait. Uses fake timers (call it inside a test; it installs and removes them).
 *
 * @example
 * ```ts
 * it("obeys the concurrency rule", () => checkConcurrencyRule(recommendationsModel));
 * ```
 */
export async function checkConcurrencyRule<TActor extends AnyActorRef>(
  model: ConcurrencyModel<TActor>,
  { numRuns = 1000, maxSteps = 25, seed }: { numRuns?: number; maxSteps?: number; seed?: number } = {},
): Promise<void> {
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 4, arbitrary: model.events.map((event) => ({ kind: "event", event }) as const) },
    {
      weight: 3,
      arbitrary: fc
        .record({ pick: fc.nat(), fail: fc.boolean() })
        .map(({ pick, fail }) => ({ kind: "settle", pick, fail }) as const),
    },
    {
      weight: 2,
      arbitrary: fc
        .integer({ min: 0, max: model.maxWaitMs ?? 2500 })
        .map((ms) => ({ kind: "wait", ms }) as const),
    },
  );
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  try {
    await fc.assert(
      // Lengths spread over the whole range (fast-check's default size keeps most runs near 5
      // steps, too short for a stale answer to surface: type, answer, type again, close, reopen).
      fc.asyncProperty(fc.array(step, { maxLength: maxSteps, size: "max" }), async (steps) => {
        const service = new FakeService();
        const actor = model.start(service);
        try {
          assertRule(model, actor, service);
          for (const current of steps) {
            if (current.kind === "event") {
              actor.send(current.event);
            } else if (current.kind === "wait") {
              await vi.advanceTimersByTimeAsync(current.ms);
            } else {
              const before = actor.getSnapshot();
              const call = service.settle(current.pick, current.fail);
              await flush();
              if (call?.outcome === "settled-after-abort" && actor.getSnapshot() !== before) {
                throw new Error(
                  `the answer of aborted call ${call.id} (${call.method}) changed the snapshot`,
                );
              }
            }
            await flush();
            assertRule(model, actor, service);
          }
          // Then every open request answers, in order, and the rule still holds.
          while (service.open.length > 0) {
            service.settle(0, false);
            await flush();
            assertRule(model, actor, service);
          }
        } finally {
          actor.stop();
        }
      }),
      { numRuns, seed, endOnFailure: true },
    );
  } finally {
    vi.useRealTimers();
  }
}
