// `npm run try:next`: solekit in a real Next.js App Router app. Packs the package, installs the
// tarball into a scratch app with Next.js 15 and React 19, writes the app from docs/ssr.md's
// Next.js example (so the docs show exactly what runs), runs `next build`, serves it with
// `next start` on a free port, checks the server's HTML for the request's query, then loads the
// page in Chromium and fails on any console error or page error (a hydration mismatch is one),
// and removes the app. Not part of `npm test`: Next.js is about 100 MB and builds slowly on
// 2 cores. TRY_NEXT_KEEP=1 keeps the app. Two checks of the checks: TRY_NEXT_WITHOUT_SERVER_URL=1
// leaves `serverUrl` out of the layout, and the run must fail on the hydration error the docs warn
// about; TRY_NEXT_SERVER_IMPORT=1 adds a server component that imports "solekit", and `next build`
// must fail with solekit's message saying where the provider and hooks go.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { getResponse } from "msw";
import { chromium } from "playwright-core";
import { installPackedPackage } from "../bench/packed-package";
import { createSandbox, SANDBOX_SITE_ID, sandboxHosts } from "../src/sandbox";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/support/chromium";
import { nextExampleFiles } from "./next-example";

/** The Next.js the script builds with (15 is the release line whose App Router the docs describe). */
export const NEXT_VERSION = "15.5.29";
const PATH = "/search?query=sneakers";
/** What `solekit` says under the `react-server` condition (src/react-server.ts). */
const REFUSAL = 'Import it in a file that starts with "use client"';
const SERVER_IMPORT_PAGE = `import { SolekitProvider } from "solekit";

export default function Refused() {
  return <SolekitProvider config={{ search: { siteId: "abc123" }, shop: { domain: "shop.example.com" } }} />;
}
`;
const root = new URL("..", import.meta.url).pathname;

const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  devDependencies: Record<string, string>;
};
const pinned = (name: string) => `${name}@${pkg.devDependencies[name]}`;

const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    lib: ["dom", "dom.iterable", "esnext"],
    allowJs: false,
    skipLibCheck: true,
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    module: "esnext",
    moduleResolution: "bundler",
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: "preserve",
    incremental: true,
    plugins: [{ name: "next" }],
  },
  include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts"],
  exclude: ["node_modules"],
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start did not answer within 60 s:\n${log()}`);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const started = performance.now();
  const withoutServerUrl = process.env.TRY_NEXT_WITHOUT_SERVER_URL === "1";
  const serverImport = process.env.TRY_NEXT_SERVER_IMPORT === "1";
  const files = nextExampleFiles(readFileSync(join(root, "docs/ssr.md"), "utf8"));
  if (withoutServerUrl) {
    const layout = files.get("app/layout.tsx") ?? "";
    files.set("app/layout.tsx", layout.replace(" serverUrl={requestUrl}", ""));
  }
  if (serverImport) files.set("app/refused/page.tsx", SERVER_IMPORT_PAGE);

  const app = installPackedPackage({
    packages: [
      `next@${NEXT_VERSION}`,
      pinned("typescript"),
      pinned("@types/node"),
      pinned("@types/react-dom"),
    ],
  });
  console.log(`packed and installed with next@${NEXT_VERSION} in ${app.dir}: ${seconds(started)}`);
  let server: ChildProcess | undefined;
  try {
    for (const [file, source] of files) {
      mkdirSync(dirname(join(app.dir, file)), { recursive: true });
      writeFileSync(join(app.dir, file), source);
    }
    writeFileSync(join(app.dir, "tsconfig.json"), JSON.stringify(TSCONFIG, null, 2));
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
    const next = join(app.dir, "node_modules/next/dist/bin/next");

    const building = performance.now();
    if (serverImport) {
      const build = spawnSync(process.execPath, [next, "build"], { cwd: app.dir, env, encoding: "utf8" });
      const output = build.stdout + build.stderr;
      console.log(output);
      if (build.status === 0) throw new Error("next build accepted a server component that imports solekit");
      if (!output.includes(REFUSAL)) throw new Error("next build failed without solekit's message");
      console.log(`next build refused the server component with solekit's message: ${seconds(building)}`);
      return;
    }
    execFileSync(process.execPath, [next, "build"], { cwd: app.dir, env, stdio: "inherit" });
    console.log(`next build: ${seconds(building)}`);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    let output = "";
    server = spawn(process.execPath, [next, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
      cwd: app.dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    server.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    await waitForServer(`${origin}${PATH}`, server, () => output);

    const problems: string[] = [];
    const html = await (await fetch(`${origin}${PATH}`)).text();
    const serverHeading = /<h1>([^<]*)<\/h1>/.exec(html)?.[1];
    console.log(`server-rendered heading: ${JSON.stringify(serverHeading)}`);
    if (serverHeading !== "Searching for sneakers")
      problems.push(`the server's HTML does not carry the request's query (h1: ${serverHeading})`);
    if (!html.includes("$100.00")) problems.push("the server component's solekit/rules text is missing");

    problems.push(...(await loadInChromium(`${origin}${PATH}`)));
    if (server.exitCode !== null || /error/i.test(output)) problems.push(`next start reported:\n${output}`);
    if (problems.length > 0) throw new Error(`try:next failed:\n${problems.join("\n")}`);
    console.log(`try:next passed in ${seconds(started)}`);
  } finally {
    if (server?.pid !== undefined && server.exitCode === null) server.kill("SIGTERM");
    if (process.env.TRY_NEXT_KEEP === "1") console.log(`kept ${app.dir}`);
    else await app.remove();
  }
}

/**
 * Loads the page in Chromium, answering the README configuration's search host from the sandbox
 * (so nothing leaves the machine and the page gets real results), and returns every console
 * error and page error. The heading turning into "Showing N results for sneakers" shows the
 * client hydrated and its effects ran.
 */
async function loadInChromium(url: string): Promise<string[]> {
  const sandbox = createSandbox({ catalogueSize: 400 });
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    const page = await browser.newPage();
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.route("**/*", async (route) => {
      const request = route.request();
      const target = new URL(request.url());
      if (target.hostname === "127.0.0.1") return route.continue();
      if (target.hostname === "abc123.a.searchspring.io") {
        // The README's search host, answered by the sandbox's search service.
        const rewritten = new URL(`${target.pathname}${target.search}`, sandboxHosts.search);
        rewritten.searchParams.set("siteId", SANDBOX_SITE_ID);
        const response = await getResponse(
          sandbox.handlers,
          new Request(rewritten, { method: request.method(), headers: request.headers() }),
        );
        if (response) {
          return route.fulfill({
            status: response.status,
            headers: { ...Object.fromEntries(response.headers), "access-control-allow-origin": "*" },
            body: Buffer.from(await response.arrayBuffer()),
          });
        }
      }
      if (target.hostname === "beacon.searchspring.io") return route.fulfill({ status: 204 });
      problems.push(`unexpected request: ${request.method()} ${request.url()}`);
      return route.abort();
    });
    await page.goto(url);
    await page
      .getByRole("heading", { name: /^Showing \d+ results for sneakers$/ })
      .waitFor({ timeout: 30_000 });
    console.log(`hydrated heading: ${JSON.stringify(await page.getByRole("heading").textContent())}`);
    console.log(`products listed: ${await page.getByRole("listitem").count()}`);
  } finally {
    await browser.close();
  }
  return problems;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
