import { type HttpHandler, HttpResponse } from "msw";
import * as v from "valibot";
import { beaconBatchSchema } from "../../clients/beacon";
import { recordBeaconBatch } from "../beacon-log";
import { readJson, route, SandboxHttpError } from "../route";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";

/**
 * The beacon endpoint: accepts a JSON array of render, impression and click events, checks each
 * against the beacon schema (400 otherwise) and keeps them in the sandbox state's `beacon` log
 * for tests and the developer panel.
 *
 * @example
 * ```ts
 * setupServer(...beaconHandlers(context));
 * ```
 */
export function beaconHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    route(ctx.faults, { method: "post", path: `${sandboxHosts.beacon}/beacon` }, async ({ request }) => {
      const parsed = v.safeParse(beaconBatchSchema, await readJson(request));
      if (!parsed.success) {
        const issue = parsed.issues[0];
        const path = issue ? v.getDotPath(issue) : null;
        throw new SandboxHttpError(400, {
          message: `Invalid beacon batch${path ? ` at ${path}` : ""}: ${issue?.message ?? "unexpected body"}`,
        });
      }
      ctx.store.update((draft) => {
        draft.beacon = recordBeaconBatch(draft.beacon, parsed.output, Date.now());
      });
      return HttpResponse.json({ success: true });
    }),
  ];
}
