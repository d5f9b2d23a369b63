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
export async function bundle(
  source: string,
  from: BundleFrom = "src",
  leftOut: readonly LeftOut[] = [],
): Promise<Bundle> {
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
    plugins: [
      ...(from === "src" ? [sourcesPlugin] : []),
      ...(leftOut.length ? [leaveOutPlugin(leftOut)] : []),
    ],
  });
  const output = Object.values(result.metafile.outputs)[0];
  const contributors = new Map(
    Object.entries(output?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file, input]) => [file, input.bytesInOutput] as const),
  );
  return { code: result.outputFiles[0]?.contents ?? new Uint8Array(), contributors };
}

/**
 * A module of solekit replaced by a stub in a measure, to weigh what it and everything only it
 * imports add to a page (the bundle's figure with it minus the figure without it).
 */
export interface LeftOut {
  /** The module's path under `src/` (or the packed package's `dist/`), without its extension. */
  module: string;
  /** The stub's source: the module's exports the page imports, doing nothing. */
  stub: string;
}

// Loads each left-out module's stub in place of its code, from the sources or the packed package.
function leaveOutPlugin(leftOut: readonly LeftOut[]): Plugin {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return {
    name: "solekit-left-out",
    setup(build) {
      for (const { module, stub } of leftOut) {
        const filter = new RegExp(`/(?:src|dist)/${literal(module)}\\.(?:ts|js)$`);
        build.onLoad({ filter }, () => ({ contents: stub, loader: "js" }));
      }
    },
  };
}

/** Whether a bundle input is solekit's own code (a source file, or a file of the installed package). */
export const isSolekitFile = (file: string) =>
  file.startsWith("src/") || file.includes("node_modules/solekit/");

/** Minified and gzip sizes of an import, and solekit's own share (bytes from `src/`). */
export async function gzipSize(
  source: string,
  from: BundleFrom = "src",
  leftOut: readonly LeftOut[] = [],
): Promise<{ minified: number; gzip: number; ownMinified: number }> {
  const { code, contributors } = await bundle(source, from, leftOut);
  let ownMinified = 0;
  for (const [file, bytes] of contributors) if (isSolekitFile(file)) ownMinified += bytes;
  return { minified: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, ownMinified };
}

/**
 * The hooks a page imports when it first renders, and those an app imports only when a modal or
 * overlay opens (the reference UI's `React.lazy` modules). Name on-open hooks only where the app
 * really loads them lazily: a page's first-render hooks belong up front.
 */
export interface SplitImports {
  /** Imported statically by the page. */
  upFront: readonly string[];
  /** Imported by a module the app loads with `import()` when the modal opens. */
  onOpen: readonly string[];
}

/** Gzip sizes of a page split at its dynamic imports (see {@link splitGzipSize}). */
export interface SplitSize {
  /** What loads before the page runs: the entry chunk and every chunk it imports statically. */
  upFront: number;
  /** What the modal's `import()` adds on top: its chunk and the chunks only it needs. */
  onOpen: number;
  /** The rest: code the library itself loads on first use (its own `import()`s). */
  onFirstUse: number;
}

/**
 * What an app pays for a page whose modals load lazily: Vite's production build as in
 * {@link viteUpFront} (rolldown, minified, React external), its entry importing the up-front hooks
 * statically and, through `import()`, a module re-exporting the on-open hooks. Each part is
 * gzip -9 of its chunks together. The library's own dynamic imports (the loyalty client, the
 * member's wishlists) split the same way and count as on first use. esbuild is not used
 * here: its splitting assigns whole files to chunks by reachability, and through `solekit`'s
 * barrel every module is reachable from the entry, so it would put the modal's code up front.
 *
 * @example
 * ```ts
 * const size = await splitGzipSize({ upFront: ["SolekitProvider", "useChecklist"], onOpen: ["useClaimTransaction"] }, { appDir });
 * console.log(size.upFront, size.onOpen);
 * ```
 */
