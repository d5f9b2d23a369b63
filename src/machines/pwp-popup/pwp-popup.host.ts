// The pwp popup's mutes, kept in the host page's storage: read into its input, written by its
// `persistMutes` action. Framework-free, so React, Vue and vanilla hosts agree.
import { PWP_MUTE_STORAGE_KEY } from "../../rules/keys";
import type { PwpMutes } from "../../rules/pwp";
import type { StorageAdapter } from "../../runtime";
import type { PwpPopupContext } from "./pwp-popup.types";

/**
 * The mutes stored on this browser (`pwp-mute`): none when the stored text is missing or broken.
 *
 * @example
 * ```ts
 * const input = { rules, mutes: storedPwpMutes(storage), now: () => Date.now() };
 * ```
 */
export function storedPwpMutes(storage: StorageAdapter): PwpMutes {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PWP_MUTE_STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as PwpMutes) : {};
  } catch {
    return {};
  }
}

/** The pwp popup's actions that reach the host page. */
export interface PwpPopupHostActions {
  /** Stores the mutes (a dismissed rule stays quiet for its `exclusionDays`). */
  persistMutes: (args: { context: Pick<PwpPopupContext, "mutes"> }) => void;
}

/**
 * The pwp popup's host actions: a dismissed rule's mute is stored where `storedPwpMutes` reads it.
 *
 * @example
 * ```ts
 * const machine = pwpPopupMachine.provide({ actors, actions: pwpPopupHostActions(storage) });
 * ```
 */
export function pwpPopupHostActions(storage: StorageAdapter): PwpPopupHostActions {
  return {
    persistMutes: ({ context }: { context: Pick<PwpPopupContext, "mutes"> }) =>
      storage.setItem(PWP_MUTE_STORAGE_KEY, JSON.stringify(context.mutes)),
  };
}
