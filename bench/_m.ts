import { gzipSize } from "/work/wt-bytes/bench/bundle-size";
const cases: Record<string, string> = {
  search: "SolekitProvider, useQuickSearch, useSearchGrid",
  product: "SolekitProvider, useProductForm, useCart, useNotice",
  kid: "SolekitProvider, useAccountNavigation, useLogout, useProfile, useChildren, useChildForm, useMeasurements, useDeleteMeasurement, useFavouritesPicker, useChildWishlistItems, useChildWardrobe",
  wishlist: "SolekitProvider, useAccountNavigation, useLogout, useProfile, useWishlist, useWishlistEditor",
  modal: "SolekitProvider, useWishlistButton, useNotice, useGuestWishlistSync",
};
const out: string[] = [];
for (const [k, v] of Object.entries(cases)) out.push(`${k} ${((await gzipSize(`export { ${v} } from "solekit";`)).gzip / 1024).toFixed(2)}`);
console.log(out.join(" | "));
