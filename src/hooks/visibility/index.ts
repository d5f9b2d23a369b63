export { type UseVisibilityOptions, useVisibility } from "./use-visibility";
