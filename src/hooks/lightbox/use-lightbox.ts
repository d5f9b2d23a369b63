import { useId } from "react";
import { connectLightbox, type LightboxApi, lightboxMachine } from "../../machines/lightbox";
import { lightboxMessages } from "../../rules/messages";
import { useMessages } from "../provider/solekit-context";
import { useMachineApi } from "../shared/use-machine-api";

/** Options of {@link useLightbox}. */
export interface UseLightboxOptions {
  /** How many images the gallery has. */
  count: number;
  /** DOM id base. @default a React id */
  id?: string;
}

/**
 * The product gallery's lightbox: zoom up to 4×, wheel steps of 0.1, double tap with a 300 ms
 * animation, pinch on touch; Escape closes and focus returns to the image that opened it.
 *
 * @example
 * ```tsx
 * const lightbox = useLightbox({ count: images.length });
 * images.map((image, i) => <button {...lightbox.getTriggerProps(i)}><img src={image.url} alt="" /></button>);
 * lightbox.isOpen && <div {...lightbox.getDialogProps()}><div {...lightbox.getStageProps()}>…</div></div>;
 * ```
 */
export function useLightbox(options: UseLightboxOptions): LightboxApi {
  const reactId = useId();
  return useMachineApi(lightboxMachine, {
    provide: () => ({}),
    input: () => ({ count: options.count }),
    connect: connectLightbox,
    options: { id: options.id ?? reactId, messages: useMessages(lightboxMessages) },
  });
}
