// Where an import's bytes come from: `npx tsx bench/size-report.ts 'export { useSearchGrid } from "solekit";'`
// Prints the gzip total and the minified bytes each source file (or dependency) contributes.
import { gzipSync } from "node:zlib";
import { bundle } from "./bundle-size";

const source = process.argv[2] ?? 'export { SolekitProvider, useQuickSearch, useSearchGrid } from "solekit";';
const { code, contributors } = await bundle(source);
const groups = new Map<string, number>();
for (const [file, bytes] of contributors) {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  const key = dependency ?? file;
  groups.set(key, (groups.get(key) ?? 0) + bytes);
}
const own = [...contributors]
  .filter(([file]) => file.startsWith("src/"))
  .reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(
  `gzip ${(gzipSync(code, { level: 9 }).byteLength / 1024).toFixed(1)} KB; minified ${(code.byteLength / 1024).toFixed(1)} KB, of which solekit ${(own / 1024).toFixed(1)} KB`,
);
for (const [key, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
  console.log(`${(bytes / 1024).toFixed(2).padStart(7)} KB  ${key}`);
}
