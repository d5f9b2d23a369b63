import { lazy, useState } from "react";
import type { EditableWishlist } from "solekit";
import type { WishlistItem } from "solekit/clients";
import { accountMessages, formatMessage } from "solekit/rules";
import { WishlistDetail } from "../../wishlists/wishlist-detail";
import { WishlistOverview } from "../../wishlists/wishlist-overview";
import "../../../ui/controls.css";
import "../../wishlists/wishlists.css";
import { DialogPart } from "../part-failed";
import type { SectionProps } from "../section-props";

// The create / edit popover loads when Create wishlist or a list's Edit is first pressed.
const WishlistEditorPopover = lazy(() =>
  import("../../wishlists/wishlist-editor-popover").then((module) => ({
    default: module.WishlistEditorPopover,
  })),
);

// 'Edit Item' loads when an item's Edit is first pressed.
const EditItemDialog = lazy(() =>
  import("../../../wishlist/edit-item-dialog").then((module) => ({ default: module.EditItemDialog })),
);

/**
 * Wishlist (account-area §2 Wishlists): the overview of every list (`section=wishlist`), one
 * list's page (`child={listId}`), and the create / edit popover both open.
 */
export default function WishlistSection({ route, nav }: SectionProps) {
  const [announcement, setAnnouncement] = useState("");
  const [popover, setPopover] = useState<"create" | EditableWishlist | null>(null);
  const [editing, setEditing] = useState<WishlistItem | null>(null);
  const listId = route.child?.kind === "id" ? route.child.id : null;
  return (
    <div className="wishlists">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {listId ? (
        <WishlistDetail key={listId} listId={listId} nav={nav} onEdit={setPopover} onEditItem={setEditing} />
      ) : (
        <WishlistOverview nav={nav} onCreate={() => setPopover("create")} />
      )}
      {/* One boundary each: a dialog whose code fails to download costs only itself. */}
      <DialogPart onError={() => setPopover(null)}>
        {popover ? (
          <WishlistEditorPopover
            open={popover}
            onClose={() => setPopover(null)}
            onSaved={() => setAnnouncement(accountMessages.wishlistSaved)}
            onDeleted={(list) => {
              setAnnouncement(formatMessage(accountMessages.wishlistDeleted, { name: list.name }));
              nav.navigate({ section: "wishlist" });
            }}
          />
        ) : null}
      </DialogPart>
      <DialogPart onError={() => setEditing(null)}>
        {listId && editing ? (
          <EditItemDialog list={{ id: Number(listId) }} item={editing} onClose={() => setEditing(null)} />
        ) : null}
      </DialogPart>
    </div>
  );
}
