export { type UseLightboxOptions, useLightbox } from "./use-lightbox";
