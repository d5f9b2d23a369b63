import { existsSync } from "node:fs";

/** Where the browser tests look for Chromium: `CHROMIUM_PATH`, else Debian's package. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The browser tests drive the system Chromium: install it with ` +
        "`apt-get update && apt-get install -y chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return path;
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