export async function splitGzipSize(imports: SplitImports, from: BundleFrom = "src"): Promise<SplitSize> {
  const onOpen = "\0on-open.ts";
  const chunks = await viteChunks(
    `${fromSolekit(imports.upFront)}\nexport const openModal = () => import("on-open");\n`,
    from,
    { "on-open": { id: onOpen, source: fromSolekit(imports.onOpen) } },
  );
  const upFront = staticClosure(chunks, (chunk) => chunk.isEntry);
  const opened = staticClosure(chunks, (chunk) => chunk.facadeModuleId === onOpen);
  for (const fileName of upFront) opened.delete(fileName);
  const rest = [...chunks.keys()].filter((fileName) => !upFront.has(fileName) && !opened.has(fileName));
  const gzip = (fileNames: Iterable<string>) => {
    const code = [...fileNames].map((fileName) => Buffer.from(chunks.get(fileName)?.code ?? ""));
    return code.length ? gzipSync(Buffer.concat(code), { level: 9 }).byteLength : 0;
  };
  return { upFront: gzip(upFront), onOpen: gzip(opened), onFirstUse: gzip(rest) };
}

type ViteChunk = Rolldown.OutputChunk;

// The chunks matching `start` and every chunk they import statically.
function staticClosure(chunks: Map<string, ViteChunk>, start: (chunk: ViteChunk) => boolean): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    if (found.has(fileName) || !chunks.has(fileName)) return;
    found.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.values()) if (start(chunk)) visit(chunk.fileName);
  return found;
}

// Vite's production build of an app whose entry is `source` (more virtual modules in `modules`,
// keyed by the specifier the entry imports them with): its chunks by file name. `minify: false`
// keeps rolldown's tree-shaken output readable, for `bench/bundler-gap.ts`.
async function viteChunks(
  source: string,
  from: BundleFrom,
  modules: Record<string, { id: string; source: string }> = {},
  minify = true,
): Promise<Map<string, ViteChunk>> {
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
        resolveId: (id) => (id === "app-entry" ? entry : (modules[id]?.id ?? null)),
        load: (id) =>
          id === entry ? source : (Object.values(modules).find((module) => module.id === id)?.source ?? null),
      },
    ],
    define: { "process.env.NODE_ENV": '"production"' },
    build: {
      write: false,
      minify,
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
  return new Map(
    built.output.flatMap((output) => (output.type === "chunk" ? [[output.fileName, output] as const] : [])),
  );
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
  const chunks = await viteChunks(source, from);
  const upFront = staticClosure(chunks, (chunk) => chunk.isEntry);
  let onFirstUse = 0;
  const code: Buffer[] = [];
  for (const [fileName, chunk] of chunks) {
    if (upFront.has(fileName)) code.push(Buffer.from(chunk.code));
    else onFirstUse += Buffer.byteLength(chunk.code);
  }
  return { gzip: gzipSync(Buffer.concat(code), { level: 9 }).byteLength, onFirstUse };
}

/**
 * Vite's build of an import before minifying: rolldown's tree-shaken output, its chunks by file
 * name and the entry's file name, for comparing bundlers' minifiers on the same code
 * (`bench/bundler-gap.ts`).
 *
 * @example
 * ```ts
 * const { entry, chunks } = await viteUnminified('export { useCart } from "solekit";', { appDir });
 * chunks.get(entry); // the entry chunk's code
 * ```
 */
export async function viteUnminified(
  source: string,
  from: BundleFrom = "src",
): Promise<{ entry: string; chunks: Map<string, string> }> {
  const chunks = await viteChunks(source, from, {}, false);
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry)?.fileName ?? "";
  return { entry, chunks: new Map([...chunks].map(([fileName, chunk]) => [fileName, chunk.code])) };
}

/**
 * The source modules of a Vite app's build for an import, by when they load: `upFront` (the
 * entry and the chunks it imports statically) and `later` (the chunks reached through
 * `import()`). Paths are relative to the repository, as in {@link Bundle}'s contributors.
 *
 * @example
 * ```ts
 * const { upFront } = await viteModules('export { useWishlist } from "solekit";');
 * upFront.has("src/hooks/account/use-wishlist.ts"); // true
 * ```
 */
export async function viteModules(
  source: string,
  from: BundleFrom = "src",
): Promise<{ upFront: Set<string>; later: Set<string> }> {
  const chunks = await viteChunks(source, from);
  const upFrontChunks = staticClosure(chunks, (chunk) => chunk.isEntry);
  const root = `${process.cwd()}/`;
  const upFront = new Set<string>();
  const later = new Set<string>();
  for (const [fileName, chunk] of chunks) {
    for (const id of chunk.moduleIds) {
      (upFrontChunks.has(fileName) ? upFront : later).add(id.startsWith(root) ? id.slice(root.length) : id);
    }
  }
  return { upFront, later };
}

