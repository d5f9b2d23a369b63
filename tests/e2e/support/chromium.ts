import { existsSync, statfsSync } from "node:fs";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * Where the browser tests find Chromium, first match wins: `CHROMIUM_PATH`, a system Chromium
 * (Debian's package), else the Chromium that the `@sparticuz/chromium` dev dependency ships
 * inside the npm package (unpacked to /tmp on first use, about 1.5 s). The last needs no root and
 * no download beyond `npm ci`, so `npm ci && npm test` works on a fresh x64 Linux machine.
 */
export async function chromiumPath(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist.`);
    return configured;
  }
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (system) return system;
  try {
    const { default: packaged } = await import("@sparticuz/chromium");
    return await packaged.executablePath();
  } catch (error) {
    throw new Error(
      "No Chromium found for the browser tests: set CHROMIUM_PATH, install Debian's `chromium`, or run " +
        `\`npm ci\` on x64 Linux so the @sparticuz/chromium dev dependency can unpack its own (${String(error)}).`,
    );
  }
}

/** Flags that keep Chromium quiet and offline on a CI machine. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Below this, `/dev/shm` is a container's small default (64 MB) and Chromium must not use it. */
const ROOMY_SHM_BYTES = 1024 ** 3;

function roomyDevShm(): boolean {
  try {
    const { bsize, bavail } = statfsSync("/dev/shm");
    return bsize * bavail >= ROOMY_SHM_BYTES;
  } catch {
    return false;
  }
}

/**
 * Playwright's default flags to leave out. Playwright passes `--disable-dev-shm-usage` for the
 * containers whose `/dev/shm` is too small, so Chromium shares its renderers' memory through files
 * in `/tmp`, on disk here; with a roomy `/dev/shm` (a tmpfs in memory) it keeps them there.
 */
export const CHROMIUM_IGNORED_DEFAULT_ARGS: string[] = roomyDevShm() ? ["--disable-dev-shm-usage"] : [];
