import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "esbuild";
import { type Rolldown, build as viteBuild } from "vite";

/** An app's bundle for an import: its code and the source files that contribute bytes to it. */
export interface Bundle {
  /** Minified ESM output. */
  code: Uint8Array;
  /** Contributing files with their bytes in the output (files shaken away entirely are absent). */
  contributors: Map<string, number>;
}

/**
 * Where a bundle takes `solekit` from: the scratch app the packed package is installed in (what
 * an app pays, `installPackedPackage`), or `"src"` (the sources, for diagnosis: which file
 * brings which bytes).
 */
export type BundleFrom = { appDir: string } | "src";

// `solekit` and its subpaths resolved to the sources, for the `"src"` measure.
const SOURCE_ENTRIES: Record<string, string> = {
  solekit: "src/index.ts",
  "solekit/machines": "src/machines/index.ts",
  "solekit/clients": "src/clients/index.ts",
  "solekit/rules": "src/rules/index.ts",
  "solekit/sandbox": "src/sandbox/index.ts",
  "solekit/prefetch": "src/prefetch.ts",
};
const sourcesPlugin: Plugin = {
  name: "solekit-sources",
  setup(build) {
    build.onResolve({ filter: /^solekit(\/[a-z]+)?$/ }, (args) => {
      const entry = SOURCE_ENTRIES[args.path];
      return entry ? { path: join(process.cwd(), entry) } : undefined;
    });
  },
};

/**
 * Bundles what an app pays for an import: esbuild, minified ESM, React external, everything
 * else bundled. `source` imports from `solekit` as an app does.
 *
 * @example
 * ```ts
 * const { code } = await bundle('export { useCart } from "solekit";', { appDir });
 * ```
 */
export async function bundle(source: string, from: BundleFrom = "src"): Promise<Bundle> {
  const result = await build({
    stdin: { contents: source, resolveDir: from === "src" ? process.cwd() : from.appDir, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
    external: ["react", "react-dom", "react/jsx-runtime"],
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: from === "src" ? [sourcesPlugin] : [],
  });
  const output = Object.values(result.metafile.outputs)[0];
  const contributors = new Map(
    Object.entries(output?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file, input]) => [file, input.bytesInOutput] as const),
  );
  return { code: result.outputFiles[0]?.contents ?? new Uint8Array(), contributors };
}

/** Whether a bundle input is solekit's own code (a source file, or a file of the installed package). */
export const isSolekitFile = (file: string) =>
  file.startsWith("src/") || file.includes("node_modules/solekit/");

/** Minified and gzip sizes of an import, and solekit's own share (bytes from `src/`). */
export async function gzipSize(
  source: string,
  from: BundleFrom = "src",
): Promise<{ minified: number; gzip: number; ownMinified: number }> {
  const { code, contributors } = await bundle(source, from);
  let ownMinified = 0;
  for (const [file, bytes] of contributors) if (isSolekitFile(file)) ownMinified += bytes;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, ownMinified };
}

/**
 * What a Vite app pays up front for an import: Vite's production build (rolldown, minified,
 * split at `import()`, React external), gzip -9 of the entry and the chunks it imports
 * statically. Code the library loads on first use (the loyalty client, the sandbox's account
 * services) is counted apart, as minified bytes. esbuild's single bundle above inlines a dynamic
 * import, so only this measure credits it.
 */
