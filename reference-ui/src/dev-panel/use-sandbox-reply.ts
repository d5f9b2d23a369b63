import { useEffect, useState } from "react";
import type { SandboxCommand, SandboxCommandName, SandboxCommandReply } from "solekit/sandbox";
import type { DevSandbox } from "./sandbox-context";

/** The commands that only ask (they change nothing), so a render may send them. */
type Question = Extract<SandboxCommandName, "inbox" | "beacon" | "demo-customer" | "offer-banners">;

/**
 * The sandbox's reply to `question`, asked once it is connected (undefined until it answers);
 * with `followChanges`, asked again after every change of its state, the latest answer winning.
 *
 * @example
 * ```tsx
 * const inbox = useSandboxReply(sandbox, "inbox", { followChanges: true }) ?? [];
 * ```
 */
export function useSandboxReply<Name extends Question>(
  sandbox: DevSandbox | null,
  question: Name,
  { followChanges = false } = {},
): SandboxCommandReply<Name> | undefined {
  const [reply, setReply] = useState<SandboxCommandReply<Name>>();
  useEffect(() => {
    if (!sandbox) return;
    let asked = 0;
    let answered = 0;
    let current = true;
    const ask = () => {
      const asking = ++asked;
      // A question carries nothing but its name.
      sandbox.send({ command: question } as Extract<SandboxCommand, { command: Name }>).then(
        (answer) => {
          // An answer to an earlier question, or after the panel let go, changes nothing.
          if (!current || asking < answered) return;
          answered = asking;
          setReply(() => answer);
        },
        // The panel shows what it had: a failed question is asked again on the next change.
        () => undefined,
      );
    };
    ask();
    const unsubscribe = followChanges ? sandbox.subscribe(ask) : () => undefined;
    return () => {
      current = false;
      unsubscribe();
    };
  }, [sandbox, question, followChanges]);
  return reply;
}
