// The package as an app meets it: `npm pack`, the tarball installed in a scratch app, every
// entry imported by Node (ESM and CommonJS, with and without the react-server condition),
// type-checked under each module resolution an app may use, and pages bundled as an app's
// bundler does.
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import {
  budgetedSize,
  bundle,
  gzipSize,
  isSolekitFile,
  sizeCases,
  viteUpFront,
} from "../../bench/bundle-size";
import { installPackedPackage, type ScratchApp } from "../../bench/packed-package";

const ENTRIES = [
  "solekit",
  "solekit/machines",
  "solekit/clients",
  "solekit/rules",
  "solekit/sandbox",
  "solekit/prefetch",
];
const SOURCES: Record<string, () => Promise<object>> = {
  solekit: () => import("../../src/index"),
  "solekit/machines": () => import("../../src/machines/index"),
  "solekit/clients": () => import("../../src/clients/index"),
  "solekit/rules": () => import("../../src/rules/index"),
  "solekit/sandbox": () => import("../../src/sandbox/index"),
  "solekit/prefetch": () => import("../../src/prefetch"),
};
// TypeScript 7 (the native compiler) checks the app as an app today would; TypeScript 6, which
// the repository keeps for its compiler API (typedoc, tsup's declarations), checks the one
// resolution 7 no longer has (node10).
const tsc7 = join(process.cwd(), "node_modules/typescript-native/bin/tsc");
const tsc6 = join(process.cwd(), "node_modules/typescript/bin/tsc");

// The pages `npm run bench` holds to DESIGN.md's budgets (search, product, sign-in, each account
// section, the wishlist modal), with the budget this file holds them to. The product page is over
// DESIGN.md's 36 KB (issue 19 asks the lead to decide); until then it is held at today's figure,
// so it cannot grow unseen either. 40.5 → 41.4 after a QA sweep: the gift-card form names its
// failing field and moves focus there (0.26 KB); a cart line names the size in the product page's
// words, not the stored option ("Size: US 5.5" where the bag read "Size 04.5 / E": 0.6 KB).
// 41.4 → 41.7 after the 2026-11-27 QA sweep (41.60 measured, +0.36 KB): a gift card's line names
// who it is for (From, To, Email, Message from the catalogue: 0.13 KB), a landed back-in-stock
// subscription moves focus to its message instead of the body (0.12 KB), a dialog that follows
// the mini cart returns focus to the mini cart's opener (0.05 KB), and a refused add reads the
// notice's words under the button, not an error's technical text (`addErrorMessage`: 0.06 KB).
// 41.7 → 39.1 (41.68 → 39.04 measured, −2.65 KB): the gift-card form and the back-in-stock form,
// with the back-in-stock client and their rules, are slices composed with the form from outside
// (`useGiftCardForm`, `useBackInStockForm`), which a page loads when it shows them (+3.2 KB in
// Vite on open), no longer children every product page invokes.
// 39.1 → 38.9 (39.09 → 38.87 measured, −0.22 KB): the gift card's, back-in-stock box's and zoom's
// words leave `productMessages` for parts of their own, which load with those parts.
// 38.9 → 37.9 (38.87 → 37.86 measured, −1.01 KB): the header's bag is `useCartTrigger`, and the
// mini cart's code (`useCart`) loads with the mini cart.
const PRODUCT_PAGE_HELD_KB = 37.9;
const budgetedCases = (await sizeCases()).flatMap((c) =>
  c.budgetKb === undefined
    ? []
    : [[c.label, c, c.label.startsWith("product page") ? PRODUCT_PAGE_HELD_KB : c.budgetKb] as const],
);

let app: ScratchApp;
let installed: string;

