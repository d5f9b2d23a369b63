import { accountAreaMessages } from "../../rules/messages-account-area";
import { accountMeasurementMessages } from "../../rules/messages-account-measurements";
import type { MeasurementFormMessages } from "./measurement-form.types";

/**
 * The new-measurement modal's default messages: the kids part, plus the area's 'Something went
 * wrong.' and the loyalty client's 'Please select both shoe size and width.'.
 *
 * @example
 * ```ts
 * createActor(measurementFormMachine, { input: { connectionId, profileId, messages: measurementFormMessages } });
 * ```
 */
export const measurementFormMessages: MeasurementFormMessages = /* @__PURE__ */ Object.assign(
  {
    somethingWentWrong: accountAreaMessages.somethingWentWrong,
    measurementIncomplete: accountAreaMessages.measurementIncomplete,
  },
  accountMeasurementMessages,
);
