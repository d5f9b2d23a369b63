import type { Page } from "playwright-core";
import type { SandboxCommand, SandboxCommandReply, SandboxSavedParts } from "../../../src/sandbox";
import type { SandboxState } from "../../../src/sandbox/sandbox-state";

/**
 * Sends a command to the sandbox's service worker from `page` (which it controls: a page of the
 * shop) and resolves to its reply, as the reference UI's `connectSandbox` does.
 *
 * @example
 * ```ts
 * const inbox = await sandboxCommand(page, { command: "inbox" });
 * ```
 */
export async function sandboxCommand<Command extends SandboxCommand>(
  page: Page,
  command: Command,
): Promise<SandboxCommandReply<Command["command"]>> {
  const result = await page.evaluate(async (message) => {
    await navigator.serviceWorker.ready;
    const worker = navigator.serviceWorker.controller;
    if (!worker) throw new Error("the page is not controlled by the sandbox's worker");
    return new Promise<{ ok: boolean; reply?: unknown; message?: string }>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => resolve(data);
      worker.postMessage(message, [channel.port2]);
    });
  }, command);
  if (!result.ok) throw new Error(`sandbox ${command.command}: ${result.message}`);
  return result.reply as SandboxCommandReply<Command["command"]>;
}

/**
 * A part of the sandbox's state, as its service worker holds it, parsed.
 *
 * @example
 * ```ts
 * const inbox = await savedSandboxPart(page, "inbox");
 * ```
 */
export async function savedSandboxPart<P extends keyof SandboxState>(
  page: Page,
  part: P,
): Promise<SandboxState[P]> {
  const parts = await sandboxCommand(page, { command: "saved-parts" });
  return JSON.parse(parts[part] ?? "null") as SandboxState[P];
}

/** The IndexedDB database the reference UI's sandbox keeps its state in (seed 1, 2,000 products). */
export const SANDBOX_DATABASE = "solekit-sandbox:1:2000";

/**
 * Writes saved parts where the sandbox's worker reads them as it starts (its IndexedDB
 * database), on a page of the shop's origin that no worker controls yet (a fresh context).
 *
 * @example
 * ```ts
 * await page.goto("/robots.txt");
 * await seedSandboxParts(page, parts);
 * await page.goto("/"); // the worker starts on these parts
 * ```
 */
export function seedSandboxParts(page: Page, parts: SandboxSavedParts): Promise<void> {
  return page.evaluate(
    ([database, saved]) =>
      new Promise<void>((resolve, reject) => {
        // The shape idb-keyval's createStore(database, "parts") opens.
        const opening = indexedDB.open(database);
        opening.onupgradeneeded = () => opening.result.createObjectStore("parts");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const transaction = opening.result.transaction("parts", "readwrite");
          for (const [part, json] of Object.entries(saved)) transaction.objectStore("parts").put(json, part);
          transaction.oncomplete = () => {
            opening.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [SANDBOX_DATABASE, parts] as const,
  );
}
