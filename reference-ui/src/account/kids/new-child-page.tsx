import { type AccountNavigationApi, useChildForm } from "solekit";
import { accountMessages } from "solekit/rules";
import { usePageTitle } from "../area/page-title";
import { PRESET_AVATARS } from "./avatars";
import { ChildDetailsForm } from "./child-details-form";

/** `child=new`: the identifiers and details with Cancel and Save; the first save moves to the child's page. */
export function NewChildPage({ nav }: { nav: AccountNavigationApi }) {
  const form = useChildForm({
    avatars: PRESET_AVATARS,
    onSaved: (child, created) => {
      if (created)
        nav.navigate(
          { section: "kids-profiles", child: { kind: "id", id: String(child.connectionId) } },
          { replace: true },
        );
    },
  });
  usePageTitle(accountMessages.newChildTitle);
  return (
    <div className="kid-page">
      <ChildDetailsForm
        form={form}
        actions={
          <a
            {...nav.getLinkProps(
              { section: "kids-profiles" },
              { className: "pill-button pill-button--secondary" },
            )}
          >
            {accountMessages.childCancel}
          </a>
        }
      />
    </div>
  );
}
