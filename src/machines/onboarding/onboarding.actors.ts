import type { ConnectionCalls, ShoeTagCalls } from "../../clients/loyalty";
import type { CreateChildPayload } from "../../rules/child";
import type { ChildCreateResult } from "../../rules/onboarding";
import type { InvalidateAccountKeys } from "../account";
import { asError } from "../shared/as-error";
import { fromRequest } from "../shared/request";
import type { CreateChildrenRequest } from "./onboarding.types";

/**
 * What one failed create means (account-area §8: a failure is treated as a duplicate shoe tag):
 * the service's refusal (an HTTP answer below 500) is the shoe tag; a network failure, a 5xx or
 * no loyalty configuration is `unavailable`, so an outage is not blamed on the child's shoe tag.
 */
function failureOf(error: unknown): ChildCreateResult {
  const { kind, status } = asError(error);
  const refused = kind === "http" && status !== undefined && status < 500;
  return { ok: false, reason: refused ? "duplicateShoeTag" : "unavailable" };
}

/**
 * The onboarding overlay's side effects: a random shoe tag from the storefront's name service,
 * and the submit, which creates each child in order (`createChild`, `POST /connections`),
 * answering one result per child, then invalidates `ProfileConnections` when any was created so
 * the kids list and dashboard show them. Creates are sent one after another, never alongside.
 *
 * @example
 * ```ts
 * const actors = createOnboardingActors(loyalty, binding.invalidate);
 * const actor = createActor(onboardingMachine.provide({ actors }), { input }).start();
 * ```
 */
export function createOnboardingActors(
  loyalty: Pick<ConnectionCalls, "createChild"> & ShoeTagCalls,
  invalidate: InvalidateAccountKeys,
) {
  return {
    suggestShoeTag: fromRequest<string>((_input, signal) => loyalty.getRandomShoeTagName({ signal })),
    createChildren: fromRequest<readonly ChildCreateResult[], CreateChildrenRequest>(
      async ({ children }, signal) => {
        const results: ChildCreateResult[] = [];
        for (const payload of children as readonly CreateChildPayload[]) {
          try {
            const created = await loyalty.createChild(payload, { signal });
            results.push({ ok: true, id: created.connectionId ?? created.id });
          } catch (error) {
            results.push(failureOf(error));
          }
        }
        if (results.some((result) => result.ok)) await invalidate(["ProfileConnections"]);
        return results;
      },
    ),
  };
}
