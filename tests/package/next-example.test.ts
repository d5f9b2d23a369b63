// docs/ssr.md's Next.js example is what `npm run try:next` builds (scripts/try-next.ts reads it):
// these checks keep it buildable without Next.js installed.
import { readFileSync } from "node:fs";
import { nextExampleFiles } from "../../scripts/next-example";

const files = nextExampleFiles(readFileSync("docs/ssr.md", "utf8"));
const directive = (source: string) => source.split("\n").find((line) => !line.startsWith("//"));

describe("docs/ssr.md's Next.js App Router example", () => {
  it("has a middleware, a root layout, the provider, a search page and its client component", () => {
    expect([...files.keys()].sort()).toEqual([
      "app/layout.tsx",
      "app/providers.tsx",
      "app/search/page.tsx",
      "app/search/search-results.tsx",
      "middleware.ts",
    ]);
  });

  it('imports "solekit" (the provider and the hooks) only in files that start with "use client"', () => {
    for (const [path, source] of files) {
      const client = directive(source) === '"use client";';
      expect({ path, client }).toEqual({ path, client: /from "solekit";/.test(source) });
    }
  });

  it("hands the request's URL from the middleware through the layout to the provider", () => {
    expect(files.get("middleware.ts")).toContain('headers.set("x-request-url", request.url)');
    expect(files.get("app/layout.tsx")).toContain("<Providers serverUrl={requestUrl}>");
    expect(files.get("app/providers.tsx")).toContain("serverUrl={serverUrl}");
  });
});
