export { connectLightbox } from "./lightbox.connect";
export { type LightboxMachine, lightboxMachine } from "./lightbox.machine";
export type {
  LightboxApi,
  LightboxConnectOptions,
  LightboxContext,
  LightboxDialogProps,
  LightboxEvent,
  LightboxInput,
  LightboxStageProps,
  LightboxTriggerProps,
} from "./lightbox.types";
