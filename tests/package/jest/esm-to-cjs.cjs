// A Jest transformer: msw 2.13+ depends on ESM-only packages (rettime, until-async,
// @open-draft/deferred-promise's `.mjs`), which Jest 29's CommonJS runtime cannot load
// (mswjs/msw#2698). An app's Jest config that uses msw transforms them; this does it with esbuild.
const { transformSync } = require("esbuild");

module.exports = {
  process(source, filename) {
    const { code } = transformSync(source, {
      format: "cjs",
      loader: "js",
      target: "node20",
      sourcefile: filename,
    });
    return { code };
  },
};
