import type { Sandbox } from "../create-sandbox";
import { redeemSandboxLoginToken } from "../handlers/auth-accounts";
import { sandboxOfferBanners } from "../offers";
import { SANDBOX_STATE_PARTS, type SandboxState } from "../sandbox-state";
import type {
  SandboxCommand,
  SandboxCommandName,
  SandboxCommandReply,
  SandboxCommands,
} from "./worker-commands";

type CommandHandlers = {
  [Name in SandboxCommandName]: (
    request: SandboxCommands[Name]["request"],
  ) => SandboxCommandReply<Name> | Promise<SandboxCommandReply<Name>>;
};

/**
 * Carries out commands on one sandbox. Fault rules go by name, since a page cannot hold the
 * function that removes one.
 *
 * @example
 * ```ts
 * const run = commandRunner(createSandbox());
 * await run({ command: "set-faults", name: "cart", faults: [{ match: "/cart.js", status: 500 }] });
 * await run({ command: "set-faults", name: "cart", faults: [] });
 * ```
 */
export function commandRunner(
  sandbox: Sandbox,
): <Command extends SandboxCommand>(command: Command) => Promise<SandboxCommandReply<Command["command"]>> {
  // What removes each name's rules.
  const removeFaults = new Map<string, (() => void)[]>();
  const { store } = sandbox;
  const handlers: CommandHandlers = {
    inbox: () => sandbox.inbox(),
    beacon: () => store.state.beacon,
    "demo-customer": () => ({
      customerId: store.state.customer.session.customerId,
      email: sandbox.world.customer.profile.email ?? "",
    }),
    "offer-banners": () => sandboxOfferBanners(sandbox.world.products),
    "redeem-login-token": ({ token }) => redeemSandboxLoginToken(sandbox, token),
    "forget-children": () => {
      store.update((draft) => {
        draft.customer.children = [];
      });
      return null;
    },
    "saved-parts": () =>
      Object.fromEntries(SANDBOX_STATE_PARTS.map((part) => [part, JSON.stringify(store.state[part])])),
    "restore-parts": ({ parts }) => {
      // Parsed before the update: a part that is not JSON changes nothing.
      const restored = Object.fromEntries(
        Object.entries(parts)
          .filter(([part]) => (SANDBOX_STATE_PARTS as readonly string[]).includes(part))
          .map(([part, json]) => [part, JSON.parse(json)]),
      ) as Partial<SandboxState>;
      store.update((draft) => Object.assign(draft, restored));
      return null;
    },
    "customer-session": ({ customerId }) => sandbox.customerSession(customerId),
    reset: () => {
      sandbox.reset();
      return null;
    },
    "set-faults": ({ name, faults }) => {
      for (const remove of removeFaults.get(name) ?? []) remove();
      removeFaults.set(
        name,
        faults.map((fault) => sandbox.faults.add(fault)),
      );
      return null;
    },
    "set-conditions": ({ latency, failureRate }) => {
      if (latency) sandbox.faults.latency = latency;
      if (failureRate !== undefined) sandbox.faults.failureRate = failureRate;
      return null;
    },
  };
  // Each command's name picks its own handler; TypeScript cannot follow a name to its request.
  return async (command) => (handlers[command.command] as (request: SandboxCommand) => never)(command);
}
