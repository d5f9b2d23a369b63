import { type ClaimField, type ClaimTransactionApi, useClaimTransaction } from "solekit";
import { accountMessages } from "solekit/rules";
import { ModalDialog } from "../../ui/modal-dialog";

/** Claim a transaction: date, store, receipt reference and amount. */
export function ClaimDialog({ onClose }: { onClose: () => void }) {
  const claim = useClaimTransaction({ onClose, id: "claim" });
  return (
    <ModalDialog
      parts={claim}
      title={claim.title}
      closeLabel={accountMessages.rewardsModalClose}
      onDismiss={onClose}
      className="rewards-dialog"
      headerClassName="rewards-dialog__header"
    >
      <p className="rewards-dialog__text">{accountMessages.claimIntro}</p>
      <p
        role="status"
        className={claim.successMessage ? "rewards-notice rewards-notice--success" : "visually-hidden"}
      >
        {claim.successMessage}
      </p>
      <form {...claim.getFormProps({ className: "claim-form" })}>
        <Field claim={claim} field="transactedAt" />
        <div className="claim-form__field">
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
          <label {...claim.getLabelProps("storeCode")}>{claim.labels.storeCode}</label>
          <select {...claim.getStoreSelectProps({ className: "rewards-input" })}>
            <option value="">{claim.storesLoading ? "…" : accountMessages.claimStorePlaceholder}</option>
            {claim.stores.map((store) => (
              <option key={store.code} value={store.code}>
                {store.name}
              </option>
            ))}
          </select>
          <p {...claim.getErrorProps("storeCode", { className: "claim-form__error" })}>
            {claim.fieldErrors.storeCode ?? claim.storesError}
          </p>
          {claim.storesError ? (
            <button type="button" className="pill-button rewards-wide-button" onClick={claim.retryStores}>
              {accountMessages.claimStoresRetry}
            </button>
          ) : null}
        </div>
        <Field claim={claim} field="receiptRef" />
        <Field claim={claim} field="amount" inputMode="decimal" />
        <p
          {...claim.getErrorProps("form", {
            className: "rewards-notice rewards-notice--error",
            tabIndex: -1,
          })}
        >
          {claim.formError}
        </p>
        <div className="rewards-dialog__actions">
          <button {...claim.getCloseButtonProps({ className: "pill-button pill-button--secondary" })}>
            {accountMessages.claimCancel}
          </button>
          <button {...claim.getSubmitButtonProps({ className: "pill-button pill-button--primary" })}>
            {claim.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
            {claim.isBusy ? accountMessages.claimSubmitting : accountMessages.claimSubmit}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

function Field({
  claim,
  field,
  inputMode,
}: {
  claim: ClaimTransactionApi;
  field: Exclude<ClaimField, "storeCode">;
  inputMode?: "decimal";
}) {
  return (
    <div className="claim-form__field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label {...claim.getLabelProps(field)}>{claim.labels[field]}</label>
      <input
        {...claim.getFieldProps(field, { className: "rewards-input", ...(inputMode ? { inputMode } : {}) })}
      />
      <p {...claim.getErrorProps(field, { className: "claim-form__error" })}>{claim.fieldErrors[field]}</p>
    </div>
  );
}
