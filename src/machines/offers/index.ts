export { type OfferBannersOptions, offerBanners } from "./offers.selectors";
export type { OfferBannerView, OfferLink, OfferPanelView } from "./offers.types";
