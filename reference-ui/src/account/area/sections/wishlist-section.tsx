import { lazy, Suspense, useRef, useState } from "react";
import { useWishlistEditor } from "solekit";
import type { WishlistItem } from "solekit/clients";
import { accountMessages, formatMessage } from "solekit/rules";
import { WishlistDetail } from "../../wishlists/wishlist-detail";
import { WishlistEditorPopover } from "../../wishlists/wishlist-editor-popover";
import { WishlistOverview } from "../../wishlists/wishlist-overview";
import "../../../ui/controls.css";
import "../../wishlists/wishlists.css";
import type { SectionProps } from "../section-props";

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
  const [editing, setEditing] = useState<WishlistItem | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const editor = useWishlistEditor({
    onSaved: () => setAnnouncement(accountMessages.wishlistSaved),
    onDeleted: (list) => {
      setAnnouncement(formatMessage(accountMessages.wishlistDeleted, { name: list.name }));
      nav.navigate({ section: "wishlist" });
    },
  });
  const listId = route.child?.kind === "id" ? route.child.id : null;
  return (
    <div className="wishlists">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {listId ? (
        <WishlistDetail key={listId} listId={listId} nav={nav} editor={editor} onEditItem={setEditing} />
      ) : (
        <WishlistOverview nav={nav} editor={editor} createButton={createButton} />
      )}
      {editor.isOpen ? <WishlistEditorPopover editor={editor} /> : null}
      {listId && editing ? (
        <Suspense fallback={null}>
          <EditItemDialog list={{ id: Number(listId) }} item={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
