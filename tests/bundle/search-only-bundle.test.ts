import { build } from "esbuild";

/** Bundles what an app importing `source` ships (minified, React external) and lists its sources. */
async function bundle(source: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    logLevel: "silent",
    external: ["react", "react-dom", "react/jsx-runtime"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const code = new TextDecoder().decode(result.outputFiles[0]?.contents);
  // Files that contribute bytes to the output (parsed-then-shaken-away files do not count).
  const output = Object.values(result.metafile.outputs)[0];
  const inputs = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([file]) => file);
  return { code, inputs };
}

describe("a storefront-only app pays for no account code (DESIGN: size budgets)", () => {
  it("keeps TanStack Query, jsbarcode, account clients and account strings out of the search hooks", async () => {
    const { code, inputs } = await bundle(
      'export { SolekitProvider, useQuickSearch, useSearchGrid, useRecommendations } from "./src/index.ts";',
    );
    expect(inputs.filter((file) => /@tanstack|jsbarcode|msw/.test(file))).toEqual([]);
    expect(inputs.filter((file) => /src\/clients\/(loyalty|cart|storefront|back-in-stock)/.test(file))).toEqual([]);
    expect(inputs).not.toContain("src/rules/messages-account.ts");
    // Account-area wording, as a guard against the catalogue being pulled in some other way.
    expect(code).not.toContain("Transaction Created");
    expect(code).not.toContain("Your Wishlist is empty");
    // The storefront's own wording is there.
    expect(code).toContain("Search our range of products");
  });
});
