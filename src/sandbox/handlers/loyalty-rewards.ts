import type { HttpHandler } from "msw";
import { authedRoute } from "../loyalty/authed-route";
import type { LoyaltySandbox } from "../loyalty/loyalty-sandbox";
import { json } from "../loyalty/responses";
import { ledgerOf } from "../loyalty/rewards";
import type { SandboxContext } from "../sandbox-context";
import { sandboxHosts } from "../sandbox-hosts";

/**
 * Rewards and what derives from them: `GET /api/profile/rewards`, `/balances`, `/ledgers` and
 * the customer's own `/interactions`.
 *
 * @example
 * ```ts
 * setupServer(...loyaltyRewardHandlers(context, loyalty));
 * ```
 */
export function loyaltyRewardHandlers(ctx: SandboxContext, loyalty: LoyaltySandbox): HttpHandler[] {
  const profile = `${sandboxHosts.loyaltyApi}/api/profile`;
  const state = () => ctx.store.state;
  return [
    authedRoute({ ctx, loyalty, method: "get", path: `${profile}/rewards` }, () =>
      json({ data: state().customer.rewards }),
    ),
    authedRoute({ ctx, loyalty, method: "get", path: `${profile}/balances` }, () =>
      json({ data: state().customer.balance }),
    ),
    authedRoute({ ctx, loyalty, method: "get", path: `${profile}/ledgers` }, () =>
      json({ data: ledgerOf(state().customer.rewards) }),
    ),
    authedRoute({ ctx, loyalty, method: "get", path: `${profile}/interactions` }, () =>
      json({ data: state().loyalty.interactions }),
    ),
  ];
}