/** One measured import. */
export interface SizeCase {
  label: string;
  /** An app's module importing from `solekit`, as an app writes it. */
  source: string;
  /**
   * Budget in KB gzip, held by the single esbuild bundle of the case's hooks, or of its up-front
   * hooks when the case is split.
   */
  budgetKb?: number;
  /**
   * The page's hooks split as the app loads them (modals through `import()`): the budget holds
   * the up-front hooks' bundle, and {@link splitGzipSize} shows what opening the modal adds.
   * `source` still imports them all.
   */
  split?: SplitImports;
  /**
   * Page-wide code the page reaches that DESIGN.md's row for it does not count: its budget holds
   * the up-front bundle with these modules left out, and the bench shows the whole figure beside.
   * Only a list's page has it: its 'Add items to bag' goes through the storefront's cart, which
   * DESIGN.md budgets on the product page, while "an account section" counts the provider, the
   * section's hooks and TanStack Query.
   */
  budgetBeyond?: { what: string; leftOut: readonly LeftOut[] };
}

/** `export { … } from "solekit"` for these names. */
const fromSolekit = (names: readonly string[]) => `export { ${names.join(", ")} } from "solekit";`;

// Each account section's imports: the area's navigation and query layer (TanStack Query included)
// plus the section's own hooks. jsbarcode is not among them: it loads when a card renders. A
// section whose modals the reference UI loads with `React.lazy` names their hooks apart (on open).
function accountSectionCases(): SizeCase[] {
  const area = ["SolekitProvider", "useAccountNavigation", "useLogout"];
  const sections: Array<[name: string, upFront: string[], onOpen?: string[]]> = [
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
    // Assign shoes and the claim form are lazy modules of the rewards section.
    [
      "my rewards",
      ["useProfile", "useChecklist", "useUnassignedShoes", "useRewardsHistory"],
      ["useAssignShoes", "useClaimTransaction"],
    ],
    [
      "kids' profiles",
      ["useProfile", "useChildren", "useUnassignedShoes", "useLatestMeasurement", "useMeasurements"],
    ],
    // The new-measurement and the favourite brands / sports side modals are lazy modules of the
    // child's page.
    [
      "a kid's page",
      [
        "useProfile",
        "useChildren",
        "useChildForm",
        "useMeasurements",
        "useDeleteMeasurement",
        "useChildWishlistItems",
        "useChildWardrobe",
      ],
      ["useMeasurementForm", "useFavouritesPicker"],
    ],
    // The create / edit popover is a lazy module of the wishlist section (Create wishlist, Edit).
    ["wishlists (the overview)", ["useProfile", "useWishlists"], ["useWishlistEditor"]],
    // A list's page adds its items to the bag through the page's cart, which it carries (an
    // import() of it would cost every page more in one esbuild bundle than it saves this one);
    // its budget holds the page beyond that cart (see WISHLIST_CART_PATH). The create / edit
    // popover and Edit Item are lazy modules of the wishlist section.
    ["a wishlist's page", ["useProfile", "useWishlist"], ["useWishlistEditor", "useWishlistItemEdit"]],
    // The area's shell loads the overlay with `import()` on top of whichever section is shown.
    ["onboarding overlay", ["useProfile"], ["useOnboarding"]],
  ];
  return sections.map(([name, upFront, onOpen = []]) => {
    const hooks = [...upFront, ...onOpen];
    return {
      label: `account: ${name} (provider + navigation + ${upFront.join(" + ")}${onOpen.length ? `; on open: ${onOpen.join(" + ")}` : ""})`,
      source: fromSolekit([...area, ...hooks]),
      budgetKb: 48,
      ...(onOpen.length ? { split: { upFront: [...area, ...upFront], onOpen } } : {}),
      ...(name === "a wishlist's page"
        ? { budgetBeyond: { what: "the cart", leftOut: WISHLIST_CART_PATH } }
        : {}),
    };
  });
}

