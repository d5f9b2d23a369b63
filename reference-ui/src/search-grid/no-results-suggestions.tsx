import { RecommendCarousel } from "../components/carousels";
import { CategoryLinks } from "../components/category-links";
import "./no-results-suggestions.css";

/**
 * What the no-results text promises below it: "browse our popular products and collections
 * below". The service's popular products (recommend's default profile) and the store's popular
 * collections. Loaded with `import()` when a search finds nothing, so a search that finds
 * products never downloads it.
 */
export default function NoResultsSuggestions() {
  return (
    <div className="no-results">
      <RecommendCarousel title="Popular products" />
      <CategoryLinks title="Popular collections" />
    </div>
  );
}
