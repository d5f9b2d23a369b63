import { useAssignShoes } from "solekit";
import { accountMessages } from "solekit/rules";
import { ModalDialog } from "../../ui/modal-dialog";

/** The Assign Shoes modal: an 'Assign child' select per pair. */
export function AssignShoesDialog({ onClose }: { onClose: () => void }) {
  const assign = useAssignShoes({ onClose, id: "assign-shoes" });
  return (
    <ModalDialog
      parts={assign}
      title={assign.title}
      closeLabel={accountMessages.rewardsModalClose}
      onDismiss={onClose}
      className="rewards-dialog"
      headerClassName="rewards-dialog__header"
    >
      {!assign.isReady ? (
        <p className="rewards-dialog__text" role="status">
          …
        </p>
      ) : assign.isDone ? (
        <div className="rewards-dialog__done">
          <p role="status" className="rewards-notice rewards-notice--success">
            {assign.doneText}
          </p>
          <button {...assign.getCloseButtonProps({ className: "pill-button pill-button--primary" })}>
            {accountMessages.rewardsModalClose}
          </button>
        </div>
      ) : assign.emptyText ? (
        <p className="rewards-dialog__text">{assign.emptyText}</p>
      ) : (
        <form {...assign.getFormProps({ className: "assign-form" })}>
          <ul className="assign-form__shoes">
            {assign.shoes.map((shoe) => (
              <li key={shoe.id} className="assign-shoe">
                {shoe.image ? (
                  <img className="assign-shoe__image" src={shoe.image.src} alt="" width="64" height="64" />
                ) : (
                  <span className="assign-shoe__image" aria-hidden="true" />
                )}
                <span className="assign-shoe__info">
                  <span className="assign-shoe__name">{shoe.name}</span>
                  {shoe.size ? <span className="assign-shoe__size">Size {shoe.size}</span> : null}
                  <span
                    className={`assign-shoe__badge${shoe.earnsReward ? " assign-shoe__badge--reward" : ""}`}
                  >
                    {shoe.badgeText}
                  </span>
                </span>
                <span className="assign-shoe__field">
                  {/* biome-ignore lint/a11y/noLabelWithoutControl: getSelectLabelProps() supplies htmlFor */}
                  <label {...assign.getSelectLabelProps(shoe.id)}>
                    {accountMessages.assignChild}
                    <span className="visually-hidden">: {shoe.name}</span>
                  </label>
                  <select {...assign.getSelectProps(shoe.id, { className: "rewards-input" })}>
                    {assign.childOptions.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </span>
              </li>
            ))}
          </ul>
          <p {...assign.getErrorProps({ className: "rewards-notice rewards-notice--error" })}>
            {assign.formError}
          </p>
          <div className="rewards-dialog__actions">
            <p className="assign-form__earn">{assign.earnText}</p>
            <button {...assign.getSubmitButtonProps({ className: "pill-button pill-button--primary" })}>
              {assign.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
              {assign.isBusy ? accountMessages.assignSubmitting : accountMessages.assignSubmit}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
