import type { CarouselScrollApi, UseRecommendationsResult } from "solekit";
import { ProductCard } from "./product-card";
import "./product-carousel.css";

/** Previous and next buttons; hidden while a carousel shows an error (there is no list to scroll). */
export function CarouselControls({ scroll }: { scroll: CarouselScrollApi }) {
  return (
    <div className="carousel__controls">
      <button {...scroll.getPreviousButtonProps()} className="carousel__button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <button {...scroll.getNextButtonProps()} className="carousel__button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}

export interface CarouselTrackProps {
  carousel: UseRecommendationsResult;
  scroll: CarouselScrollApi;
  /** Accessible name of the list, e.g. the carousel's or tab's title. */
  label: string;
  /** Skeleton cards while loading. */
  skeletons?: number;
}

/** The scrolling list of a carousel: skeletons, the error with a retry, or the tracked products. */
export function CarouselTrack({ carousel, scroll, label, skeletons = 4 }: CarouselTrackProps) {
  if (carousel.errorMessage) {
    return (
      <div role="alert" className="carousel__error">
        <p>{carousel.errorMessage}</p>
        <button type="button" onClick={carousel.retry}>
          Try again
        </button>
      </div>
    );
  }
  if (carousel.isLoading) {
    return (
      <ul
        {...scroll.getViewportProps()}
        className="carousel__track"
        aria-label={`${label}, loading`}
        aria-busy="true"
      >
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
          <li key={i} className="carousel__item product-card product-card--skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  return (
    <ul {...scroll.getViewportProps()} className="carousel__track" aria-label={label}>
      {carousel.products.map((product, index) => (
        <li
          key={product.id}
          className="carousel__item"
          {...carousel.getProductProps<HTMLLIElement>(product, index + 1)}
        >
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
