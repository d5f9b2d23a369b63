export { type UseBookAFittingOptions, useBookAFitting } from "./use-book-a-fitting";
