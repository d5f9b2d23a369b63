// `npx tsx bench/account-sizes.ts`: only the bundle-size cases whose label matches a filter
// (default "account"), from the packed package: quicker than the whole `npm run bench` when
// working on one page's bytes.
import { gzipSize, sizeCases } from "./bundle-size";
import { installPackedPackage } from "./packed-package";

const filter = process.argv[2] ?? "account";
const app = installPackedPackage();
try {
  const rows = [];
  for (const c of await sizeCases()) {
    if (!c.label.includes(filter)) continue;
    const packed = await gzipSize(c.source, { appDir: app.dir });
    rows.push({
      import: c.label.slice(0, 90),
      "gzip KB": (packed.gzip / 1024).toFixed(1),
      budget:
        c.budgetKb === undefined
          ? ""
          : `${c.budgetKb} KB ${packed.gzip / 1024 <= c.budgetKb ? "(within)" : "(OVER)"}`,
    });
  }
  console.table(rows);
} finally {
  await app.remove();
}
