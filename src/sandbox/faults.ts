import { delay, HttpResponse } from "msw";

/**
 * A fault to inject into requests that match `match`: a status, extra latency, a request that
 * never answers (the client's timeout fires), a dropped connection, or a body that is not JSON.
 */
export interface SandboxFault {
  /**
   * Which requests: a path glob (`/api/search/*`), optionally prefixed by a method
   * (`POST /cart/add.js`). `*` matches within a segment, `**` across segments.
   */
  match: string;
  /** Answer with this status and a JSON error body. */
  status?: 401 | 404 | 422 | 429 | 500 | 502 | 503;
  /** Error body to send with `status`. @default { message: "Injected fault (status)" } */
  body?: unknown;
  /** Extra milliseconds before answering. */
  latency?: number;
  /** Never answer. */
  timeout?: boolean;
  /** Drop the connection (a network error). */
  offline?: boolean;
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: boolean;
  /** Answer 200 with this JSON instead of the real body (a schema-invalid response). */
  replyJson?: unknown;
  /** How many matching requests to affect; omitted means every one until cleared. */
  times?: number;
}

/** Latency and failure settings of a running sandbox, changeable at run time. */
export interface SandboxFaults {
  /** Adds a fault rule; returns a function that removes it. */
  add(fault: SandboxFault): () => void;
  /** Removes every fault rule. */
  clear(): void;
  /** The rules in force. */
  list(): readonly SandboxFault[];
  /** Random latency range in ms applied to every request. */
  latency: readonly [number, number];
  /** Probability (0–1) that any request fails with 500. */
  failureRate: number;
  /** The response to send instead of the real one, if a rule or the failure rate says so. */
  intercept(request: Request): Promise<Response | undefined>;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const pattern = escaped.replace(/\*\*/g, "§§").replace(/\*/g, "[^/]*").replace(/§§/g, ".*");
  return new RegExp(`^${pattern}$`);
}

function matcher(match: string): (method: string, path: string) => boolean {
  const [first, ...rest] = match.trim().split(/\s+/);
  const hasMethod = rest.length > 0 && /^[A-Z]+$/.test(first ?? "");
  const method = hasMethod ? first : undefined;
  const path = globToRegExp(hasMethod ? rest.join(" ") : match.trim());
  return (m, p) => (method === undefined || method === m) && path.test(p);
}

/** Options of {@link createFaults}. */
export interface FaultOptions {
  /** Latency in ms: a fixed value or a `[min, max]` range. @default 0 */
  latency?: number | readonly [number, number];
  /** Probability (0–1) that a request fails with 500. @default 0 */
  failureRate?: number;
  /** Rules in force from the start. */
  faults?: readonly SandboxFault[];
  /** Random source in [0, 1). @default Math.random */
  random?: () => number;
}

/**
 * Creates the fault injector the sandbox's handlers consult before answering.
 *
 * @example
 * ```ts
 * const faults = createFaults({ latency: [50, 250] });
 * faults.add({ match: "POST /cart/add.js", status: 422, times: 1 });
 * ```
 */
export function createFaults(options: FaultOptions = {}): SandboxFaults {
  const random = options.random ?? Math.random;
  const rules: { fault: SandboxFault; test: ReturnType<typeof matcher>; left: number }[] = [];
  const add = (fault: SandboxFault) => {
    const rule = { fault, test: matcher(fault.match), left: fault.times ?? Number.POSITIVE_INFINITY };
    rules.push(rule);
    return () => {
      const index = rules.indexOf(rule);
      if (index >= 0) rules.splice(index, 1);
    };
  };
  for (const fault of options.faults ?? []) add(fault);
  const range = (value: FaultOptions["latency"]): readonly [number, number] =>
    typeof value === "number" ? [value, value] : (value ?? [0, 0]);

  const faults: SandboxFaults = {
    add,
    clear: () => void rules.splice(0, rules.length),
    list: () => rules.map((r) => r.fault),
    latency: range(options.latency),
    failureRate: options.failureRate ?? 0,
    async intercept(request) {
      const url = new URL(request.url);
      const [min, max] = faults.latency;
      const wait = max > min ? min + (max - min) * random() : min;
      if (wait > 0) await delay(Math.round(wait));
      const rule = rules.find((r) => r.left > 0 && r.test(request.method, url.pathname));
      if (rule) {
        rule.left -= 1;
        if (rule.left <= 0) rules.splice(rules.indexOf(rule), 1);
        const { fault } = rule;
        if (fault.latency) await delay(fault.latency);
        if (fault.timeout) {
          await delay("infinite");
        }
        if (fault.offline) return HttpResponse.error();
        if (fault.malformed) {
          return new HttpResponse('{"results": [', { headers: { "Content-Type": "application/json" } });
        }
        if (fault.replyJson !== undefined) return HttpResponse.json(fault.replyJson as never);
        if (fault.status) {
          return HttpResponse.json(fault.body ?? { message: `Injected fault (${fault.status})` }, {
            status: fault.status,
          });
        }
        return undefined;
      }
      if (faults.failureRate > 0 && random() < faults.failureRate) {
        return HttpResponse.json({ message: "Injected fault (500)" }, { status: 500 });
      }
      return undefined;
    },
  };
  return faults;
}
