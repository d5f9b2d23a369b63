import { DashboardView } from "../../dashboard/dashboard-view";
import type { SectionProps } from "../section-props";

/**
 * Dashboard: kids-profile prompt, rewards and unassigned-shoes panels, the sign-up checklist and
 * the way to Member offers; the membership card and the recent orders go in their slots.
 */
export default function DashboardSection({ nav }: SectionProps) {
  return <DashboardView nav={nav} />;
}
