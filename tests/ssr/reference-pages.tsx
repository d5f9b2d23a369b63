// The reference store's pages, as hooks: each page uses the hooks the reference UI's page uses and
// renders what they return (texts, counts, prop getters), without the router and the styling.
import {
  useAccountModal,
  useAnnouncementBar,
  useAutoScroller,
  useCarouselScroll,
  useCart,
  useCustomer,
  useGridColumns,
  useGuestWishlist,
  useMarquee,
  useProductBadge,
  useProductForm,
  useProductList,
  useQuickSearch,
  useRecommendations,
  useRecordProductView,
  useResultTracking,
  useSearchGrid,
  useSignIn,
  useTouchNavigation,
  useVisibility,
} from "../../src/index";

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
    <li key={`s${i}`} aria-hidden="true" className="skeleton" />
  ));
}

/** The header: announcement bar, navigation, quick search, account and bag buttons. */
export function Header() {
  const bar = useAnnouncementBar({ count: 2, id: "announcements" });
  const nav = useTouchNavigation({ id: "main-nav" });
  const qs = useQuickSearch({ id: "qs" });
  const customer = useCustomer();
  const modal = useAccountModal();
  const cart = useCart();
  const wishlist = useGuestWishlist();
  return (
    <header>
      <div {...bar.getRootProps({ "aria-label": "Announcements" })}>
        <p {...bar.getItemProps(0)}>Free delivery over $100</p>
        <p {...bar.getItemProps(1)}>Fit Club members earn points</p>
      </div>
      <nav {...nav.getNavProps()}>
        <a href="/collections/kids" {...nav.getLinkProps("kids", true)}>
          Kids
        </a>
      </nav>
      <button {...qs.getOpenButtonProps()}>Search</button>
      <a {...modal.getTriggerProps({ href: customer.accountHref })}>Account {customer.rewardsChipText}</a>
      <span>Wishlist {wishlist.count}</span>
      <span>Bag {cart.isLoaded ? cart.itemCount : ""}</span>
    </header>
  );
}

/** A product carousel: recommendations and its scroll buttons. */
function Carousel() {
  const carousel = useRecommendations({ kind: "recommend" });
  const scroll = useCarouselScroll();
  return (
    <section aria-busy={carousel.status === "loading"}>
      <ul>
        {carousel.products.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
      <button type="button" disabled={!scroll.canScrollNext}>
        Next
      </button>
    </section>
  );
}

/** Home: the promise strip, the brands marquee, a shelf and a carousel. */
export function HomePage() {
  const strip = useAutoScroller({ count: 3, id: "promises" });
  const marquee = useMarquee({ id: "brands" });
  const shelf = useProductList({ collection: "sale", limit: 4 });
  return (
    <main>
      <div {...strip.getViewportProps()} />
      <ul {...marquee.getTrackProps()} />
      <p>{shelf.status === "success" ? `${shelf.data?.results.length} on sale` : "Loading the sale"}</p>
      <Carousel />
    </main>
  );
}

/** The grid of the search page and of a collection, with its tracking. */
export function GridPage({ collection }: { collection?: string }) {
  const grid = useSearchGrid(collection ? { collection, infiniteScroll: true } : {});
  const { columns } = useGridColumns();
  const tracking = useResultTracking({
    results: grid.results.map((item) => item.product),
    context: collection ? { type: "collection", collection } : { type: "search", query: grid.query },
  });
  return (
    <main>
      <h1>{grid.heading}</h1>
      <p role="status">{grid.resultCountText}</p>
      <p>columns {String(columns)}</p>
      <ul {...grid.getGridProps()}>
        <Skeletons count={grid.skeletonsBefore} />
        {grid.results.map((item, index) => (
          <li key={item.key} {...tracking.getTrackingProps<HTMLLIElement>(item.product, index + 1)}>
            {item.product.name}
          </li>
        ))}
        <Skeletons count={grid.skeletonsAfter} />
      </ul>
      {grid.hasMore ? <button {...grid.getLoadMoreProps()}>{grid.labels.loadMore}</button> : null}
    </main>
  );
}

/** The product page: the form with sizes and the add button, badge, wishlist heart, size guide. */
export function ProductPage({ handle }: { handle: string }) {
  const form = useProductForm({ handle });
  const wishlist = useGuestWishlist();
  const guide = useVisibility({ name: "size-guide" });
  const product = form.product;
  const badge = useProductBadge({
    product: { id: product?.id ?? 0, handle, tags: product?.tags ?? [], collections: [] },
    price: form.price,
    compareAtPrice: form.compareAtPrice,
    location: "PDP",
  });
  useRecordProductView(form.selectedVariant?.variant.sku ?? undefined);
  return (
    <main>
      <h1>{form.title}</h1>
      <p>{form.priceText}</p>
      <p>{badge.badge?.text}</p>
      {product ? (
        <button
          {...wishlist.getHeartProps({
            productId: product.id,
            variantId: product.variants[0]?.id ?? "",
            name: form.title,
          })}
        >
          Wishlist
        </button>
      ) : null}
      <p {...form.getGroupLabelProps("size")}>Size {form.selectedVariant?.label}</p>
      <div {...form.getSizeGroupProps()}>
        {form.sizes.map((size) => (
          <button key={size.variantId} {...form.getSizeProps(size)}>
            {size.label}
          </button>
        ))}
      </div>
      <button {...form.getAddButtonProps()}>{form.buttonLabel}</button>
      <aside {...guide.getContentProps({ "aria-label": "Size guide" })} />
    </main>
  );
}

/** The sign-in widget's first step. */
export function SignInWidget() {
  const signIn = useSignIn({ id: "sign-in" });
  return (
    <form {...signIn.getFormProps("initial")}>
      <h2 {...signIn.getHeadingProps("initial")}>Sign in or join</h2>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...signIn.getLabelProps("identifier")}>Email or mobile</label>
      <input {...signIn.getIdentifierInputProps()} />
      <p {...signIn.getErrorProps("identifier")}>{signIn.identifierError}</p>
      <button {...signIn.getSubmitButtonProps()}>Continue</button>
    </form>
  );
}
