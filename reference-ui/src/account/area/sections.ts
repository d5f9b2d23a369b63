import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { AccountSection } from "solekit/rules";
import type { SectionProps } from "./section-props";

type SectionComponent = LazyExoticComponent<ComponentType<SectionProps>>;

// Each section is its own chunk, loaded when first shown.
const section = (load: () => Promise<{ default: ComponentType<SectionProps> }>): SectionComponent =>
  lazy(load);

/** The component of each account section (account-area §2's table). */
export const sectionComponents: Record<AccountSection, SectionComponent> = {
  "/": section(() => import("./sections/dashboard-section")),
  "my-profile": section(() => import("./sections/profile-section")),
  "kids-profiles": section(() => import("./sections/kids-profiles-section")),
  "fit-club": section(() => import("./sections/rewards-section")),
  offers: section(() => import("./sections/offers-section")),
  bookings: section(() => import("./sections/bookings-section")),
  orders: section(() => import("./sections/orders-section")),
  addresses: section(() => import("./sections/addresses-section")),
  wishlist: section(() => import("./sections/wishlist-section")),
};
