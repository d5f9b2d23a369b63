import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

/** The repository's root, where the reference UI is built. */
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

const outDir = (root: string) => join(root, "reference-ui/dist");

/**
 * The stamp a build for the browser tests leaves in its output: the hash of what it was built
 * from. Inside `reference-ui/dist`, so any other build of the UI (`npm run build:ui`, the
 * Lighthouse bench) empties it away with the rest of the folder.
 */
const stampFile = (root: string) => join(outDir(root), ".e2e-build.json");

/** React's production build (what a shopper's browser runs) or its development build. */
export type ReactBuild = "production" | "development";

/** Which React build the browser tests ask for: `SOLEKIT_E2E_REACT=development` or production. */
export function requestedReactBuild(): ReactBuild {
  return process.env.SOLEKIT_E2E_REACT === "development" ? "development" : "production";
}

// What a build of the reference UI reads: its own sources and the library's, the manifests and
// lockfile (the versions in node_modules), the TypeScript configs.
const SOURCE_DIRS = ["reference-ui", "src"];
const SOURCE_FILES = ["package.json", "package-lock.json", "tsconfig.json", "tsconfig.build.json"];
const SKIPPED_DIRS = new Set(["dist", "node_modules"]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * A hash of everything a build of the reference UI depends on in this checkout: every file under
 * `reference-ui/` (but its output) and `src/`, the manifests, the lockfile, the TypeScript configs,
 * the `VITE_*` environment (the config reads `VITE_SOLEKIT_CONFIG`) and the React build.
 */
export function sourcesHash(react: ReactBuild, root = ROOT): string {
  const hash = createHash("sha256");
  hash.update(`react=${react}\n`);
  const env = Object.entries(process.env)
    .filter(([name]) => name.startsWith("VITE_"))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [name, value] of env) hash.update(`${name}=${value ?? ""}\n`);
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(join(root, dir))),
    ...SOURCE_FILES.map((file) => join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(`${relative(root, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

/**
 * Builds the reference UI with React's production or development build, and stamps the output
 * with the hash of its sources (see {@link reusableBuild}).
 *
 * @example
 * ```ts
 * await buildReferenceUi("production");
 * ```
 */
export async function buildReferenceUi(react: ReactBuild): Promise<void> {
  // Hashed before building: a source edited during the build then fails the check next time.
  const sources = sourcesHash(react);
  // Vite replaces `process.env.NODE_ENV` in the bundle with the value it finds; vitest sets "test".
  const outer = process.env.NODE_ENV;
  process.env.NODE_ENV = react;
  try {
    await build({
      configFile: join(ROOT, "reference-ui/vite.config.ts"),
      logLevel: "warn",
      mode: "production",
    });
  } finally {
    process.env.NODE_ENV = outer;
  }
  stampBuild(sources);
}

/**
 * Records in the built output the hash of the sources it was built from ({@link sourcesHash}).
 *
 * @example
 * ```ts
 * const sources = sourcesHash("production");
 * // … build …
 * stampBuild(sources);
 * ```
 */
export function stampBuild(sources: string, root = ROOT): void {
  writeFileSync(stampFile(root), JSON.stringify({ sources }));
}

/**
 * Whether `reference-ui/dist` holds a build for the browser tests made from exactly this
 * checkout's sources, with this React build: `npm test` builds it while the unit tests run, and
 * the browser tests' global setup then serves it instead of building again. Anything else (no
 * stamp, another build's output, a source changed since) is not reusable.
 *
 * @example
 * ```ts
 * if (!reusableBuild("production")) await buildReferenceUi("production");
 * ```
 */
export function reusableBuild(react: ReactBuild, root = ROOT): boolean {
  if (!existsSync(stampFile(root)) || !existsSync(join(outDir(root), "index.html"))) return false;
  try {
    const stamp = JSON.parse(readFileSync(stampFile(root), "utf8")) as { sources?: unknown };
    return stamp.sources === sourcesHash(react, root);
  } catch {
    return false;
  }
}
