import { useState } from "react";
import { useSolekit } from "solekit";
import { createLoyaltyAuthClient } from "solekit/clients";
import { announceSessionSignal, SIGNED_OUT_SIGNAL_KEY } from "solekit/machines";
import type { DevSandbox } from "./sandbox-context";
import { forgetCustomerSession } from "./session-store";
import { useSandboxReply } from "./use-sandbox-reply";

/**
 * Signs the demo customer in the way a shopper would: the sandbox "emails" a login link to the
 * inbox below, and opening it logs in. Signed in, it offers a sign-out instead.
 */
export function LoginLinkButton({ sandbox }: { sandbox: DevSandbox }) {
  const { config } = useSolekit();
  const [status, setStatus] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const email = useSandboxReply(sandbox, "demo-customer")?.email;

  if (config.customer?.logged) {
    return (
      <button
        type="button"
        onClick={() => {
          forgetCustomerSession();
          // Like a logout: the browser's other tabs leave the signed-in state too.
          announceSessionSignal(window, SIGNED_OUT_SIGNAL_KEY, Date.now());
          window.location.assign("/");
        }}
      >
        Sign out of the sandbox
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        disabled={status === "sending" || email === undefined}
        onClick={async () => {
          if (email === undefined) return;
          setStatus("sending");
          try {
            await createLoyaltyAuthClient(config).sendLoginEmail(email, {
              urlPath: window.location.pathname,
            });
            setStatus("sent");
          } catch {
            setStatus("failed");
          }
        }}
      >
        Email a login link to {email ?? "the demo customer"}
      </button>
      <p role="status">
        {status === "sent"
          ? "Sent — open it from the inbox."
          : status === "failed"
            ? "Could not send the link."
            : ""}
      </p>
    </>
  );
}
