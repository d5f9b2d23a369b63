import { useId } from "react";
import { Link } from "react-router";
import { type RecommendationsTab, useCarouselScroll, useRecommendations } from "solekit";
import { CarouselControls, CarouselTrack } from "./product-carousel";

/** A recommend carousel: one profile (the service's popular products unless `profile` is set). */
export function RecommendCarousel({
  title,
  profile,
  products,
  hideWhenEmpty = false,
}: {
  title?: string;
  profile?: string;
  /** The page's own products (ids or SKUs): the service never recommends them. */
  products?: readonly string[];
  /** Render nothing once the profile has answered with no products (a first visit's "Recently viewed"). */
  hideWhenEmpty?: boolean;
}) {
  const headingId = useId();
  const carousel = useRecommendations({ kind: "recommend", profile, ...(products ? { products } : {}) });
  const scroll = useCarouselScroll();
  const heading = title ?? carousel.title ?? "Recommended for you";
  if (hideWhenEmpty && carousel.status === "success" && carousel.products.length === 0) return null;
  return (
    <section {...scroll.getRootProps(headingId)} className="carousel">
      <div className="carousel__header">
        <h2 id={headingId}>{heading}</h2>
        {carousel.errorMessage ? null : <CarouselControls scroll={scroll} />}
      </div>
      <CarouselTrack carousel={carousel} scroll={scroll} label={heading} />
    </section>
  );
}

/** A tabbed recommend carousel: WAI-ARIA tabs, one profile or collection per tab. */
export function TabbedCarousel({ title, tabs }: { title: string; tabs: readonly RecommendationsTab[] }) {
  const headingId = useId();
  const carousel = useRecommendations({ kind: "tabbed", tabs });
  const scroll = useCarouselScroll();
  return (
    <section {...scroll.getRootProps(headingId)} className="carousel">
      <div className="carousel__header">
        <h2 id={headingId}>{title}</h2>
        {carousel.errorMessage ? null : <CarouselControls scroll={scroll} />}
      </div>
      <div {...carousel.getTabListProps({ "aria-labelledby": headingId })} className="carousel__tabs">
        {carousel.tabs.map((tab) => (
          <button key={tab.id} {...carousel.getTabProps(tab)} className="carousel__tab">
            {tab.label}
          </button>
        ))}
      </div>
      {carousel.tabs.map((tab) => (
        <div key={tab.id} {...carousel.getTabPanelProps(tab)} className="carousel__panel">
          {tab.id === carousel.selectedTabId ? (
            <CarouselTrack carousel={carousel} scroll={scroll} label={tab.label} />
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** A collection carousel with a link to the whole collection. */
export function CollectionCarousel({ title, collection }: { title: string; collection: string }) {
  const headingId = useId();
  const carousel = useRecommendations({ kind: "collection", collection });
  const scroll = useCarouselScroll();
  return (
    <section {...scroll.getRootProps(headingId)} className="carousel">
      <div className="carousel__header">
        <h2 id={headingId}>{title}</h2>
        <Link to={`/collections/${collection}`} className="carousel__view-all">
          View all<span className="visually-hidden"> {title}</span>
        </Link>
        {carousel.errorMessage ? null : <CarouselControls scroll={scroll} />}
      </div>
      <CarouselTrack carousel={carousel} scroll={scroll} label={title} />
    </section>
  );
}
