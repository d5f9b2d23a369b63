import { Link } from "react-router";
import { type RecommendationsTab, useAutoScroller, useMarquee } from "solekit";
import { CollectionCarousel, RecommendCarousel, TabbedCarousel } from "../components/carousels";
import { CategoryLinks } from "../components/category-links";
import { HOME_TITLE, useDocumentTitle } from "../layout/document-title";
import { WhenServicesReady } from "../layout/services-ready";

// Recommendation profiles the merchandiser set up (the sandbox answers `collection-{handle}`).
const SHOP_TABS: readonly RecommendationsTab[] = [
  { id: "new-arrivals", label: "New arrivals", profile: "collection-new-arrivals" },
  { id: "sale", label: "Sale", profile: "collection-sale" },
  { id: "school-shoes", label: "School shoes", profile: "collection-school-shoes" },
];

const PROMISES = [
  { title: "Free expert fittings", text: "Length and width of both feet, in every store." },
  { title: "30-day returns", text: "Free exchanges in store or by post." },
  { title: "Rewards on every pair", text: "Fit Club members earn $2 per pair and a birthday treat." },
  { title: "Free delivery over $100", text: "Metro orders arrive in 2–4 business days." },
];

const BRANDS = ["Asics", "Clarks", "Bobux", "Birkenstock", "New Balance", "Skechers", "Crocs", "Havaianas"];

export function HomePage() {
  useDocumentTitle(HOME_TITLE);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">Shoes that fit, from first steps to school</h1>
        <p>Kids' and adults' footwear, socks and more. Join Fit Club for rewards on every pair.</p>
        <div className="hero__actions">
          <Link to="/collections/kids-school-shoes" className="button button--primary">
            Shop school shoes
          </Link>
          <a href="#book-a-fitting" className="button">
            Book a free fitting
          </a>
        </div>
      </section>
      <Promises />
      <CategoryLinks title="Shop by category" />
      <WhenServicesReady fallback={<div className="carousel-placeholder" aria-busy="true" />}>
        <RecommendCarousel title="Popular right now" />
        <TabbedCarousel title="Shop the range" tabs={SHOP_TABS} />
        <CollectionCarousel title="Sneakers" collection="sneakers" />
      </WhenServicesReady>
      <Brands />
    </>
  );
}

/** The store's promises, scrolled on every 2500 ms on narrow screens (the theme's auto-scroller). */
function Promises() {
  const strip = useAutoScroller({ count: PROMISES.length, id: "promises" });
  return (
    <div {...strip.getRootProps({ "aria-label": "Why shop with us", className: "promises" })}>
      <div {...strip.getViewportProps({ className: "promises__list" })}>
        {PROMISES.map((promise, index) => (
          <div key={promise.title} {...strip.getItemProps(index, { className: "promises__item" })}>
            <strong>{promise.title}</strong>
            <span>{promise.text}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The brands we fit, as the theme's marquee. */
function Brands() {
  const marquee = useMarquee({ id: "brands" });
  return (
    <section {...marquee.getRootProps({ "aria-label": "Brands we fit", className: "brands" })}>
      <h2 className="visually-hidden">Brands we fit</h2>
      <div className="brands__window">
        <ul {...marquee.getTrackProps({ className: "brands__track" })}>
          {[...BRANDS, ...BRANDS].map((brand, index) => (
            <li key={`${brand}-${index < BRANDS.length ? "a" : "b"}`} aria-hidden={index >= BRANDS.length}>
              {brand}
            </li>
          ))}
        </ul>
      </div>
      <button {...marquee.getPauseButtonProps({ className: "brands__pause" })}>
        {marquee.isPausedByUser ? "Play" : "Pause"}
      </button>
    </section>
  );
}
