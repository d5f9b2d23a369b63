import { useRef, useState } from "react";
import { useAddresses, useDeleteAddress } from "solekit";
import type { LoyaltyAddress } from "solekit/clients";
import { accountMessages } from "solekit/rules";
import { AddressCard } from "../../addresses/address-card";
import { AddressDialog } from "../../addresses/address-dialog";
import { DeleteConfirm } from "../../addresses/delete-confirm";
import "../../../ui/controls.css";
import "../../addresses/addresses.css";
import type { SectionProps } from "../section-props";
import { SectionSkeleton } from "../section-skeleton";

/**
 * Addresses (account-area §2): the saved addresses, primary first, with add, edit and delete.
 * `?section=addresses&child=add_address` opens the add modal; closing it takes `child` off the URL.
 */
// '+ Add address': where focus goes when the modal closes, also after `?child=add_address` opened it.
const ADD_ADDRESS_ID = "add-address";

export default function AddressesSection({ route, nav }: SectionProps) {
  const addresses = useAddresses();
  const del = useDeleteAddress();
  const [editing, setEditing] = useState<LoyaltyAddress | null>(null);
  const addLink = useRef<HTMLAnchorElement>(null);
  const isAdding = route.child?.kind === "addAddress";
  const list = addresses.data ?? [];
  return (
    <div className="addresses">
      <div className="addresses__toolbar">
        <p className="addresses__lede">{accountMessages.addressesLede}</p>
        <a
          {...nav.getLinkProps(
            { section: "addresses", child: { kind: "addAddress" } },
            { className: "pill-button pill-button--primary", ref: addLink, id: ADD_ADDRESS_ID },
          )}
        >
          <span aria-hidden="true">+ </span>
          {accountMessages.addAddress}
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {del.deletedMessage}
      </p>
      {addresses.status === "error" && !addresses.data ? (
        <div className="account-card addresses__problem" role="alert">
          <p>{addresses.errorMessage}</p>
          <button type="button" className="pill-button pill-button--secondary" onClick={addresses.refetch}>
            {accountMessages.addressesRetry}
          </button>
        </div>
      ) : !addresses.data ? (
        <SectionSkeleton blocks={3} />
      ) : list.length === 0 ? (
        <div className="account-card addresses__empty">
          <p>{accountMessages.addressesEmpty}</p>
          <a {...nav.getLinkProps({ section: "addresses", child: { kind: "addAddress" } })}>
            {accountMessages.addFirstAddress}
          </a>
        </div>
      ) : (
        <ul className="addresses__list" aria-label={accountMessages.savedAddresses}>
          {list.map((address) => (
            <AddressCard key={address.id} address={address} del={del} onEdit={setEditing} />
          ))}
        </ul>
      )}
      {isAdding ? (
        <AddressDialog closeFocusId={ADD_ADDRESS_ID} onClose={() => nav.navigate({ section: "addresses" })} />
      ) : null}
      {editing ? <AddressDialog key={editing.id} address={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteConfirm del={del} focusAfter={() => addLink.current?.focus()} />
    </div>
  );
}
