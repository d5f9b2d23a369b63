export { connectLightbox } from "./lightbox.connect";
export { type LightboxMachine, lightboxMachine } from "./lightbox.machine";
export type {
  LightboxApi,
  LightboxCloseButtonProps,
  LightboxConnectOptions,
  LightboxContext,
  LightboxDialogProps,
  LightboxEvent,
  LightboxInput,
  LightboxMessages,
  LightboxStageProps,
  LightboxTriggerProps,
} from "./lightbox.types";