export async function viteUpFront(
  source: string,
  from: BundleFrom = "src",
): Promise<{ gzip: number; onFirstUse: number }> {
  const entry = "\0app-entry.ts";
  const built = (await viteBuild({
    configFile: false,
    logLevel: "silent",
    root: from === "src" ? process.cwd() : from.appDir,
    resolve: {
      alias:
        from === "src"
          ? Object.entries(SOURCE_ENTRIES).map(([find, path]) => ({
              find: new RegExp(`^${find}$`),
              replacement: join(process.cwd(), path),
            }))
          : [],
    },
    plugins: [
      {
        name: "app-entry",
        resolveId: (id) => (id === "app-entry" ? entry : null),
        load: (id) => (id === entry ? source : null),
      },
    ],
    define: { "process.env.NODE_ENV": '"production"' },
    build: {
      write: false,
      minify: true,
      target: "es2022",
      modulePreload: false,
      rolldownOptions: {
        input: "app-entry",
        external: ["react", "react-dom", "react/jsx-runtime"],
        // The entry's exports are the app's imports: keep them all, as esbuild's bundle does.
        preserveEntrySignatures: "strict",
      },
    },
  })) as Rolldown.RolldownOutput;
  const chunks = new Map(
    built.output.flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );
  const upFront = new Set<string>();
  const visit = (fileName: string) => {
    if (upFront.has(fileName) || !chunks.has(fileName)) return;
    upFront.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  let onFirstUse = 0;
  const code: Buffer[] = [];
  for (const [fileName, chunk] of chunks) {
    if (upFront.has(fileName)) code.push(Buffer.from(chunk.code));
    else onFirstUse += Buffer.byteLength(chunk.code);
  }
  return { gzip: gzipSync(Buffer.concat(code), { level: 9 }).byteLength, onFirstUse };
}

/** One measured import. */
export interface SizeCase {
  label: string;
  /** An app's module importing from `solekit`, as an app writes it. */
  source: string;
  budgetKb?: number;
}

/** `export { … } from "solekit"` for these names. */
const fromSolekit = (names: readonly string[]) => `export { ${names.join(", ")} } from "solekit";`;

/**
 * The imports `npm run bench` measures, DESIGN.md's budgets beside the pages that have one.
 * "Every storefront hook together" is the provider and every `use…` export of `solekit`.
 *
 * @example
 * ```ts
 * for (const c of await sizeCases()) console.log(c.label, (await gzipSize(c.source, from)).gzip);
 * ```
 */
// Each account section's imports: the area's navigation and query layer (TanStack Query included)
// plus the section's own hooks. jsbarcode is not among them: it loads when a card renders.
function accountSectionCases(): SizeCase[] {
  const area = ["SolekitProvider", "useAccountNavigation", "useLogout"];
  const sections: Array<[string, string[]]> = [
    ["the account area's shell", ["useProfile"]],
    // The wallet pass link is the Profile section's (account-area §2): the dashboard shows the card only.
    ["dashboard", ["useProfile", "useDashboard", "useMembershipCard", "useRecentOrders"]],
    [
      "profile",
      ["useProfile", "useProfileDetails", "useMarketingPreferences", "useMembershipCard", "useWalletPass"],
    ],
    ["addresses", ["useProfile", "useAddresses", "useAddressForm", "useDeleteAddress"]],
    ["orders", ["useProfile", "useOrders", "useOrder"]],
    ["offers and bookings", ["useProfile", "useOffers", "useBookings"]],
    // The page as first shown; its two modals' hooks load when a modal opens (next case).
    ["my rewards", ["useProfile", "useChecklist", "useUnassignedShoes", "useRewardsHistory"]],
    [
      "my rewards with both modals open",
      [
        "useProfile",
        "useChecklist",
        "useUnassignedShoes",
        "useRewardsHistory",
        "useAssignShoes",
        "useClaimTransaction",
      ],
    ],
    [
      "kids' profiles",
      ["useProfile", "useChildren", "useUnassignedShoes", "useLatestMeasurement", "useMeasurements"],
    ],
    [
      "a kid's page",
      [
        "useProfile",
        "useChildren",
        "useChildForm",
        "useMeasurements",
        "useMeasurementForm",
        "useDeleteMeasurement",
        "useFavouritesPicker",
        "useChildWishlistItems",
        "useChildWardrobe",
      ],
    ],
    ["wishlists (the overview)", ["useProfile", "useWishlists", "useWishlistEditor"]],
    // A list's page adds its items to the bag through the page's cart, which it carries.
    ["a wishlist's page", ["useProfile", "useWishlist", "useWishlistEditor"]],
    // Loaded on top of whichever section is shown (a dynamic import), so it is its own case.
    ["onboarding overlay", ["useProfile", "useOnboarding"]],
    // Wishlist modal and Edit Item (issue 22).
    ["wishlist modal", ["useProfile", "useWishlistButton", "useWishlistModal", "useWishlistItemEdit"]],
  ];
  return sections.map(([name, hooks]) => ({
    label: `account: ${name} (provider + navigation + ${hooks.join(" + ")})`,
    source: fromSolekit([...area, ...hooks]),
    budgetKb: 48,
  }));
}

export async function sizeCases(): Promise<SizeCase[]> {
  const entry = await import("../src/index");
  const account = new Set(Object.keys(await import("../src/hooks/account/index")));
  const hooks = Object.keys(entry)
    .filter((name) => /^use[A-Z]/.test(name) && !account.has(name))
    .sort();
  return [
    { label: "solekit (whole entry)", source: 'export * from "solekit";', budgetKb: 85 },
    { label: "solekit/machines", source: 'export * from "solekit/machines";' },
    { label: "solekit/clients", source: 'export * from "solekit/clients";' },
    { label: "solekit/rules", source: 'export * from "solekit/rules";' },
    { label: "solekit/sandbox (msw included)", source: 'export * from "solekit/sandbox";' },
    {
      label: "search page: provider + useQuickSearch + useSearchGrid",
      source: fromSolekit(["SolekitProvider", "useQuickSearch", "useSearchGrid"]),
      budgetKb: 37,
    },
    {
      label: "  their dependencies alone (xstate, @xstate/react, ofetch, valibot as they use them)",
      source: `export * from ${JSON.stringify(join(process.cwd(), "bench/dependency-floor.ts"))};`,
    },
    {
      label: `every storefront hook together (provider + ${hooks.length} hooks)`,
      source: fromSolekit(["SolekitProvider", ...hooks]),
      budgetKb: 52,
    },
    {
      label: "sign-in widget: provider + useSignIn",
      source: fromSolekit(["SolekitProvider", "useSignIn"]),
      budgetKb: 32,
    },
    {
      label: "product page: provider + useProductForm + useCart + useNotice",
      source: fromSolekit(["SolekitProvider", "useProductForm", "useCart", "useNotice"]),
      budgetKb: 36,
    },
    {
      label: "SolekitProvider + useCart + useNotice alone",
      source: fromSolekit(["SolekitProvider", "useCart", "useNotice"]),
    },
    {
      label: "SolekitProvider + useProductList alone",
      source: fromSolekit(["SolekitProvider", "useProductList"]),
    },
    ...accountSectionCases(),
  ];
}
