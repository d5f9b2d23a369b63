import { viteUpFront } from "./bundle-size";
const cases: Record<string, string> = {
  search: "SolekitProvider, useQuickSearch, useSearchGrid",
  product: "SolekitProvider, useProductForm, useCart, useNotice",
  kid: "SolekitProvider, useAccountNavigation, useLogout, useProfile, useChildren, useChildForm, useMeasurements, useDeleteMeasurement, useFavouritesPicker, useChildWishlistItems, useChildWardrobe",
  wishlist: "SolekitProvider, useAccountNavigation, useLogout, useProfile, useWishlist, useWishlistEditor",
  modal: "SolekitProvider, useWishlistButton, useNotice, useGuestWishlistSync",
};
const out: string[] = [];
for (const [k, v] of Object.entries(cases)) { const r = await viteUpFront(`export { ${v} } from "solekit";`); out.push(`${k} ${(r.gzip / 1024).toFixed(2)}+${(r.onFirstUse/1024).toFixed(1)}min`); }
console.log("vite", out.join(" | "));
