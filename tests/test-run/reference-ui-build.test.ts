// The browser tests serve the reference UI that `npm test` built beside the unit tests only when
// it was built from this checkout's sources (tests/e2e/support/reference-ui-build.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { reusableBuild, sourcesHash, stampBuild } from "../e2e/support/reference-ui-build";

let root: string;

function write(path: string, text: string) {
  mkdirSync(join(root, path, ".."), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** A checkout with a built UI stamped with its sources' hash. */
function builtCheckout() {
  write("package.json", "{}");
  write("package-lock.json", "{}");
  write("reference-ui/src/main.tsx", "main");
  write("src/index.ts", "library");
  write("reference-ui/dist/index.html", "<!doctype html>");
  stampBuild(sourcesHash("production", root), root);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "solekit-ui-build-"));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("reusing the reference UI's build for the browser tests", () => {
  it("reuses a build stamped with this checkout's sources, whatever else the output holds", () => {
    builtCheckout();
    write("reference-ui/dist/assets/app.js", "built");
    expect(reusableBuild("production", root)).toBe(true);
  });

  it("builds again when there is no stamp (another build of the UI, or none)", () => {
    builtCheckout();
    rmSync(join(root, "reference-ui/dist/.e2e-build.json"));
    expect(reusableBuild("production", root)).toBe(false);
  });

  it.each([
    ["the library's sources", "src/index.ts"],
    ["the reference UI's sources", "reference-ui/src/main.tsx"],
    ["the lockfile", "package-lock.json"],
  ])("builds again when %s changed since the build", (_what, path) => {
    builtCheckout();
    write(path, "changed");
    expect(reusableBuild("production", root)).toBe(false);
  });

  it("builds again when a source was added since the build", () => {
    builtCheckout();
    write("src/new-module.ts", "new");
    expect(reusableBuild("production", root)).toBe(false);
  });

  it("builds again for the other React build, or another VITE_ environment", () => {
    builtCheckout();
    expect(reusableBuild("development", root)).toBe(false);
    vi.stubEnv("VITE_SOLEKIT_CONFIG", '{"live":true}');
    expect(reusableBuild("production", root)).toBe(false);
  });

  it("builds again when the stamp is unreadable", () => {
    builtCheckout();
    write("reference-ui/dist/.e2e-build.json", "{not json");
    expect(reusableBuild("production", root)).toBe(false);
  });
});