// The search page: the grid, and the header's quick-search button; the overlay the button opens
// (storefront §2 "Quick-search overlay (header) … Opened by a button") is a modal the page loads
// on first open, like every modal here.
function searchPageCase(): SizeCase {
  const upFront = ["SolekitProvider", "useQuickSearchButton", "useSearchGrid"];
  const onOpen = ["useQuickSearch"];
  return {
    label: `search page: provider + ${upFront.slice(1).join(" + ")}; on open: ${onOpen.join(" + ")}`,
    source: fromSolekit([...upFront, ...onOpen]),
    budgetKb: 37,
    split: { upFront, onOpen },
  };
}

// The product page: the form, the header's cart button and the notice. The form's parts that
// only some pages show are lazy modules there: a gift card's fields (rendered when the product is
// a gift card) and the back-in-stock email box (on the first 'Notify me when … is back' click);
// so is the mini cart (`useCart`), which the reference UI loads once the services answer.
function productPageCase(): SizeCase {
  const upFront = ["SolekitProvider", "useProductForm", "useCartTrigger", "useNotice"];
  const onOpen = ["useCart", "useGiftCardForm", "useBackInStockForm"];
  return {
    label: `product page: provider + ${upFront.slice(1).join(" + ")}; on open: ${onOpen.join(" + ")}`,
    source: fromSolekit([...upFront, ...onOpen]),
    budgetKb: 36,
    split: { upFront, onOpen },
  };
}

// The wishlist modal (issue 22): every storefront page's host renders the hearts' shared state,
// the guest wishlist's sync and its notice; the dialog is a lazy module opened by a member's heart.
function wishlistModalCase(): SizeCase {
  const upFront = ["SolekitProvider", "useWishlistButton", "useNotice", "useGuestWishlistSync"];
  const onOpen = ["useWishlistModal"];
  return {
    label: `wishlist modal on any page (provider + ${upFront.slice(1).join(" + ")}; on open: ${onOpen.join(" + ")})`,
    source: fromSolekit([...upFront, ...onOpen]),
    budgetKb: 48,
    split: { upFront, onOpen },
  };
}

/**
 * The imports `npm run bench` measures, DESIGN.md's budgets beside the pages that have one.
 * "Every storefront hook together" is the provider and every `use…` export of `solekit`.
 *
 * @example
 * ```ts
 * for (const c of await sizeCases()) console.log(c.label, (await gzipSize(c.source, from)).gzip);
 * ```
 */
export async function sizeCases(): Promise<SizeCase[]> {
  const entry = await import("../src/index");
  const account = new Set(Object.keys(await import("../src/hooks/account/index")));
  const hooks = Object.keys(entry)
    .filter((name) => /^use[A-Z]/.test(name) && !account.has(name))
    .sort();
  return [
    // The whole entry and every hook together are reported without a budget: no app page imports
    // them, and DESIGN.md's table (which once held them at 85 and 52 KB) budgets pages.
    { label: "solekit (whole entry)", source: 'export * from "solekit";' },
    { label: "solekit/machines", source: 'export * from "solekit/machines";' },
    { label: "solekit/clients", source: 'export * from "solekit/clients";' },
    { label: "solekit/rules", source: 'export * from "solekit/rules";' },
    { label: "solekit/sandbox (msw included)", source: 'export * from "solekit/sandbox";' },
    searchPageCase(),
    {
      label: "  their dependencies alone (xstate, @xstate/react, ofetch, valibot as they use them)",
      source: `export * from ${JSON.stringify(join(process.cwd(), "bench/dependency-floor.ts"))};`,
    },
    {
      label: `every storefront hook together (provider + ${hooks.length} hooks)`,
      source: fromSolekit(["SolekitProvider", ...hooks]),
    },
    {
      label: "sign-in widget: provider + useSignIn",
      source: fromSolekit(["SolekitProvider", "useSignIn"]),
      budgetKb: 32,
    },
    productPageCase(),
    {
      label: "SolekitProvider + useCart + useNotice alone",
      source: fromSolekit(["SolekitProvider", "useCart", "useNotice"]),
    },
    {
      label: "SolekitProvider + useProductList alone",
      source: fromSolekit(["SolekitProvider", "useProductList"]),
    },
    ...accountSectionCases(),
    wishlistModalCase(),
  ];
}

/**
 * The cart a wishlist's 'Add items to bag' goes through (issue 22 item 4), as the page reaches
 * it: the page's cart actor (with the storefront system that builds it, its notice and the cart
 * client) and the add over the cart's public events. Left out, the page keeps everything else.
 */
