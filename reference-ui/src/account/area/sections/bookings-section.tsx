import type { SectionProps } from "../section-props";
import ComingSection from "./coming-section";

/** Until this section's screens land, the coming state (replaced in this session). */
export default function Section(props: SectionProps) {
  return <ComingSection {...props} />;
}
