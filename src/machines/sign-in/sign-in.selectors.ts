import type { SnapshotFrom } from "xstate";
import { CARD_IDENTITY_HANDLE } from "../../rules/keys";
import { normalisePhone } from "../../rules/phone";
import type { SignInStep } from "../../rules/sign-in";
import type { SliceStatus } from "../shared/connect";
import type { SignInMachine } from "./sign-in.machine";
import type { SignInCard, SignInDetailsField } from "./sign-in.types";

type Snapshot = SnapshotFrom<SignInMachine>;

/** The spec's step the snapshot is on. */
export function signInStep(snapshot: Snapshot): SignInStep {
  if (snapshot.matches("mobileCode")) return "mobileCode";
  if (snapshot.matches("details")) return "details";
  if (snapshot.matches("success")) return "success";
  return "initial";
}

/** The consumer contract's status. */
export function signInStatus(snapshot: Snapshot): SliceStatus {
  if (snapshot.hasTag("busy") || snapshot.hasTag("resending")) return "loading";
  if (snapshot.context.error) return "error";
  if (snapshot.matches("success")) return "success";
  return "idle";
}

/** The membership card of a created account, when the programme issued one. */
export function signInCard(snapshot: Snapshot): SignInCard | null {
  const account = snapshot.context.account;
  const identity = account?.identity;
  if (!account || !identity || identity.handle !== CARD_IDENTITY_HANDLE || !identity.identifier) return null;
  return { code: identity.identifier, firstName: account.first_name, lastName: account.last_name };
}

/** Each details field's error: the local check first, else the server's (email and mobile). */
export function signInFieldErrors(snapshot: Snapshot): Partial<Record<SignInDetailsField, string>> {
  const { fieldErrors, serverErrors } = snapshot.context;
  return {
    ...fieldErrors,
    ...(fieldErrors.email === undefined && serverErrors.email !== undefined && { email: serverErrors.email }),
    ...(fieldErrors.mobile === undefined &&
      serverErrors.mobile !== undefined && { mobile: serverErrors.mobile }),
  };
}

/** The mobile the code went to, as the service has it. */
export function signInCodeSentTo(snapshot: Snapshot): string | null {
  const checked = snapshot.context.checked;
  return snapshot.matches("mobileCode") && checked?.kind === "mobile"
    ? normalisePhone(checked.identifier)
    : null;
}
