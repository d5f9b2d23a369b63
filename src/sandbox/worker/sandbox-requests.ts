import { sandboxHosts } from "../sandbox-hosts";

const SANDBOX_HOSTS = new Set(Object.values(sandboxHosts).map((host) => new URL(host).host));

/** Where the sandbox serves its generated images and avatars on the page's own origin. */
export const SANDBOX_ASSET_PATH = "/sandbox/";

/**
 * Whether the sandbox answers `url`: a call to one of {@link sandboxHosts}, or an image or avatar
 * under {@link SANDBOX_ASSET_PATH} on the page's `origin`. The service worker leaves every other
 * request (the app's own files) to the network.
 *
 * @example
 * ```ts
 * isSandboxRequest("https://search.solekit.test/api/search/search.json", location.origin); // true
 * isSandboxRequest(`${location.origin}/assets/app.js`, location.origin); // false
 * ```
 */
export function isSandboxRequest(url: string, origin: string): boolean {
  const parsed = new URL(url);
  return (
    SANDBOX_HOSTS.has(parsed.host) ||
    (parsed.origin === origin && parsed.pathname.startsWith(SANDBOX_ASSET_PATH))
  );
}
