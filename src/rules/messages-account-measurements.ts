// Account-area strings, the measurements' part (account-area spec). Assembled in messages-account-kids.ts.

/** A child's measurements (account-area §2): the list, the new-measurement modal and the delete. */
export const accountMeasurementMessages = {
  /** Measurements list, more to fetch. */
  showOlderEntries: "Show older entries",
  /** Measurements: new-measurement button and modal title. */
  newMeasurement: "New measurement",
  /** Measurements: size select label. */
  shoeSizeLabel: "Shoe size (AU/UK)",
  /** Measurements: width select label. */
  shoeWidthLabel: "Width",
  /** Measurements: placeholder of the selects. */
  selectOption: "Select",
  /** Measurements: the modal's save button. */
  saveMeasurement: "Save measurement",
  /** Measurements: recorded notice (solekit wording). */
  measurementSaved: "Measurement saved.",
  /** Measurements: a list entry, e.g. "AU/UK 12 · F". */
  measurementEntry: "Size {size}, width {width}",
  /** Measurements: delete button. */
  deleteMeasurement: "Delete",
  /** Measurements: delete button's accessible name. */
  deleteMeasurementLabel: "Delete the measurement of {date}",
  /** Measurements: deleted notice (solekit wording). */
  measurementDeleted: "Measurement deleted.",
  /** Measurements: a delete refused (solekit wording). */
  measurementDeleteFailed: "We couldn't delete this measurement. Please try again.",
  /** Measurements: none yet (solekit wording). */
  noMeasurements: "No measurements yet.",
} as const;
