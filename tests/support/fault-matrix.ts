import { isSolekitError, type SolekitError, type SolekitErrorKind } from "../../src/clients/http";
import type { SandboxFault } from "../../src/sandbox";

/** One row of the fault matrix: the fault to inject and the error it must become. */
export interface FaultCase {
  /** Test name. */
  name: string;
  /** The fault, without its `match`. */
  fault: Omit<SandboxFault, "match">;
  /** The error kind a client must reject with. */
  kind: SolekitErrorKind;
  /** The HTTP status, for `http` errors. */
  status?: number;
}

/**
 * The fault matrix: 500, 401, 422, 429, timeout, offline, malformed JSON and a
 * schema-invalid body. `invalidBody` is a 200 answer the client's schema must refuse.
 */
export function faultMatrix(invalidBody: unknown = { unexpected: true }): FaultCase[] {
  return [
    { name: "500", fault: { status: 500 }, kind: "http", status: 500 },
    { name: "401", fault: { status: 401 }, kind: "http", status: 401 },
    { name: "422", fault: { status: 422 }, kind: "http", status: 422 },
    { name: "429", fault: { status: 429 }, kind: "http", status: 429 },
    { name: "timeout", fault: { timeout: true }, kind: "timeout" },
    { name: "offline", fault: { offline: true }, kind: "network" },
    { name: "malformed JSON", fault: { malformed: true }, kind: "invalid-response" },
    { name: "schema-invalid body", fault: { replyJson: invalidBody }, kind: "invalid-response" },
  ];
}

/** Awaits a promise that must reject with a {@link SolekitError}, and returns the error. */
export async function failure(promise: Promise<unknown>): Promise<SolekitError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isSolekitError(error)) throw new Error(`expected a SolekitError, got ${String(error)}`);
  return error;
}

/** Everything an error could leak through: message, stack and causes' messages. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    parts.push(current.message, String(current.stack));
    current = current.cause;
  }
  return parts.join("\n");
}
