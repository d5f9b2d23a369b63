import { build } from "esbuild";
const r = await build({ stdin: { contents: process.argv[2], resolveDir: process.cwd(), loader: "ts" }, bundle: true, format: "esm", write: false, external: ["react", "react-dom", "react/jsx-runtime"], logLevel: "silent",
  plugins: [{ name: "s", setup(b) { b.onResolve({ filter: /^solekit$/ }, () => ({ path: process.cwd() + "/src/index.ts" })); } }] });
const s = r.outputFiles[0].text;
console.log([...s.matchAll(/var (init_[\w$]+) = __esm\(\{\n\s+"([^"]+)"/g)].map((m) => m[2]).join("\n"));
