import { createHttp, isSolekitError, type SolekitError } from "../../src/clients/http";
import { createSearchClient } from "../../src/clients/search";
import { createMemoryStorage, parseSolekitConfig } from "../../src/runtime";
import { type SandboxFault, sandboxConfig } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
const config = parseSolekitConfig(sandboxConfig());
// Generous for every call, so a busy machine never turns an answer into a timeout; the impatient
// client gives up soon on the one fault that never answers.
const clientWithin = (timeout: number) =>
  createSearchClient(config, {
    storage: createMemoryStorage(),
    http: createHttp({ baseURL: config.search.host, timeout }),
  });
const search = clientWithin(10_000);
const impatientSearch = clientWithin(250);

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => process.on("unhandledRejection", onUnhandled));
afterAll(() => {
  process.off("unhandledRejection", onUnhandled);
  expect(unhandled).toEqual([]);
});

const callsOf = (client: typeof search) =>
  ({
    search: () => client.search({ q: "boots" }),
    autocomplete: () => client.autocomplete({ q: "boots" }),
    suggest: () => client.suggest({ q: "boo" }),
    trending: () => client.trending(),
    recommend: () => client.recommend({ tags: ["popular"] }),
  }) as const;
const calls = callsOf(search);

type Expected = Pick<SolekitError, "kind"> & { status?: number };
const faults: [string, Omit<SandboxFault, "match">, Expected][] = [
  ["500", { status: 500 }, { kind: "http", status: 500 }],
  ["401", { status: 401 }, { kind: "http", status: 401 }],
  ["422", { status: 422 }, { kind: "http", status: 422 }],
  ["429", { status: 429 }, { kind: "http", status: 429 }],
  ["timeout", { timeout: true }, { kind: "timeout" }],
  ["offline", { offline: true }, { kind: "network" }],
  ["malformed JSON", { malformed: true }, { kind: "invalid-response" }],
  [
    "a schema-invalid body",
    { replyJson: { results: "not a list", trending: 4, query: 7 } },
    { kind: "invalid-response" },
  ],
];

const matrix = Object.keys(calls).flatMap((call) =>
  faults.map(([label, fault, expected]) => [call as keyof typeof calls, label, fault, expected] as const),
);

describe("search client fault matrix", () => {
  it.each(matrix)("%s under %s rejects with the typed error", async (call, _label, fault, expected) => {
    env.sandbox.faults.add({ match: "/**", ...fault });
    const error = await callsOf(fault.timeout ? impatientSearch : search)
      [call]()
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    if (!isSolekitError(error)) throw new Error(`expected a SolekitError, got ${String(error)}`);
    expect(error.kind).toBe(expected.kind);
    expect(error.status).toBe(expected.status);
    if (expected.status) expect(error.message).toBe(`Injected fault (${expected.status})`);
  });

  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    "%s answers again once the fault clears",
    async (call) => {
      env.sandbox.faults.add({ match: "/**", status: 500, times: 1 });
      await expect(calls[call]()).rejects.toMatchObject({ kind: "http" });
      await expect(calls[call]()).resolves.toBeDefined();
    },
  );
});
