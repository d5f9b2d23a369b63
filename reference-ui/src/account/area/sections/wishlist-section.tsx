import { useRef, useState } from "react";
import { useWishlistEditor } from "solekit";
import { accountMessages, formatMessage } from "solekit/rules";
import { WishlistDetail } from "../../wishlists/wishlist-detail";
import { WishlistEditorPopover } from "../../wishlists/wishlist-editor-popover";
import { WishlistOverview } from "../../wishlists/wishlist-overview";
import "../../wishlists/wishlists.css";
import type { SectionProps } from "../section-props";

/**
 * Wishlist (account-area §2 Wishlists): the overview of every list (`section=wishlist`), one
 * list's page (`child={listId}`), and the create / edit popover both open.
 */
export default function WishlistSection({ route, nav }: SectionProps) {
  const [announcement, setAnnouncement] = useState("");
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
        <WishlistDetail key={listId} listId={listId} nav={nav} editor={editor} />
      ) : (
        <WishlistOverview nav={nav} editor={editor} createButton={createButton} />
      )}
      {editor.isOpen ? <WishlistEditorPopover editor={editor} /> : null}
    </div>
  );
}
