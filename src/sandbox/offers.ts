import type { OfferBanner } from "../rules/offers";
import type { CategoryHandle, Product } from "./world";

// The first image of the catalogue's first product in a category, for a banner's picture.
function categoryImage(products: readonly Product[], category: CategoryHandle) {
  const image = products.find((product) => product.category === category && product.images[0])?.images[0];
  return image ? { image: image.src, image_alt: image.alt } : {};
}

/**
 * The sandbox's member offers: the global banner list a shop's content settings would give
 * `useOffers`. All three banner types, text in six of the nine positions, all nine colours, one
 * banner whose body carries a `<script>`, an `onerror` attribute and a `javascript:` link (the
 * sanitiser drops them), one CTA to a host off the allow-list (dropped) and one banner of an
 * unknown type (skipped).
 *
 * @example
 * ```ts
 * const offers = useOffers({ banners: sandboxOfferBanners(sandbox.world.products) });
 * ```
 */
export function sandboxOfferBanners(products: readonly Product[]): OfferBanner[] {
  return [
    {
      id: "double-rewards",
      type: "full_banner",
      title: "Double rewards on school shoes",
      body: "<p>Earn <strong>$4</strong> instead of $2 for every pair of school shoes you assign to a child this term.</p>",
      text_position: "center_left",
      text_colour: "white",
      background: "violet",
      cta: { title: "Shop school shoes", url: "/collections/school-shoes" },
      ...categoryImage(products, "school-shoes"),
    },
    {
      id: "sneaker-week",
      type: "split_banner",
      title: "Members' sneaker week",
      left: { ...categoryImage(products, "sneakers"), background: "paleblue" },
      right: {
        title: "Members' sneaker week",
        body:
          '<p>15% off selected sneakers, for Fit Club members only.<img src="x" onerror="alert(1)"></p>' +
          "<script>alert('offers')</script>" +
          '<p><a href="javascript:alert(1)">Terms</a> apply.</p>',
        text_position: "bottom_right",
        text_colour: "black",
        background: "paleblue",
        cta: { title: "Shop sneakers", url: "/collections/sneakers" },
      },
    },
    {
      id: "winter-boots",
      type: "image_banner",
      title: "Winter boots",
      background: "black",
      callback_link: "/collections/boots",
      ...categoryImage(products, "boots"),
      image_alt: "Winter boots for kids: warm, waterproof and made for puddles",
    },
    {
      id: "free-fittings",
      type: "full_banner",
      title: "Free expert fittings, every day",
      body: "<p>Our fitters measure length <em>and</em> width. No appointment needed, but booking skips the queue.</p>",
      text_position: "top_center",
      text_colour: "black",
      background: "yellow",
      cta: { title: "Read the size guide", url: "/pages/size-guide" },
    },
    {
      id: "birthday-and-socks",
      type: "split_banner",
      left: {
        title: "A birthday reward for every child",
        body: "<p>Add your kids' birthdays and we'll send each of them a <strong>$10</strong> reward.</p>",
        text_position: "top_left",
        text_colour: "black",
        background: "palepink",
        cta: { title: "Add a birthday", url: "/account?section=kids-profiles" },
      },
      right: {
        title: "Socks: 3 for $30",
        body: "<p>Mix and match school and sport socks.</p>",
        text_position: "bottom_center",
        text_colour: "white",
        background: "sale",
        cta: { title: "Shop socks", url: "https://offers.evil.example/socks" },
      },
    },
    {
      id: "cashback",
      type: "full_banner",
      title: "10% cashback on your next order",
      body: "<p>Shop online or in store before the end of the month.</p>",
      text_position: "bottom_right",
      text_colour: "white",
      background: "blue",
      cta: { title: "Start shopping", url: "/collections/shop-all" },
    },
    {
      id: "new-arrivals",
      type: "full_banner",
      title: "New season, new colours",
      body: "<p>Fresh styles from the brands your kids love.</p>",
      text_position: "center",
      text_colour: "white",
      background: "green",
      cta: { title: "See what's new", url: "/collections/new-arrivals" },
    },
    {
      id: "retired-video",
      type: "video_banner",
      title: "A banner type the offers list does not know",
      background: "white",
    },
  ];
}
