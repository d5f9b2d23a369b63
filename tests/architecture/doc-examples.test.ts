// Every code example a reader may copy compiles against the real API: the ts, tsx, js and jsx
// blocks of README.md and docs/*.md, and the fenced blocks of every TSDoc `@example` under src/
// (typedoc shows them in the API docs). Each is type-checked as its own module with
// tsconfig.json's strict options, `solekit/*` resolved to src/; names it leaves to the app are
// allowed (example-checker.ts says which diagnostics that excuses, and why).
import { type Example, guideExamples, tsdocExamples } from "./doc-examples";
import { checkExamples } from "./example-checker";

const example = (file: string, code: string, module?: string): Example => ({
  file,
  line: 1,
  extension: "tsx",
  lines: code.split("\n"),
  ...(module ? { module } : {}),
  noCheck: false,
});

/** Examples that must fail (or pass): they prove the check catches what it is for. */
const PROBES: readonly Example[] = [
  example(
    "probe/misspelt-property.md",
    `import { parseSearchUrl } from "solekit/rules";\nparseSearchUrl(new URLSearchParams()).qurey;`,
  ),
  example("probe/wrong-import.md", `import { useQuickSaerch } from "solekit";`),
  example(
    "probe/wrong-option.md",
    `import { createSandbox } from "solekit/sandbox";\ncreateSandbox({ sead: 1 });`,
  ),
  example("probe/tsdoc-scope.ts", `setSearchQuery(EMPTY_SEARCH_STATE, 1);`, "src/rules/search-url.ts"),
  example(
    "probe/fragment.md",
    `import { useQuickSearch } from "solekit";\nconst qs = useQuickSearch();\n<NotFound items={actor.get(url)} open={qs.isOpen} />;\nimport("./app-module");`,
  ),
];

describe("doc examples", () => {
  const guides = guideExamples();
  const { examples: tsdoc, unfenced } = tsdocExamples();
  const failures = checkExamples([...guides, ...tsdoc, ...PROBES]);
  const probeFailures = failures.filter((failure) => failure.startsWith("probe/"));

  it("finds the examples of the guides and of the TSDoc", () => {
    expect(guides.length).toBeGreaterThan(50);
    expect(tsdoc.length).toBeGreaterThan(900);
  });

  it("fences the code of every TSDoc @example (typedoc would show an unfenced one as code)", () => {
    expect(unfenced).toEqual([]);
  });

  it("type-checks every example against the API", () => {
    expect(failures.filter((failure) => !failure.startsWith("probe/"))).toEqual([]);
  });

  it("fails a misspelt property, a wrong import, a wrong option and a wrong argument, not a fragment", () => {
    expect(probeFailures.map((failure) => failure.replace(/ TS(\d+) .*/, " TS$1"))).toEqual([
      "probe/misspelt-property.md:2 TS2551",
      "probe/wrong-import.md:1 TS2724",
      "probe/wrong-option.md:2 TS2353",
      "probe/tsdoc-scope.ts:1 TS2345",
    ]);
  });
});
