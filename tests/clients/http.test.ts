import * as v from "valibot";
import { createHttp, defaultErrorDetail, isSolekitError, type SolekitError } from "../../src/clients/http";
import { sandboxHosts } from "../../src/sandbox";
import { startSandboxServer } from "../support/sandbox-server";

const env = startSandboxServer();
// Generous, so a busy machine never turns an answer into a timeout; the tests of a request that
// never answers use an impatient transport.
const http = createHttp({ baseURL: sandboxHosts.search, timeout: 10_000 });
const impatientHttp = createHttp({ baseURL: sandboxHosts.search, timeout: 250 });
const listing = v.object({ results: v.array(v.looseObject({ id: v.string() })) });
const get = (schema: v.GenericSchema = listing, signal?: AbortSignal, transport = http) =>
  transport.request({
    path: "/api/search/search.json",
    query: { siteId: "sandbox", resultsPerPage: 2 },
    schema,
    signal,
  });

async function failure(promise: Promise<unknown>): Promise<SolekitError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isSolekitError(error)) throw new Error(`expected a SolekitError, got ${String(error)}`);
  return error;
}

describe("createHttp", () => {
  it("returns the body parsed by the schema", async () => {
    const body = await http.request({
      path: "/api/search/search.json",
      query: { siteId: "sandbox", resultsPerPage: 2 },
      schema: listing,
    });
    expect(body.results).toHaveLength(2);
  });

  it.each([
    [500, "Injected fault (500)"],
    [404, "Injected fault (404)"],
    [429, "Injected fault (429)"],
  ] as const)("turns a %i into an http error carrying the service's message", async (status, message) => {
    env.sandbox.faults.add({ match: "/api/search/*", status });
    const error = await failure(get());
    expect(error).toMatchObject({ kind: "http", status, message });
  });

  it("reads the code and message of a JSON:API error body", async () => {
    env.sandbox.faults.add({
      match: "/api/search/*",
      status: 422,
      body: { errors: [{ code: "invalid", detail: "Invalid email" }] },
    });
    expect(await failure(get())).toMatchObject({
      kind: "http",
      status: 422,
      code: "invalid",
      message: "Invalid email",
    });
  });

  it("reports a schema-invalid body as invalid-response, naming the path", async () => {
    const error = await failure(get(v.object({ results: v.array(v.object({ id: v.number() })) })));
    expect(error.kind).toBe("invalid-response");
    expect(error.message).toContain("results.0.id");
  });

  it("reports a body that is not JSON as invalid-response", async () => {
    env.sandbox.faults.add({ match: "/api/search/*", malformed: true });
    expect((await failure(get())).kind).toBe("invalid-response");
  });

  it("reports a dropped connection as network", async () => {
    env.sandbox.faults.add({ match: "/api/search/*", offline: true });
    expect((await failure(get())).kind).toBe("network");
  });

  it("reports a request that never answers as timeout", async () => {
    env.sandbox.faults.add({ match: "/api/search/*", timeout: true });
    expect((await failure(get(listing, undefined, impatientHttp))).kind).toBe("timeout");
  });

  it("times out a request that never answers even when the caller passes its own signal", async () => {
    // The machines always pass a signal (to abort superseded searches); the timeout must still hold.
    env.sandbox.faults.add({ match: "/api/search/*", timeout: true });
    const started = Date.now();
    const error = await failure(get(listing, new AbortController().signal, impatientHttp));
    expect(error.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports a cancelled request as aborted", async () => {
    env.sandbox.faults.add({ match: "/api/search/*", latency: 200 });
    const controller = new AbortController();
    const pending = failure(get(listing, controller.signal));
    controller.abort();
    expect((await pending).kind).toBe("aborted");
  });

  it("sends per-request headers and never puts them in the error message", async () => {
    const secret = "Bearer s3cr3t-token";
    const authed = createHttp({ baseURL: sandboxHosts.search, headers: () => ({ Authorization: secret }) });
    env.sandbox.faults.add({ match: "/api/search/*", status: 500 });
    const error = await failure(
      authed.request({ path: "/api/search/search.json", query: { siteId: "x" }, schema: listing }),
    );
    expect(`${error.message} ${String(error.stack)}`).not.toContain("s3cr3t");
  });
});

describe("defaultErrorDetail", () => {
  it.each([
    [{ description: "Cart is full", message: "ignored" }, { message: "Cart is full" }],
    [{ message: "Not allowed" }, { message: "Not allowed" }],
    [{ error: { message: "Bad token", code: "token" } }, { message: "Bad token", code: "token" }],
    [
      { errors: [{ code: "variant_not_found", detail: "No such variant" }] },
      { message: "No such variant", code: "variant_not_found" },
    ],
    ["<html>", {}],
    [null, {}],
  ])("reads %j as %j", (body, expected) => {
    expect(defaultErrorDetail(body)).toEqual(expected);
  });
});