// Runs a script with Node in the scratch app; returns its exit status and output.
function node(args: string[]) {
  const run = spawnSync(process.execPath, args, { cwd: app.dir, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(() => {
  app = installPackedPackage({ testingLibrary: true });
  installed = join(app.dir, "node_modules/solekit");
}, 240_000);

afterAll(() => app?.remove(), 120_000);

describe("the packed package", () => {
  it("ships the build, the docs, the licence and no source maps", () => {
    const listing = execFileSync("tar", ["-tzf", app.tarball], { encoding: "utf8" }).split("\n");
    expect(listing).toContain("package/LICENSE");
    expect(listing).toContain("package/README.md");
    expect(listing).toContain("package/docs/architecture.md");
    expect(listing.filter((file) => file.endsWith(".map"))).toEqual([]);
    expect(listing.filter((file) => /^package\/(src|tests|reference-ui|bench)\//.test(file))).toEqual([]);
  });

  // An agency reads the docs in node_modules/solekit: an image or a page they link must be there.
  it("ships every file its docs link to", () => {
    const pages = [
      "README.md",
      "CHANGELOG.md",
      ...readdirSync(join(installed, "docs")).map((f) => `docs/${f}`),
    ];
    const links = pages
      .filter((page) => page.endsWith(".md"))
      .flatMap((page) =>
        [...readFileSync(join(installed, page), "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
          .map((match) => match[1] ?? "")
          .filter((target) => !/^[a-z]+:/.test(target))
          .map((target) => join(page, "..", target)),
      );
    expect(links).toContain("docs/images/account-dashboard-1280.png");
    expect(links.filter((file) => !existsSync(join(installed, file)))).toEqual([]);
  });

  it("is one JavaScript file per source module, in ESM and CommonJS", () => {
    const js = filesUnder(join(installed, "dist")).map((file) => relative(installed, file));
    expect(js).toContain("dist/machines/cart/cart.machine.js");
    expect(js).toContain("dist/machines/cart/cart.machine.cjs");
    expect(js).toContain("dist/hooks/cart/use-cart.js");
    expect(js).toContain("dist/rules/messages-account.js");
  });

  it("marks the React bindings, and only them, as client modules", () => {
    const modules = filesUnder(join(installed, "dist")).filter((file) => /\.c?js$/.test(file));
    const marked = modules.filter((file) => readFileSync(file, "utf8").startsWith('"use client";'));
    const hooks = modules.filter((file) => file.includes("/dist/hooks/"));
    expect(hooks.length).toBeGreaterThan(40);
    expect(marked.sort()).toEqual(hooks.sort());
  });
});

describe("every entry point in Node", () => {
  it.each(ENTRIES)("imports %s as ESM with the same exports as its source", async (entry) => {
    const run = node([
      "--input-type=module",
      "-e",
      `const m = await import(${JSON.stringify(entry)}); console.log(JSON.stringify(Object.keys(m).sort()));`,
    ]);
    expect(run.stderr).toBe("");
    const source = await SOURCES[entry]?.();
    expect(JSON.parse(run.stdout)).toEqual(Object.keys(source ?? {}).sort());
  });

  it.each(ENTRIES)("requires %s from CommonJS", (entry) => {
    const run = node([
      "-e",
      `const m = require(${JSON.stringify(entry)}); if (require.resolve(${JSON.stringify(entry)}).endsWith(".cjs") === false) throw new Error("not the CommonJS build"); console.log(Object.keys(m).length);`,
    ]);
    expect(run.stderr).toBe("");
    expect(Number(run.stdout)).toBeGreaterThan(3);
  });

  it.each(ENTRIES.filter((entry) => entry !== "solekit"))(
    "imports %s under the react-server condition (a Server Component)",
    (entry) => {
      const run = node([
        "--conditions=react-server",
        "--input-type=module",
        "-e",
        `await import(${JSON.stringify(entry)});`,
      ]);
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
    },
  );

  it("says to install msw when solekit/sandbox is imported without it (ESM and CommonJS)", () => {
    // The same app with msw, an optional peer, left out.
    const bare = mkdtempSync(join(tmpdir(), "solekit-no-msw-"));
    try {
      // Hard links: a copy of the app's 55 MB of modules in a moment.
      execFileSync("cp", ["-al", join(app.dir, "node_modules"), join(bare, "node_modules")]);
      rmSync(join(bare, "node_modules/msw"), { recursive: true, force: true });
      const run = (args: string[]) => spawnSync(process.execPath, args, { cwd: bare, encoding: "utf8" });
      const esm = run(["--input-type=module", "-e", 'await import("solekit/sandbox");']);
      const cjs = run(["-e", 'require("solekit/sandbox");']);
      for (const result of [esm, cjs]) {
        expect(result.status).not.toBe(0);
        expect(result.stderr).toContain("install msw to use the sandbox");
      }
      // The rest of the package does not need msw.
      expect(run(["--input-type=module", "-e", 'await import("solekit/rules");']).status).toBe(0);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  }, 60_000);

  it("refuses solekit under the react-server condition, saying where the provider and hooks go", () => {
    const run = node(["--conditions=react-server", "--input-type=module", "-e", 'await import("solekit");']);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Import it in a file that starts with "use client"');
  });
});

describe("in Jest 29, as an app's CommonJS tests use it", () => {
  // The test files (tests/package/jest/*.test.cjs) run inside the app, so `require("solekit")`
  // finds the installed tarball; Jest, its jsdom environment and the transformer for msw's
  // ESM-only dependencies come from the repository.
  const fixtures = join(process.cwd(), "tests/package/jest");
  const jest = join(process.cwd(), "node_modules/jest/bin/jest.js");

  it("requires every entry, searches the sandbox through msw/node, and renders the search hooks in jsdom", async () => {
    const tests = join(app.dir, "jest");
    mkdirSync(tests, { recursive: true });
    for (const file of ["entries.test.cjs", "hook.test.cjs"])
      copyFileSync(join(fixtures, file), join(tests, file));
    const exportsOf = Object.fromEntries(
      await Promise.all(
        ENTRIES.map(async (entry) => [entry, Object.keys((await SOURCES[entry]?.()) ?? {}).sort()]),
      ),
    );
    writeFileSync(join(tests, "exports.json"), JSON.stringify(exportsOf));
    const project = {
      rootDir: app.dir,
      roots: ["<rootDir>/jest"],
      transform: { "\\.m?js$": join(fixtures, "esm-to-cjs.cjs") },
      transformIgnorePatterns: ["/node_modules/(?!.*(until-async/|\\.mjs$))"],
    };
    const config = {
      rootDir: app.dir,
      projects: [
        { ...project, displayName: "node", testEnvironment: "node", testMatch: ["**/entries.test.cjs"] },
        {
          ...project,
          displayName: "jsdom",
          testMatch: ["**/hook.test.cjs"],
          testEnvironment: join(fixtures, "jsdom-with-fetch.cjs"),
          // msw/node has no `browser` build: resolve as Node does (solekit's `require` condition).
          testEnvironmentOptions: {
            url: "https://shop.example.com/search?query=sneakers",
            customExportConditions: ["node"],
          },
        },
      ],
    };
    const report = join(app.dir, "jest-report.json");
    const run = spawnSync(
      process.execPath,
      [jest, "--config", JSON.stringify(config), "--ci", "--json", "--outputFile", report],
      { cwd: app.dir, encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    const results = JSON.parse(readFileSync(report, "utf8")) as {
      numTotalTests: number;
      numPassedTests: number;
    };
    // Six entries, the sandbox search, the rendered hooks.
    expect(results).toMatchObject({ numTotalTests: 8, numPassedTests: 8 });
  }, 120_000);
});

describe("the types an app type-checks against", () => {
  const appModule = `
import { SolekitProvider, useCart, type CartApi } from "solekit";
import { cartMachine } from "solekit/machines";
import { createSearchClient } from "solekit/clients";
import { formatMoney } from "solekit/rules";
SANDBOX
import { prefetchSearchGrid } from "solekit/prefetch";
export const used = [SolekitProvider, useCart, cartMachine, createSearchClient, prefetchSearchGrid];
export const price: string = formatMoney(1250);
export type Cart = CartApi;
// Each line fails to compile when its entry's types resolve (an untyped entry would accept it).
// @ts-expect-error formatMoney returns a string
export const wrong: number = formatMoney(1250);
// @ts-expect-error useCart takes an options object
useCart(42);
`;

  const sandbox = 'import { createSandbox } from "solekit/sandbox";\nexport const sandbox = createSandbox;';

  it.each([
    { resolution: "bundler", module: "esnext", file: "app.ts", tsc: tsc7 },
    { resolution: "node16", module: "node16", file: "app.cts", tsc: tsc7 },
    { resolution: "node10", module: "commonjs", file: "app.ts", tsc: tsc6 },
  ])(
    "resolves every entry with moduleResolution $resolution ($file)",
    ({ resolution, module, file, tsc }) => {
      const name = `tsconfig.${resolution}.${file}.json`;
      writeFileSync(join(app.dir, file), appModule.replace("SANDBOX", sandbox));
      writeFileSync(
        join(app.dir, name),
        JSON.stringify({
          compilerOptions: {
            module,
            moduleResolution: resolution,
            target: "es2022",
            strict: true,
            noEmit: true,
            // Resolution failures show in the app file itself; the libraries' own checks are theirs.
            skipLibCheck: true,
            jsx: "react-jsx",
            types: [],
            ignoreDeprecations: "6.0",
          },
          files: [file],
        }),
      );
      const run = spawnSync(process.execPath, [tsc, "-p", name], { cwd: app.dir, encoding: "utf8" });
      expect(run.stdout + run.stderr).toBe("");
      expect(run.status).toBe(0);
    },
    60_000,
  );

  it("ships declarations that compile themselves, for an app that checks its libraries (skipLibCheck: false)", () => {
    writeFileSync(join(app.dir, "lib-check.ts"), appModule.replace("SANDBOX", sandbox));
    writeFileSync(
      join(app.dir, "tsconfig.lib-check.json"),
      JSON.stringify({
        compilerOptions: {
          module: "esnext",
          moduleResolution: "bundler",
          target: "es2022",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          jsx: "react-jsx",
          types: [],
        },
        files: ["lib-check.ts"],
      }),
    );
    const run = spawnSync(process.execPath, [tsc7, "-p", "tsconfig.lib-check.json"], {
      cwd: app.dir,
      encoding: "utf8",
    });
    // Other libraries' declarations are theirs to keep; solekit's must compile.
    const ours = (run.stdout + run.stderr)
      .split("\n")
      .filter((line) => line.includes("node_modules/solekit/"));
    expect(ours).toEqual([]);
    // It checks every library's declarations (xstate's, React's): about 3 s with TypeScript 7 (12 s with 6).
  }, 180_000);
});

describe("what a page pays, bundled from the installed package", () => {
  const searchPage = 'export { SolekitProvider, useQuickSearch, useSearchGrid } from "solekit";';

  it("costs what the sources cost: no merged chunks keep machines the page does not use", async () => {
    const packed = await gzipSize(searchPage, { appDir: app.dir });
    const sources = await gzipSize(searchPage, "src");
    expect(Math.abs(packed.gzip - sources.gzip)).toBeLessThan(512);
  });

  it("carries no account, cart, product or sign-in code into the search page", async () => {
    const { contributors } = await bundle(searchPage, { appDir: app.dir });
    const ours = [...contributors.keys()]
      .filter(isSolekitFile)
      .map((file) => file.replace(/.*node_modules\/solekit\//, ""));
    expect(ours.length).toBeGreaterThan(20);
    expect(
      ours.filter((file) =>
        /messages-(account|shop|sign-in)|clients\/(loyalty|cart|storefront|back-in-stock)|machines\/(account|cart|product-form|sign-in)|hooks\/account\//.test(
          file,
        ),
      ),
    ).toEqual([]);
    expect([...contributors.keys()].filter((file) => /@tanstack|jsbarcode|msw/.test(file))).toEqual([]);
  });

  // DESIGN.md's budgets on the measure `npm run bench` reports (esbuild, gzip, from the installed
  // package), for every page the bench budgets: growing one past its budget fails here, not only
  // in the report.
  it.each(budgetedCases)(
    "keeps %s within its budget",
    async (_, c, budgetKb) => {
      expect((await budgetedSize(c, { appDir: app.dir })) / 1024).toBeLessThanOrEqual(budgetKb);
    },
    60_000,
  );

  it("builds with Vite as an app's production build", async () => {
    const vite = await viteUpFront(searchPage, { appDir: app.dir });
    expect(vite.gzip).toBeGreaterThan(20 * 1024);
  }, 60_000);
});
