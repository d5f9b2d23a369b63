import { useId, useState } from "react";
import { FIRST_LOGIN_STORAGE_KEY } from "solekit/rules";
import { LATENCIES } from "./conditions";
import { LoginLinkButton } from "./login-link-button";
import { useDevSandbox } from "./sandbox-context";
import { applySessionFault, SESSION_FAULTS, type SessionFault, storedSessionFault } from "./session-faults";
import { useSandboxReply } from "./use-sandbox-reply";
import {
  applyWishlistFault,
  storedWishlistFault,
  WISHLIST_FAULTS,
  type WishlistFault,
} from "./wishlist-faults";

/** Sandbox controls for developers: inbox, latency, failure rate, reset. */
export function DevPanel() {
  const sandbox = useDevSandbox();
  const latencyId = useId();
  const failureId = useId();
  const [sessionFault, setSessionFault] = useState<SessionFault>(storedSessionFault);
  const [wishlistFault, setWishlistFault] = useState<WishlistFault>(storedWishlistFault);
  const [latency, setLatency] = useState<keyof typeof LATENCIES>("normal");
  const [failureRate, setFailureRate] = useState("0");
  const inbox = useSandboxReply(sandbox, "inbox", { followChanges: true }) ?? [];
  const beacon = useSandboxReply(sandbox, "beacon", { followChanges: true });
  if (!sandbox) return null;
  const beaconBatches = beacon?.at(-1)?.batch ?? 0;

  return (
    <details className="dev-panel">
      <summary>Developer panel</summary>
      <section aria-label="Sandbox controls">
        <p>Every call is answered by the built-in sandbox; changes persist in this browser.</p>
        <label htmlFor={latencyId}>Latency</label>
        <select
          id={latencyId}
          value={latency}
          onChange={(event) => {
            const key = event.target.value as keyof typeof LATENCIES;
            setLatency(key);
            void sandbox.setConditions({ latency: LATENCIES[key] });
          }}
        >
          <option value="none">None</option>
          <option value="normal">Normal (60–240 ms)</option>
          <option value="slow">Slow (1–2.5 s)</option>
          <option value="very-slow">Very slow (8–10 s)</option>
        </select>
        <label htmlFor={failureId}>Failure rate</label>
        <select
          id={failureId}
          value={failureRate}
          onChange={(event) => {
            setFailureRate(event.target.value);
            void sandbox.setConditions({ failureRate: Number(event.target.value) });
          }}
        >
          <option value="0">None</option>
          <option value="0.1">10% of requests fail</option>
          <option value="0.5">50% of requests fail</option>
          <option value="1">Every request fails</option>
        </select>
        <FaultSelect
          label="Loyalty session"
          options={SESSION_FAULTS}
          value={sessionFault}
          onChange={(fault) => {
            setSessionFault(fault);
            void applySessionFault(sandbox, fault);
          }}
        />
        <FaultSelect
          label="Wishlists"
          options={WISHLIST_FAULTS}
          value={wishlistFault}
          onChange={(fault) => {
            setWishlistFault(fault);
            void applyWishlistFault(sandbox, fault);
          }}
        />
        <LoginLinkButton sandbox={sandbox} />
        <h2>Inbox</h2>
        {inbox.length === 0 ? (
          <p>No messages yet. Login links and SMS codes the sandbox sends appear here.</p>
        ) : (
          <ul className="dev-panel__inbox">
            {[...inbox].reverse().map((message) => (
              <li key={message.id}>
                <strong>{message.subject}</strong> to {message.to}
                {message.code ? <span> — code {message.code}</span> : null}
                {message.link ? (
                  <span>
                    {" "}
                    — <a href={message.link}>open login link</a>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <h2>Tracking</h2>
        <p className="dev-panel__beacon">
          Beacon events received: {beacon?.length ?? 0} in {beaconBatches}{" "}
          {beaconBatches === 1 ? "batch" : "batches"}
        </p>
        <button
          type="button"
          onClick={async () => {
            // A member who has not added a child yet: the dashboard's kids-profile prompt shows.
            await sandbox.send({ command: "forget-children" });
            window.location.reload();
          }}
        >
          Remove the demo children
        </button>
        <button
          type="button"
          onClick={() => {
            // The first-login flag a real sign-up sets: the account area opens the onboarding.
            localStorage.setItem(FIRST_LOGIN_STORAGE_KEY, "true");
            window.location.assign("/account");
          }}
        >
          Start onboarding
        </button>
        <button
          type="button"
          onClick={async () => {
            await sandbox.reset();
            window.location.reload();
          }}
        >
          Reset sandbox data
        </button>
      </section>
    </details>
  );
}

/** A labelled select of one kind of fault the panel can put in force (kept for the tab). */
function FaultSelect<Fault extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Readonly<Record<Fault, string>>;
  value: Fault;
  onChange: (fault: Fault) => void;
}) {
  const id = useId();
  const isFault = (candidate: string): candidate is Fault => Object.hasOwn(options, candidate);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isFault(event.target.value)) onChange(event.target.value);
        }}
      >
        {Object.entries<string>(options).map(([fault, text]) => (
          <option key={fault} value={fault}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}
