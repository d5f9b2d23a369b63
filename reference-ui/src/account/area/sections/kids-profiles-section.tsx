import { ChildPage } from "../../kids/child-page";
import { KidsList } from "../../kids/kids-list";
import { NewChildPage } from "../../kids/new-child-page";
import "../../../ui/controls.css";
import "../../kids/kids.css";
import type { SectionProps } from "../section-props";

/**
 * Kids' profiles (account-area §2): the list of child cards; `child=new` the new-child form;
 * `child={connectionId}` a child's page.
 */
export default function KidsProfilesSection({ route, nav }: SectionProps) {
  const child = route.child;
  if (child?.kind === "new") return <NewChildPage nav={nav} />;
  if (child?.kind === "id") return <ChildPage connectionId={child.id} nav={nav} />;
  return <KidsList nav={nav} />;
}
