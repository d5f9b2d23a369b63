// The package as an app installs it: `npm pack` (whose `prepack` builds `dist/`), then
// `npm install <tarball>` into a scratch app beside the peer dependencies an app brings. The
// bench measures page sizes from there and `tests/package` checks what an app meets there.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;

/** The peer dependencies an app installs beside solekit, at the versions the repository pins. */
const APP_DEPENDENCIES = [
  "react",
  "react-dom",
  "@types/react",
  "xstate",
  "@xstate/react",
  "@tanstack/react-query",
  "msw",
];

/** A scratch app with the packed package installed. */
export interface ScratchApp {
  /** The app's directory (its `node_modules/solekit` is the installed tarball). */
  dir: string;
  /** The tarball `npm pack` wrote. */
  tarball: string;
  /** Deletes the app (about 55 MB). */
  remove(): Promise<void>;
}

/** What the app's own tests use (`tests/package` runs Jest there), besides the peers. */
const TEST_DEPENDENCIES = ["@testing-library/react", "@testing-library/dom"];

function pinnedVersions(names: readonly string[]): string[] {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  return names.map((name) => `${name}@${pkg.devDependencies[name]}`);
}

/** What {@link installPackedPackage} installs beside the package. */
export interface ScratchAppOptions {
  /** Also install Testing Library (React and DOM), as an app that tests its components does. @default false */
  testingLibrary?: boolean;
  /** More packages to install, as npm specs with exact versions (`scripts/try-next.ts` adds Next.js). @default [] */
  packages?: readonly string[];
}

/**
 * Packs the repository's package and installs the tarball into a new scratch app (an ESM
 * `package.json` and nothing else), with the peer dependencies at the repository's pinned
 * versions (and Testing Library with `testingLibrary`); npm takes them from its cache when it
 * can. Set `SOLEKIT_PACK_NO_BUILD=1` to pack the `dist/` already built.
 *
 * @example
 * ```ts
 * const app = installPackedPackage();
 * await import(join(app.dir, "node_modules/solekit/dist/index.js"));
 * ```
 */
export function installPackedPackage(options: ScratchAppOptions = {}): ScratchApp {
  const dir = mkdtempSync(join(tmpdir(), "solekit-app-"));
  const packs = join(dir, "packs");
  mkdirSync(packs);
  // Built here rather than by `prepack`, whose output would mix with `npm pack --json`'s.
  if (!process.env.SOLEKIT_PACK_NO_BUILD) {
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  }
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", packs], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    }),
  ) as { filename: string }[];
  const tarball = join(packs, packed[0]?.filename ?? "");
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({ name: "scratch-app", private: true, type: "module" }),
  );
  execFileSync(
    "npm",
    [
      "install",
      tarball,
      ...pinnedVersions([...APP_DEPENDENCIES, ...(options.testingLibrary ? TEST_DEPENDENCIES : [])]),
      ...(options.packages ?? []),
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
    ],
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"] },
  );
  return { dir, tarball, remove: () => rm(dir, { recursive: true, force: true }) };
}
