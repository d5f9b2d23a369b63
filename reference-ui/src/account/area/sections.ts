import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { AccountSection } from "solekit/rules";
import type { SectionProps } from "./section-props";

type SectionModule = Promise<{ default: ComponentType<SectionProps> }>;

// Each section is its own chunk, loaded when first shown (a build check keeps it so: see
// `lazyPartsStayLazy` in vite.config.ts).
const sectionLoaders: Record<AccountSection, () => SectionModule> = {
  "/": () => import("./sections/dashboard-section"),
  "my-profile": () => import("./sections/profile-section"),
  "kids-profiles": () => import("./sections/kids-profiles-section"),
  "fit-club": () => import("./sections/rewards-section"),
  offers: () => import("./sections/offers-section"),
  bookings: () => import("./sections/bookings-section"),
  orders: () => import("./sections/orders-section"),
  addresses: () => import("./sections/addresses-section"),
  wishlist: () => import("./sections/wishlist-section"),
};

/**
 * Starts downloading a section's code, e.g. while the customer's profile loads, so the two
 * arrive side by side rather than one after the other. A failed download shows when the section
 * renders.
 */
export function preloadSection(section: AccountSection): void {
  sectionLoaders[section]().catch(() => undefined);
}

/** The component of each account section (account-area §2's table). */
export const sectionComponents = Object.fromEntries(
  Object.entries(sectionLoaders).map(([section, load]) => [section, lazy(load)]),
) as Record<AccountSection, LazyExoticComponent<ComponentType<SectionProps>>>;
