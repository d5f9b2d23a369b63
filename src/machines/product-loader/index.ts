export { createProductLoaderActors, type ProductLoaderActors } from "./product-loader.actors";
export {
  type ProductLoaderMachine,
  productLoaderMachine,
  productNotFoundError,
} from "./product-loader.machine";
export type {
  ProductLoaded,
  ProductLoaderContext,
  ProductLoaderEvent,
  ProductLoaderInput,
} from "./product-loader.types";