export const WISHLIST_CART_PATH: readonly LeftOut[] = [
  {
    module: "hooks/cart/shared-cart",
    stub: 'export const cartActor = () => { throw new Error("left out"); };',
  },
  {
    module: "machines/storefront-system/request-add",
    stub: 'export const requestAdd = () => Promise.reject(new Error("left out"));',
  },
];

/**
 * What the cart adds to a wishlist's page, in bytes gzip: the page's up-front hooks in one
 * esbuild bundle, and the same bundle with {@link WISHLIST_CART_PATH} left out (the figure its
 * budget holds); the increment is their difference.
 *
 * @example
 * ```ts
 * const { page, withoutCart } = await wishlistCartIncrement({ appDir });
 * console.log(page - withoutCart);
 * ```
 */
export async function wishlistCartIncrement(
  from: BundleFrom = "src",
): Promise<{ page: number; withoutCart: number }> {
  const page = accountSectionCases().find((c) => c.label.includes("a wishlist's page"));
  const source = fromSolekit(page?.split?.upFront ?? []);
  return {
    page: (await gzipSize(source, from)).gzip,
    withoutCart: (await gzipSize(source, from, WISHLIST_CART_PATH)).gzip,
  };
}

/** A case's figures, in bytes gzip: the single bundle, and for a split case its parts. */
export interface CaseSize {
  /** Every hook of the case in one esbuild bundle (dynamic imports inlined). */
  oneFile: number;
  /** A split case's up-front hooks alone in one esbuild bundle; `null` for a case not split. */
  upFrontOneFile: number | null;
  /** A split case's parts in Vite's build (see {@link splitGzipSize}); `null` for a case not split. */
  split: SplitSize | null;
  /**
   * The figure the budget holds: DESIGN.md's measure (one esbuild bundle) of what the page
   * imports up front: a split case's up-front hooks, else every hook of the case; for a case
   * with `budgetBeyond`, that bundle with its page-wide modules left out.
   */
  budgeted: number;
}

/**
 * The figure a case's budget holds ({@link CaseSize.budgeted}) alone, without the split's Vite
 * build: one esbuild bundle of what the page imports up front, its page-wide modules left out
 * for a case with `budgetBeyond`.
 *
 * @example
 * ```ts
 * const within = (await budgetedSize(c, { appDir })) <= (c.budgetKb ?? Infinity) * 1024;
 * ```
 */
export async function budgetedSize(c: SizeCase, from: BundleFrom = "src"): Promise<number> {
  const source = c.split ? fromSolekit(c.split.upFront) : c.source;
  return (await gzipSize(source, from, c.budgetBeyond?.leftOut)).gzip;
}

/**
 * Measures a case as the bench reports it.
 *
 * @example
 * ```ts
 * const size = await measureCase(c, { appDir });
 * console.log(c.label, size.budgeted <= (c.budgetKb ?? Infinity) * 1024);
 * ```
 */
export async function measureCase(c: SizeCase, from: BundleFrom = "src"): Promise<CaseSize> {
  const oneFile = (await gzipSize(c.source, from)).gzip;
  if (!c.split) return { oneFile, upFrontOneFile: null, split: null, budgeted: oneFile };
  const upFrontSource = fromSolekit(c.split.upFront);
  const upFrontOneFile = (await gzipSize(upFrontSource, from)).gzip;
  const split = await splitGzipSize(c.split, from);
  const budgeted = c.budgetBeyond ? await budgetedSize(c, from) : upFrontOneFile;
  return { oneFile, upFrontOneFile, split, budgeted };
}

/**
 * "48 KB (within)" or "48 KB (OVER)" for a case's budgeted figure, with that figure when it is not
 * the whole page ("48 KB beyond the cart: 46.6 (within)"); empty without a budget.
 */
export const budgetVerdict = (c: SizeCase, size: CaseSize) => {
  if (c.budgetKb === undefined) return "";
  const verdict = size.budgeted / 1024 <= c.budgetKb ? "(within)" : "(OVER)";
  return c.budgetBeyond
    ? `${c.budgetKb} KB beyond ${c.budgetBeyond.what}: ${(size.budgeted / 1024).toFixed(1)} ${verdict}`
    : `${c.budgetKb} KB ${verdict}`;
};
