import {
  useAccountModal,
  useAccountNavigation,
  useAddresses,
  useAddressForm,
  useAnnouncementBar,
  useAssignShoes,
  useAutoScroller,
  useBackInStockForm,
  useBookAFitting,
  useBookings,
  useCarouselScroll,
  useCart,
  useChildForm,
  useChildWardrobe,
  useChildWishlistItems,
  useClaimTransaction,
  useCustomer,
  useCustomerToken,
  useDashboard,
  useDeleteAddress,
  useDeleteMeasurement,
  useFavouritesPicker,
  useGiftCardForm,
  useGridColumns,
  useGuestWishlist,
  useGuestWishlistPage,
  useGuestWishlistSync,
  useLatestMeasurement,
  useLightbox,
  useLogout,
  useMarketingPreferences,
  useMarquee,
  useMeasurementForm,
  useMeasurements,
  useMembershipCard,
  useNotice,
  useOffers,
  useOnboarding,
  useOrder,
  useOrders,
  useProductBadge,
  useProductForm,
  useProductList,
  useProfile,
  useProfileDetails,
  usePwpPopup,
  useQuickSearch,
  useQuickSearchButton,
  useRecentOrders,
  useRecommendations,
  useRecordProductView,
  useResultTracking,
  useRewardsHistory,
  useRotator,
  useSearchGrid,
  useSignIn,
  useTouchNavigation,
  useUpdateDetails,
  useVisibility,
  useWalletPass,
  useWishlist,
  useWishlistButton,
  useWishlistEditor,
  useWishlistItemEdit,
  useWishlistModal,
  useWishlists,
} from "../../src/index";
import type { SolekitConfigInput } from "../../src/runtime";
import { sandboxConfig, sandboxPwpRules } from "../../src/sandbox";
import { childFixture } from "../machines/kids/kids.fixtures";

/**
 * The README's minimal configuration (`{ search: { siteId }, shop: { domain } }`, no `loyalty`,
 * no `backInStock`), on the sandbox's hosts so the requests it sends get answers.
 */
export function minimalConfig(): SolekitConfigInput {
  const { search, shop } = sandboxConfig();
  return { search, shop };
}

// An item for the Edit Item hook (issue 22).
const everyHookWishlistItem = {
  id: 1,
  product_variant_sku: "SKU-1",
  product_variant_id: 10,
  product_variant: null,
  product: null,
  meta: { productId: 1, variantId: 10 },
  created_at: "2026-01-01T00:00:00Z",
};

/** What each hook said, by name: its contract where it has one. */
export interface HookReport {
  signIn: ReturnType<typeof useSignIn>;
  productForm: ReturnType<typeof useProductForm>;
  customer: ReturnType<typeof useCustomer>;
}

/** Every public hook of `solekit` (the account area's too) at once, with the least options each needs. */
export function EveryHook(props: { handle: string; report?: (hooks: HookReport) => void }) {
  const quickSearch = useQuickSearch();
  const quickSearchButton = useQuickSearchButton();
  const grid = useSearchGrid();
  const list = useProductList({ collection: "sale" });
  const recommendations = useRecommendations({ kind: "recommend" });
  const productForm = useProductForm({ handle: props.handle });
  // The product form's parts (a page renders them when it shows them), attached to the form.
  const giftCard = useGiftCardForm(productForm);
  const backInStock = useBackInStockForm(productForm);
  const cart = useCart();
  const notice = useNotice();
  const pwp = usePwpPopup({ rules: sandboxPwpRules });
  const signIn = useSignIn();
  const customer = useCustomer();
  const accountModal = useAccountModal();
  const token = useCustomerToken();
  const details = useUpdateDetails();
  const logout = useLogout();
  const wishlist = useGuestWishlist();
  const badge = useProductBadge({
    product: { id: 1, handle: props.handle, tags: [], collections: [] },
    price: 6995,
    compareAtPrice: null,
    location: "PDP",
  });
  const lightbox = useLightbox({ count: 2 });
  const rotator = useRotator({ count: 2, mode: "rotate", interval: 5000 });
  const bar = useAnnouncementBar({ count: 2 });
  const strip = useAutoScroller({ count: 2 });
  const marquee = useMarquee();
  const drawer = useVisibility({ name: "size-guide" });
  const nav = useTouchNavigation();
  const booking = useBookAFitting({ widget: { open: () => false } });
  const carousel = useCarouselScroll();
  const { columns } = useGridColumns();
  const tracking = useResultTracking({ results: [], context: { type: "search", query: "" } });
  useRecordProductView("SKU-1");
  const account = {
    navigation: useAccountNavigation().title,
    profile: useProfile().status,
    details: useProfileDetails().status,
    preferences: useMarketingPreferences().status,
    card: useMembershipCard().status,
    pass: useWalletPass().isShown,
    addresses: useAddresses().status,
    addressForm: useAddressForm().status,
    deleteAddress: useDeleteAddress().status,
    orders: useOrders({ type: "completed" }).status,
    order: useOrder("1").status,
    recentOrders: useRecentOrders().status,
    dashboard: useDashboard().status,
    offers: useOffers({ banners: [] }).status,
    bookings: useBookings().status,
    rewardsHistory: useRewardsHistory().status,
    assignShoes: useAssignShoes().status,
    claim: useClaimTransaction().status,
    // Kids' profiles (issue 21).
    childForm: useChildForm().status,
    measurements: useMeasurements(null).status,
    latestMeasurement: useLatestMeasurement(1).status,
    measurementForm: useMeasurementForm({ connectionId: 1, profileId: 1 }).status,
    deleteMeasurement: useDeleteMeasurement({ connectionId: 1 }).status,
    favourites: useFavouritesPicker({ child: childFixture(), handle: "sports", options: [] }).status,
    childWishlist: useChildWishlistItems(1).status,
    childWardrobe: useChildWardrobe(1).status,
    wishlists: useWishlists().status,
    wishlistDetail: useWishlist("1").pageState,
    wishlistEditor: useWishlistEditor().status,
    onboarding: useOnboarding({ avatars: [], sports: [], brands: [] }).isOpen,
    // Wishlist modal, hearts and Edit Item (issue 22).
    wishlistButton: useWishlistButton().count,
    guestWishlistSync: useGuestWishlistSync(),
    guestWishlistPage: useGuestWishlistPage().status,
    wishlistModal: useWishlistModal({ product: { productId: 1, name: "Runner" } }).status,
    wishlistItemEdit: useWishlistItemEdit({ listId: 1, item: everyHookWishlistItem }).status,
  };
  props.report?.({ signIn, productForm, customer });
  const statuses = {
    quickSearch: quickSearch.isOpen,
    quickSearchButton: quickSearchButton.isOpen,
    grid: grid.status,
    list: list.status,
    recommendations: recommendations.status,
    productForm: productForm.status,
    giftCard: giftCard.fieldError,
    backInStock: backInStock.isOpen,
    cart: cart.isLoaded,
    notice: notice.notice,
    pwp: pwp.status,
    signIn: signIn.status,
    customer: customer.status,
    accountModal: accountModal.isOpen,
    token: token.status,
    details: details.status,
    logout: logout.status,
    wishlist: wishlist.count,
    badge: badge.badge,
    lightbox: lightbox.isOpen,
    rotator: rotator.status,
    bar: bar.status,
    strip: strip.status,
    marquee: marquee.status,
    drawer: drawer.isVisible,
    nav: nav.status,
    booking: booking.status,
    carousel: carousel.canScrollNext,
    columns,
    tracking: typeof tracking.getTrackingProps,
    account,
  };
  return <pre>{JSON.stringify(statuses)}</pre>;
}
