import type { AddressDeleteApi } from "solekit";
import type { LoyaltyAddress } from "solekit/clients";
import { accountMessages } from "solekit/rules";

/** One saved address: the recipient, the lines, a 'Primary' badge, Edit and Delete. */
export function AddressCard({
  address,
  del,
  onEdit,
}: {
  address: LoyaltyAddress;
  del: AddressDeleteApi;
  onEdit: (address: LoyaltyAddress) => void;
}) {
  const name = `${address.meta.first_name} ${address.meta.last_name}`;
  const pending = del.isPending(address.id);
  const failure = del.failure?.addressId === address.id ? del.failure.message : null;
  const headingId = `address-${address.id}-name`;
  return (
    <li className="address-card account-card" aria-labelledby={headingId} data-primary={address.is_default}>
      <div className="address-card__head">
        <h2 id={headingId} className="address-card__name">
          {name}
        </h2>
        {address.is_default ? (
          <span className="address-card__badge">{accountMessages.addressPrimaryBadge}</span>
        ) : null}
      </div>
      <address className="address-card__lines">
        {address.address_line_1}
        {address.address_line_2 ? (
          <>
            <br />
            {address.address_line_2}
          </>
        ) : null}
        <br />
        {address.city} {address.state} {address.postcode}
        <br />
        {address.country}
      </address>
      {failure ? (
        <p className="address-card__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="address-card__actions">
        <button
          type="button"
          className="pill-button pill-button--secondary"
          disabled={pending}
          aria-label={`${accountMessages.addressEdit} ${name}, ${address.address_line_1}`}
          onClick={() => onEdit(address)}
        >
          {accountMessages.addressEdit}
        </button>
        <button
          {...del.getDeleteButtonProps(address, {
            className: "pill-button pill-button--quiet",
            "aria-label": `${accountMessages.addressDelete} ${name}, ${address.address_line_1}`,
          })}
        >
          {pending ? accountMessages.addressDeleting : accountMessages.addressDelete}
        </button>
      </div>
    </li>
  );
}
