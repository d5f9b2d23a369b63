// `npx tsx bench/account-sizes.ts`: only the bundle-size cases whose label matches a filter
// (default "account"), from the packed package: quicker than the whole `npm run bench` when
// working on one page's bytes. A split case (modals an app loads with `import()`) shows what
// loads up front, which its budget holds, and what opening the modal adds.
import {
  budgetVerdict,
  measureCase,
  sizeCases,
  viteUpFront,
  WISHLIST_CART_PATH,
  wishlistCartIncrement,
} from "./bundle-size";
import { installPackedPackage } from "./packed-package";

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const filter = process.argv[2] ?? "account";
const app = installPackedPackage();
try {
  const rows = [];
  for (const c of await sizeCases()) {
    if (!c.label.includes(filter)) continue;
    const size = await measureCase(c, { appDir: app.dir });
    const vite = size.split ? null : await viteUpFront(c.source, { appDir: app.dir });
    rows.push({
      import: c.label.slice(0, 90),
      "gzip KB": kb(size.oneFile),
      "up front KB": size.upFrontOneFile === null ? "" : kb(size.upFrontOneFile),
      "Vite: up front / on open / on first use KB": size.split
        ? `${kb(size.split.upFront)} / ${kb(size.split.onOpen)} / ${kb(size.split.onFirstUse)}`
        : vite
          ? kb(vite.gzip)
          : "",
      budget: budgetVerdict(c, size),
    });
  }
  console.log(
    "gzip KB: every hook of the case in one esbuild bundle. Split cases (modals the app loads with import()): up front, the page's first-render hooks alone in one esbuild bundle (the budget's figure); Vite: its build split at import(), what loads up front (and for a split case what opening the modal adds and what the library loads on first use).",
  );
  console.table(rows);
  // The cart a wishlist's page carries for Add items to bag, measured as what leaving it out saves.
  if (rows.some((row) => row.import.includes("a wishlist's page"))) {
    const { page, withoutCart } = await wishlistCartIncrement({ appDir: app.dir });
    console.log(
      `A wishlist's page up front: ${kb(page)} KB; without the cart its Add items to bag goes through (${WISHLIST_CART_PATH.map((m) => m.module).join(", ")} left out): ${kb(withoutCart)} KB; the cart adds ${kb(page - withoutCart)} KB.`,
    );
  }
} finally {
  await app.remove();
}
